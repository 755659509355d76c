import { graphql } from '../../gql';

// The profile's contact, preference and deletion steps.

export const ProfilePreferencesDocument = graphql(`
  query ProfilePreferences {
    me {
      id
      phone
      email
      emailVerifiedAt
      locale
      channels
      quietStart
      quietEnd
      timeZone
      wishlistAlerts
    }
  }
`);

export const RequestEmailCodeDocument = graphql(`
  mutation RequestEmailCode($email: String!) {
    requestEmailCode(email: $email) {
      ok
      refusal
    }
  }
`);

export const ConfirmEmailDocument = graphql(`
  mutation ConfirmEmail($code: String!) {
    confirmEmail(code: $code) {
      ok
      refusal
    }
  }
`);

export const RequestPhoneCodeDocument = graphql(`
  mutation RequestPhoneCode($phone: String!) {
    requestPhoneCode(phone: $phone) {
      ok
      refusal
    }
  }
`);

export const ConfirmPhoneDocument = graphql(`
  mutation ConfirmPhone($code: String!) {
    confirmPhone(code: $code) {
      ok
      refusal
    }
  }
`);

export const UpdatePreferencesDocument = graphql(`
  mutation UpdatePreferences(
    $locale: String!
    $channels: [String!]!
    $quietStart: Int
    $quietEnd: Int
    $timeZone: String
    $wishlistAlerts: Boolean
  ) {
    updatePreferences(
      locale: $locale
      channels: $channels
      quietStart: $quietStart
      quietEnd: $quietEnd
      timeZone: $timeZone
      wishlistAlerts: $wishlistAlerts
    ) {
      ok
      errors {
        field
        code
      }
    }
  }
`);

export const RequestDeletionCodeDocument = graphql(`
  mutation RequestDeletionCode {
    requestAccountDeletionCode {
      ok
      refusal
    }
  }
`);

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($code: String!, $confirm: Boolean!) {
    deleteAccount(code: $code, confirm: $confirm) {
      ok
      refusal
    }
  }
`);
