import { graphql } from '../../gql';

// Who is signed in.

export const MeDocument = graphql(`
  query Me {
    me { id phone name email roles }
  }
`);

// Signing in with a one-time code, and out.

export const SendOtpDocument = graphql(`
  mutation SendOtp($phone: String!) {
    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }
  }
`);

export const VerifyOtpDocument = graphql(`
  mutation VerifyOtp($phone: String!, $code: String!) {
    userservice { verifyOtp(phone: $phone, code: $code) { id_token refresh_token expires_in is_new_user } }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout($everywhere: Boolean) {
    userservice { logout(everywhere: $everywhere) }
  }
`);
