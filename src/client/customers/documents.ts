import { graphql } from '../../gql';

// Admins: customers found, one customer's records, their staff roles and the trail of role changes.

export const CustomersDocument = graphql(`
  query Customers($search: String, $first: Int, $offset: Int) {
    customers(search: $search, first: $first, offset: $offset) {
      total
      customers {
        id
        phone
        name
        email
        roles
        createdAt
      }
    }
  }
`);

export const CustomerDocument = graphql(`
  query Customer($id: ID!, $entityId: String!) {
    customer(id: $id) {
      id
      phone
      name
      email
      roles
      createdAt
      orders {
        number
        status
        paymentStatus
        totalMinor
        currency
        createdAt
      }
      addresses {
        id
        name
        line1
        city
        postalCode
      }
      measurementProfiles {
        id
        name
        garment
      }
      consultations {
        id
        topic
        status
        startsAt
      }
      enquiries {
        id
        interest
        status
        message
        createdAt
      }
    }
    auditTrail(entity: "user", entityId: $entityId) {
      id
      actorId
      actorName
      actorRole
      action
      before
      after
      at
    }
  }
`);

export const SetStaffRoleDocument = graphql(`
  mutation SetStaffRole($userId: ID!, $role: StaffRole!, $granted: Boolean!) {
    setStaffRole(userId: $userId, role: $role, granted: $granted) {
      ok
      code
      customer {
        id
        roles
      }
    }
  }
`);
