// The enquiry form's schema: the checks the enquiries service refuses with (enquiry-rules, identity-rules),
// as one zod object the form validates with before sending.
import * as z from 'zod/mini';
import {
  enquiryInterests,
  enquiryLimits,
  enquiryPreferredTimes,
  messageProblem,
  nameProblem,
  tidyMessage,
} from './enquiry-rules';
import { normalizePhone } from './identity-rules';
import { problemCheck } from './problem-check';
import './zod-jitless';

/** The form as typed: a name, a number (India assumed without a + code), a message. Checks only, no transforms. */
export const enquiryFormSchema = z.object({
  name: z.string().check(problemCheck(nameProblem)),
  phone: z.string().check(problemCheck((v) => (normalizePhone(v.trim()) ? null : 'INVALID_PHONE'))),
  interest: z.enum(enquiryInterests),
  preferredTime: z.enum(enquiryPreferredTimes),
  message: z.string().check(problemCheck((v) => messageProblem(tidyMessage(v), enquiryLimits.messageLength))),
  website: z.string(),
});
export type EnquiryFormValues = z.infer<typeof enquiryFormSchema>;
