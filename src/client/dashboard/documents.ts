import { graphql } from '../../gql';

// The back office's home figures.

export const StaffDashboardDocument = graphql(`
  query StaffDashboard {
    staffDashboard {
      day
      consultationsToday
      newEnquiries
      tailoring {
        stage
        count
      }
      admin {
        ordersToday
        ordersTodayMinor
        takingsTodayMinor
        toConfirm
        toShip
        refundsDue
        lowStock
        lowStockThreshold
      }
    }
  }
`);
