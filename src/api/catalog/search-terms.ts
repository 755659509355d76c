// Turns what a shopper typed into safe search terms: letters, digits and combining marks only (so
// Devanagari survives), lower-cased, at most 8 words of at most 40 characters. Anything longer is
// cut, never rejected: a 5 kB paste searches its first words.

const maxQueryLength = 200;

export type SearchTerms = { text: string; words: string[] };

export function searchTerms(raw: string | null | undefined): SearchTerms | null {
  if (!raw) return null;
  const words = raw
    .slice(0, 2000)
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, 40))
    .slice(0, 8);
  if (words.length === 0) return null;
  return { text: words.join(' ').slice(0, maxQueryLength), words };
}

/** A prefix tsquery of all words (`silk:* & sare:*`): built only from the cleaned words above. */
export function prefixTsQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}
