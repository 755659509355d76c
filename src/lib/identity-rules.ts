// Sign-in and profile rules, shared by the login and profile forms (which check before sending) and the
// identity service (which enforces them). Phone numbers use libphonenumber-js's `min` metadata on both
// sides: the same answer in the browser and on the server, at the smaller bundle (the `max` metadata
// only adds number types and exact patterns, which nothing here needs).
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { hasUnsafeText, tidyText } from './text';

export const identityLimits = { phoneLength: 32, nameLength: 80, emailLength: 254, otpLength: 6 } as const;

/** The country assumed when a number is typed without its + code. */
const defaultPhoneRegion: CountryCode = 'IN';

/** A valid number in E.164 (`+919812345678`), or null. India is assumed when no country code is given. */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > identityLimits.phoneLength || /[^\d\s()+.-]/.test(input)) return null;
  const parsed = parsePhoneNumberFromString(input, defaultPhoneRegion);
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether a number with its + code is valid (the login form's check before sending). */
export function isValidPhone(e164: string): boolean {
  return isValidPhoneNumber(e164);
}

/** A one-time code: six digits. */
export const otpCodeSchema = z.string().check(z.regex(/^\d{6}$/));

/** A name: trimmed, white space collapsed, 1 to 80 characters, no control characters or angle brackets. */
export const nameSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s: string) => tidyText(s)),
  ),
  z.string().check(
    z.minLength(1),
    z.maxLength(identityLimits.nameLength),
    z.refine((s) => !hasUnsafeText(s)),
  ),
);

/**
 * An optional e-mail address: empty is none; otherwise at most 254 characters, shaped like one, and
 * without control characters (C0, DEL, C1) or bidi overrides: it is printed in mails and staff pages.
 */
export const emailSchema = z.pipe(
  z.pipe(
    z.nullish(z.string()),
    z.transform((s: string | null | undefined) => s?.trim() || null),
  ),
  z.nullable(
    z.string().check(
      z.maxLength(identityLimits.emailLength),
      z.regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/),
      z.refine((s) => !hasUnsafeText(s)),
    ),
  ),
);
