import { GraphQLError } from 'graphql';

/** Expected sign-in failures: the client maps each code to a translated message. */
export const AuthErrorCode = {
  invalidPhone: 'invalid-phone',
  invalidInput: 'invalid-input',
  otpInvalid: 'otp-invalid',
  otpExpired: 'otp-expired',
  otpLocked: 'otp-locked',
  refreshInvalid: 'refresh-invalid',
  refreshExpired: 'refresh-expired',
  refreshReused: 'refresh-reused',
  signInRequired: 'sign-in-required',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export class AuthError extends GraphQLError {
  constructor(code: AuthErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}
