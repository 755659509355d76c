// The enquiry form's rules, shared by the form (which checks before sending) and the enquiries service
// (which enforces them).
import { hasUnsafeText, textProblem, tidyLines, tidyText, type TextProblem } from './text';

export const enquiryInterests = ['bridal', 'saree', 'blouse', 'tailoring', 'fabric', 'other'] as const;

export const enquiryPreferredTimes = ['anytime', 'morning', 'afternoon', 'evening'] as const;

/** new → contacted → closed; never back. */
export const enquiryStatuses = ['NEW', 'CONTACTED', 'CLOSED'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryLimits = {
  nameLength: 80,
  messageLength: 2000,
  replyLength: 2000,
  /** Enquiries one phone number may send in the window. */
  perPhone: 3,
  /** Enquiries one network address may send in the window (a family or an office shares one). */
  perAddress: 6,
  windowMs: 60 * 60_000,
} as const;

/** The next statuses staff may set: forward only. */
export function canMoveEnquiry(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return enquiryStatuses.indexOf(to) > enquiryStatuses.indexOf(from);
}

/** A message or a staff reply: line breaks kept (CR LF as LF), the ends trimmed. */
export const tidyMessage = tidyLines;

export type { TextProblem };

/** What is wrong with a (tidied) message or reply, or null: the stored-text rule, line breaks allowed. */
export function messageProblem(text: string, maxLength: number, required = true): TextProblem | null {
  return textProblem(text, { max: maxLength, required, lines: true });
}

/** What is wrong with a (tidied) name, or null. */
export function nameProblem(raw: string): TextProblem | null {
  const name = tidyText(raw);
  if (name.length === 0) return 'REQUIRED';
  if (name.length > enquiryLimits.nameLength) return 'TOO_LONG';
  return hasUnsafeText(name) ? 'INVALID_CHARACTERS' : null;
}
