// Free text people type (names, address lines, reviews, replies, staff notes): the one rule for what any
// stored string may hold, used by the browser's forms and the server alike, checked before SQL.

/** C0 controls (NUL, CR, LF, TAB…), DEL and the C1 controls. */
export const controlCharacters = /\p{Cc}/u;

/**
 * What no stored text may hold, on one line or many: control characters (NUL, which PostgreSQL refuses;
 * ESC, which starts terminal escapes), lone surrogates (not text at all: a jsonb column refuses them),
 * bidi overrides and isolates (they make labels print wrong and can disguise text), and invisible
 * characters (zero-width space, word joiner, invisible operators, byte-order mark, Mongolian vowel
 * separator, line and paragraph separators), which hide text or make two strings look the same.
 */
const neverStored = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069\u200b\u2060-\u2064\ufeff\u180e\u2028\u2029]/u;

/**
 * Zero-width joiners and non-joiners that join nothing: at the ends, beside white space or another of
 * them. Between two characters they are writing (Devanagari half forms, Persian words, emoji sequences).
 */
const strayJoiner = /(?:^|[\s\u200c\u200d])[\u200c\u200d]|[\u200c\u200d](?:$|\s)/u;

/** Text printed on labels and in e-mails: no markup, no script tags. */
const angleBrackets = /[<>]/;

export type TextRule = {
  /** A line break (LF) is allowed: messages, reviews, notes, descriptions. */
  lines?: boolean;
  /** Angle brackets are allowed (the back office's catalogue texts, shown only as text). */
  markup?: boolean;
};

/** Whether the text holds something no stored text may (above), or markup where the rule refuses it. */
export function hasUnsafeText(text: string, rule: TextRule = {}): boolean {
  const body = rule.lines ? text.replace(/\n/g, ' ') : text;
  return neverStored.test(body) || strayJoiner.test(body) || (!rule.markup && angleBrackets.test(body));
}

export type TextProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_CHARACTERS';

/**
 * What is wrong with a (tidied) text, or null: empty when required, longer than max (in characters, so
 * an emoji counts once), or holding what no stored text may.
 */
export function textProblem(text: string, rule: TextRule & { max: number; required?: boolean }): TextProblem | null {
  if (text.length === 0) return rule.required === false ? null : 'REQUIRED';
  if ([...text].length > rule.max) return 'TOO_LONG';
  return hasUnsafeText(text, rule) ? 'INVALID_CHARACTERS' : null;
}

/** Trimmed, with every run of white space one space; anything not a string is empty. */
export function tidyText(text: unknown): string {
  return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
}

/** Text of many lines (a message, a review, a reply): line breaks kept (CR LF as LF), a tab as a space, the ends trimmed. */
export function tidyLines(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim() : '';
}
