// The sign-in forms' schemas, from the identity service's own rules (identity-rules): the number (with its
// country code, checked as the browser can before sending), the six-digit code, a newcomer's name and e-mail.
import * as z from 'zod/mini';
import { emailSchema, isValidPhone, nameSchema, otpCodeSchema } from './identity-rules';
import './zod-jitless';

/** The number as sent: a typed + code wins over the picked country; a trunk 0 is dropped. */
export function fullNumber(country: string, local: string): string {
  const digits = local.replace(/[\s()-]/g, '');
  return digits.startsWith('+') ? digits : `${country}${digits.replace(/^0+/, '')}`;
}

export const loginPhoneSchema = z.object({ country: z.string(), local: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (!isValidPhone(fullNumber(v.country, v.local)))
      ctx.addIssue({ code: 'custom', message: 'invalid-phone', path: ['local'], input: v.local });
  }),
);

export const loginCodeSchema = z.object({ code: otpCodeSchema });

/** A shopper's name and optional e-mail, as the profile page and a newcomer's sign-in give them. */
export const profileFormSchema = z.object({ name: nameSchema, email: emailSchema });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
