import { graphql } from '../../gql';

// Enquiries from /get-in-touch: sending one (signed out too), the shopper's own, and the staff's list.

/** @public Read by `npm run codegen`: the documents below spread it. */
export const EnquiryFields = graphql(`
  fragment EnquiryFields on Enquiry {
    id
    name
    phone
    interest
    preferredTime
    message
    status
    reply
    repliedAt
    createdAt
  }
`);

export const SendEnquiryDocument = graphql(`
  mutation SendEnquiry($input: SendEnquiryInput!) {
    sendEnquiry(input: $input) {
      ok
      code
      field
      retryAfterSeconds
    }
  }
`);

export const MyEnquiriesDocument = graphql(`
  query MyEnquiries {
    myEnquiries {
      ...EnquiryFields
    }
  }
`);

export const StaffEnquiriesDocument = graphql(`
  query StaffEnquiries($status: EnquiryStatus) {
    staffEnquiries(status: $status) {
      ...EnquiryFields
    }
  }
`);

export const UpdateEnquiryDocument = graphql(`
  mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {
    updateEnquiry(id: $id, status: $status, reply: $reply) {
      ok
      code
      enquiry {
        ...EnquiryFields
      }
    }
  }
`);

export const ClaimableEnquiryCountDocument = graphql(`
  query ClaimableEnquiryCount {
    claimableEnquiryCount
  }
`);

export const ClaimEnquiriesDocument = graphql(`
  mutation ClaimEnquiries {
    claimEnquiries {
      claimed
    }
  }
`);
