import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, Trans as TheirTrans, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { baseOptions, languages } from '../../i18n/settings';
import type { Strings } from '../../i18n/translate';
import { Trans, TranslatorProvider, useTranslation } from './react';
import { createTranslator } from './translator';

const file = (lng: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', lng, 'common.json'), 'utf8')) as Strings;

// The store's three sentences with elements inside, as their components call them.
const cases: {
  key: string;
  values: Record<string, unknown>;
  components: Record<string, ReactElement> | ReactElement[];
}[] = [
  { key: 'account.hello', values: { name: 'Ritu' }, components: { name: <bdi className="name" /> } },
  { key: 'account.hello', values: { name: 'A <b>bold</b> & “x” <0>y</0>' }, components: { name: <bdi /> } },
  { key: 'enquiry.sentText', values: { phone: '+91 90000 00001' }, components: [<bdi key="phone" dir="ltr" />] },
  {
    key: 'measurements.range',
    values: { min: 30, max: 44, unit: 'in' },
    components: { n: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> },
  },
  {
    key: 'measurements.errors.OUT_OF_RANGE',
    values: { min: 76.2, max: 111.8, unit: 'cm' },
    components: { n: <bdi dir="ltr" /> },
  },
];

async function theirs(lng: string, strings: Strings, node: ReactElement) {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ ...baseOptions, lng, fallbackLng: false, resources: { [lng]: { common: strings } }, initAsync: false });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const ours = (lng: string, strings: Strings, node: ReactElement) =>
  renderToStaticMarkup(<TranslatorProvider translator={createTranslator({ lng, strings })}>{node}</TranslatorProvider>);

function Hook({ k, count }: { k: string; count?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language} dir={i18n.dir()}>
      {t(k, { count })}
    </p>
  );
}

describe('Trans and useTranslation, beside react-i18next', () => {
  for (const lng of languages) {
    it(`write react-i18next's markup in ${lng}`, async () => {
      const strings = file(lng);
      for (const c of cases) {
        const mine = ours(lng, strings, <Trans i18nKey={c.key} values={c.values} components={c.components} />);
        expect(mine).toBe(
          await theirs(lng, strings, <TheirTrans i18nKey={c.key} values={c.values} components={c.components} />),
        );
        expect(mine).toContain('<bdi');
      }
      expect(ours(lng, strings, <Hook k="cart.items" count={3} />)).toContain(`dir="${lng === 'ar' ? 'rtl' : 'ltr'}"`);
    });
  }
});
