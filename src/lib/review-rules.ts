// A buyer's review and a hidden review's reason: the checks the reviews service refuses with and the
// forms show before sending (the stored-text rule of ./text, with the reviews' own lengths).
import { textProblem, tidyLines, tidyText } from './text';

export const reviewLimits = { title: 120, body: 2000, reason: 300 } as const;

export type ReviewTextProblem =
  'TITLE_REQUIRED' | 'TITLE_TOO_LONG' | 'TITLE_INVALID' | 'BODY_TOO_LONG' | 'BODY_INVALID';

/** The title (one line) and the body (line breaks kept) as they are stored. */
export function tidyReview(input: { title: unknown; body: unknown }): { title: string; body: string } {
  return { title: tidyText(input.title), body: tidyLines(input.body) };
}

/**
 * What is wrong with a (tidied) review's texts, or null: a title is required, the body may be empty.
 * Angle brackets are allowed ("<3", "5 > 4"): a review is only ever shown as text.
 */
export function reviewTextProblem(title: string, body: string): ReviewTextProblem | null {
  const t = textProblem(title, { max: reviewLimits.title, markup: true });
  if (t === 'REQUIRED') return 'TITLE_REQUIRED';
  if (t === 'TOO_LONG') return 'TITLE_TOO_LONG';
  if (t) return 'TITLE_INVALID';
  const b = textProblem(body, { max: reviewLimits.body, required: false, lines: true, markup: true });
  if (b === 'TOO_LONG') return 'BODY_TOO_LONG';
  return b ? 'BODY_INVALID' : null;
}

/** What is wrong with a (tidied) reason for hiding a review, or null. */
export function hideReasonProblem(reason: string): 'REASON_REQUIRED' | 'REASON_INVALID' | null {
  const p = textProblem(reason, { max: reviewLimits.reason, markup: true });
  if (p === 'INVALID_CHARACTERS') return 'REASON_INVALID';
  return p ? 'REASON_REQUIRED' : null;
}
