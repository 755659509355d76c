// Free text people type (names, address lines, staff notes): the one rule for what it may hold, used by
// the browser's forms and the server alike.

/** C0 controls (NUL, CR, LF, TAB…), DEL and the C1 controls. */
export const controlCharacters = /\p{Cc}/u;

/**
 * Control characters, bidi overrides and isolates (they make labels print wrong and can disguise text),
 * and angle brackets (the text is printed on labels and in e-mails).
 */
const unsafeCharacters = /[\p{Cc}\u202a-\u202e\u2066-\u2069<>]/u;

export function hasUnsafeText(text: string): boolean {
  return unsafeCharacters.test(text);
}

/** Trimmed, with every run of white space one space; anything not a string is empty. */
export function tidyText(text: unknown): string {
  return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
}
