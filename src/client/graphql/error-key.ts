/**
 * The one place the browser turns a gateway code into the last part of its translation key: enum values
 * (`TOO_LONG`, `OTP_EXPIRED`) become `too-long`, `otp-expired`; error codes already in that form
 * (`access-denied`) and the shared rules' own codes stay as they are.
 */
export function errorKey(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}
