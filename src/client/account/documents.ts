import { graphql } from '../../gql';

// The details a signed-in shopper can change.

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($name: String!, $email: String) {
    updateProfile(name: $name, email: $email) { id name email }
  }
`);
