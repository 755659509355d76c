import { graphql } from '../../gql';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($name: String!, $email: String) {
    updateProfile(name: $name, email: $email) { id name email }
  }
`);
