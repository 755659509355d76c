import { GraphQLError } from 'graphql';

/**
 * The identity failures that stay GraphQL errors: a refused refresh (the contract reads any error there
 * as a refusal, CONTRACT §5) and signing out while not signed in. What a shopper can fix on a form is a
 * typed result instead (schema.ts).
 */
export const AuthErrorCode = {
  refreshInvalid: 'refresh-invalid',
  refreshExpired: 'refresh-expired',
  refreshReused: 'refresh-reused',
  signInRequired: 'sign-in-required',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export class AuthError extends GraphQLError {
  constructor(code: AuthErrorCode, message: string) {
    super(message, { extensions: { code } });
  }
}
