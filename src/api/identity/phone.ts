import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A valid number in E.164 (`+919812345678`), or null. India is assumed when no country code is given. */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > 32 || /[^\d\s()+.-]/.test(input)) return null;
  const parsed = parsePhoneNumberFromString(input, 'IN');
  return parsed?.isValid() ? parsed.number : null;
}
