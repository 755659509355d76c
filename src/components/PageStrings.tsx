import { AddStrings } from '../client/i18n/AddStrings';
import { stringsFor } from '../i18n/server';
import type { Language, Section } from '../i18n/settings';

/**
 * The sections of the translation bundle this page's browser code uses, beyond the shell's (the root
 * layout's). The first element of a page, so the page's browser parts after it find their text.
 * src/i18n/page-strings.test.ts checks each page's list against the browser code the page holds.
 */
export function PageStrings({ lng, sections }: { lng: Language; sections: readonly Section[] }) {
  return <AddStrings lng={lng} strings={stringsFor(lng, sections)} />;
}
