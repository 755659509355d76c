// Text from a request that is used to look something up. PostgreSQL refuses NUL in text (the query
// fails), and no slug, order number, key or id the store writes holds a control character, so such
// text is simply "not found" here, before it reaches SQL.

/** C0 controls (NUL, CR, LF, TAB…), DEL and the C1 controls. */
const controlChars = /\p{Cc}/u;

export function hasControlChars(text: string): boolean {
  return controlChars.test(text);
}

/** The text as a key to look up, or null when nothing stored can match it (too long, control characters). */
export function lookupKey(text: string, maxLength: number): string | null {
  return typeof text === 'string' && text.length <= maxLength && !controlChars.test(text) ? text : null;
}
