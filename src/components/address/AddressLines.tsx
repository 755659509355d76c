'use client';
import { useTranslation } from '../../client/i18n/react';
import { isLanguage } from '../../i18n/settings';
import { textLang } from '../catalog/text-lang';

type Shown = {
  name: string;
  phone: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postalCode: string;
  country: string;
};

/** An address as a label would print it, the country named in the shopper's language. */
export function AddressLines({ address: a }: { address: Shown }) {
  const { i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  // Typed in any script: marked with their own language, so a screen reader reads them in the right voice.
  const lang = (text: string) => textLang(text, lng);
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(a.country) ?? a.country;
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      {/* Each line isolated, so a Latin address reads right inside a right-to-left page. */}
      <strong>
        <bdi lang={lang(a.name)}>{a.name}</bdi>
      </strong>
      <br />
      <bdi lang={lang(a.line1)}>{a.line1}</bdi>
      {a.line2 ? (
        <>
          <br />
          <bdi lang={lang(a.line2)}>{a.line2}</bdi>
        </>
      ) : null}
      <br />
      <bdi lang={lang(a.city)}>{[a.city, a.state, a.postalCode].filter(Boolean).join(', ')}</bdi>
      <br />
      {country}
      <br />
      <bdi dir="ltr">{a.phone}</bdi>
    </address>
  );
}
