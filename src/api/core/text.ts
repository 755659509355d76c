// Text from a request that is used to look something up. PostgreSQL refuses NUL in text (the query
// fails), and no slug, order number, key or id the store writes holds a control character, so such
// text is simply "not found" here, before it reaches SQL.

import { controlCharacters } from '../../lib/text';

export function hasControlChars(text: string): boolean {
  return controlCharacters.test(text);
}

/** The text as a key to look up, or null when nothing stored can match it (too long, control characters). */
export function lookupKey(text: string, maxLength: number): string | null {
  return typeof text === 'string' && text.length <= maxLength && !controlCharacters.test(text) ? text : null;
}

/**
 * What someone typed into a search box, as a search term: control characters (which PostgreSQL may
 * refuse, and no name, phone or number holds) become spaces, the ends are trimmed, and it is cut to
 * maxLength. An empty result means "no search".
 */
export function searchTerm(text: string | null | undefined, maxLength: number): string {
  return (text ?? '').replace(new RegExp(controlCharacters.source, 'gu'), ' ').trim().slice(0, maxLength).trim();
}
