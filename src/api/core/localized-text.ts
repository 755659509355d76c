import type { Localized } from '../../db/schema/localized';
import { builder } from './builder';

// A text in the store's three languages, as the back office reads and writes it (the storefront reads
// one language, picked by the request's).

export const TextInLanguagesInput = builder.inputType('TextInLanguagesInput', {
  description: 'English is required; Hindi and Arabic left empty fall back to it.',
  fields: (t) => ({
    en: t.string({ required: true }),
    hi: t.string({ required: false }),
    ar: t.string({ required: false }),
  }),
});

export const TextInLanguages = builder.objectRef<Localized>('TextInLanguages').implement({
  fields: (t) => ({
    en: t.exposeString('en'),
    hi: t.string({ nullable: true, resolve: (l) => l.hi ?? null }),
    ar: t.string({ nullable: true, resolve: (l) => l.ar ?? null }),
  }),
});
