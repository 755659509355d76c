import { graphql } from '../../gql';

// The details a signed-in shopper can change.

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($name: String!, $email: String) {
    updateProfile(name: $name, email: $email) {
      ok
      errors {
        field
        code
      }
      user {
        id
        name
        email
      }
    }
  }
`);

// Signing in with a one-time code, and out (only the pages that do it carry these).

export const SendOtpDocument = graphql(`
  mutation SendOtp($phone: String!) {
    userservice {
      sendOtp(phone: $phone) {
        ok
        phone
        refusal
        retryAfterSeconds
        resendAfterSeconds
      }
    }
  }
`);

export const VerifyOtpDocument = graphql(`
  mutation VerifyOtp($phone: String!, $code: String!) {
    userservice {
      verifyOtp(phone: $phone, code: $code) {
        ok
        refusal
        attemptsLeft
        id_token
        refresh_token
        expires_in
        is_new_user
      }
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout($everywhere: Boolean) {
    userservice {
      logout(everywhere: $everywhere)
    }
  }
`);
