// The enquiry form's rules, shared by the form (which checks before sending) and the enquiries service
// (which enforces them).
import { hasUnsafeText, tidyText } from './text';

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

/** Control characters other than a line break, bidi overrides and isolates, angle brackets (no markup, no script tags). */
const unsafeInMessage = /[\p{Cc}\u202a-\u202e\u2066-\u2069<>]/u;

/** A message or a staff reply: line breaks kept (CR LF as LF), trailing space trimmed. */
export function tidyMessage(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\r\n?/g, '\n').trim() : '';
}

export type TextProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_CHARACTERS';

/** What is wrong with a (tidied) message or reply, or null. */
export function messageProblem(text: string, maxLength: number, required = true): TextProblem | null {
  if (text.length === 0) return required ? 'REQUIRED' : null;
  if (text.length > maxLength) return 'TOO_LONG';
  return unsafeInMessage.test(text.replace(/\n/g, '')) ? 'INVALID_CHARACTERS' : null;
}

/** What is wrong with a (tidied) name, or null. */
export function nameProblem(raw: string): TextProblem | null {
  const name = tidyText(raw);
  if (name.length === 0) return 'REQUIRED';
  if (name.length > enquiryLimits.nameLength) return 'TOO_LONG';
  return hasUnsafeText(name) ? 'INVALID_CHARACTERS' : null;
}
