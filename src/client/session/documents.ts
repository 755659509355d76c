import { graphql } from '../../gql';

// Who is signed in.

export const MeDocument = graphql(`
  query Me {
    me {
      id
      phone
      name
      email
      roles
      displayCurrency
      locale
    }
  }
`);
