import { graphql } from '../../gql';

// The shopper's address book.

/** @public Read by `npm run codegen`: the documents below spread it. */
export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    name
    phone
    line1
    line2
    city
    state
    postalCode
    country
    isDefault
  }
`);

export const MyAddressesDocument = graphql(`
  query MyAddresses {
    myAddresses {
      ...AddressFields
    }
  }
`);

export const SaveAddressDocument = graphql(`
  mutation SaveAddress($id: ID, $input: AddressInput!) {
    saveAddress(id: $id, input: $input) {
      ok
      address {
        ...AddressFields
      }
      errors {
        field
        code
      }
    }
  }
`);

export const DeleteAddressDocument = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);

export const SetDefaultAddressDocument = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      id
      isDefault
    }
  }
`);
