'use client';
import { useTranslation } from 'react-i18next';

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
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(a.country) ?? a.country;
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      {/* Each line isolated, so a Latin address reads right inside a right-to-left page. */}
      <strong>
        <bdi>{a.name}</bdi>
      </strong>
      <br />
      <bdi>{a.line1}</bdi>
      {a.line2 ? (
        <>
          <br />
          <bdi>{a.line2}</bdi>
        </>
      ) : null}
      <br />
      <bdi>{[a.city, a.state, a.postalCode].filter(Boolean).join(', ')}</bdi>
      <br />
      {country}
      <br />
      <bdi dir="ltr">{a.phone}</bdi>
    </address>
  );
}
