import { graphql } from '../../gql';

// Designer consultations: the shopper's booking page and list, and the designer's day.

/** @public Read by `npm run codegen`: the documents below spread it. */
export const ConsultationFields = graphql(`
  fragment ConsultationFields on Consultation {
    id
    startsAt
    endsAt
    durationMinutes
    topic
    channel
    status
    timeZone
    orderNumber
    notes
    designerName
    canChange
  }
`);

export const ConsultationSlotsDocument = graphql(`
  query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {
    consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {
      ok
      refusal
      timeZone
      days {
        date
        starts
      }
    }
  }
`);

export const BookConsultationDocument = graphql(`
  mutation BookConsultation($input: BookConsultationInput!) {
    bookConsultation(input: $input) {
      ok
      refusal
      consultation {
        ...ConsultationFields
      }
    }
  }
`);

export const RescheduleConsultationDocument = graphql(`
  mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {
    rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) {
      ok
      refusal
      consultation {
        ...ConsultationFields
      }
    }
  }
`);

export const CancelConsultationDocument = graphql(`
  mutation CancelConsultation($id: ID!) {
    cancelConsultation(id: $id) {
      ok
      refusal
      consultation {
        ...ConsultationFields
      }
    }
  }
`);

export const MyConsultationsDocument = graphql(`
  query MyConsultations {
    myConsultations {
      ...ConsultationFields
    }
  }
`);

export const DesignerDayDocument = graphql(`
  query DesignerDay($designerId: ID) {
    designerDay(designerId: $designerId) {
      designerId
      shopperName
      shopperPhone
      consultation {
        ...ConsultationFields
      }
      shopperOrders {
        number
        status
        createdAt
        hasTailoring
        items {
          name
          qty
          kind
        }
      }
      tailoringLines {
        ...TailoringJobFields
      }
    }
  }
`);

export const ConsultationDesignersDocument = graphql(`
  query ConsultationDesigners {
    consultationDesigners {
      id
      displayName
    }
  }
`);

export const RecordConsultationOutcomeDocument = graphql(`
  mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {
    recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) {
      ok
      refusal
    }
  }
`);

export const DesignerSettingsDocument = graphql(`
  query DesignerSettings($designerId: ID) {
    designerSettings(designerId: $designerId) {
      designerId
      displayName
      timeZone
      storeTimeZone
      lengths
      hours {
        weekday
        startMinute
        endMinute
      }
      daysOff
    }
  }
`);

export const SaveDesignerSettingsDocument = graphql(`
  mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {
    saveDesignerSettings(designerId: $designerId, input: $input) {
      ok
      refusal
      field
    }
  }
`);
