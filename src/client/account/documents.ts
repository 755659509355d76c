import { graphql } from '../../gql';

// The signed-in shopper: who they are, and the details they can change.

export const MeDocument = graphql(`
  query Me {
    me { id phone name email roles }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($name: String!, $email: String) {
    updateProfile(name: $name, email: $email) { id name email }
  }
`);
