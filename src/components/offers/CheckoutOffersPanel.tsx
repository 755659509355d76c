'use client';
import type { QuoteOffersFieldsFragment } from '../../gql/graphql';
import { OfferCodeField } from './OfferCodeField';
import { OfferSavings } from './OfferSavings';
import { LineSavings } from './LineSavings';

/** Checkout's offers: what the quote applies (each with its end), each line's saving, and the code box. */
export function CheckoutOffersPanel({
  offers,
  names,
}: {
  offers: QuoteOffersFieldsFragment | null;
  names: Record<string, string>;
}) {
  return (
    <>
      {offers ? <OfferSavings offers={offers} /> : null}
      {offers ? <LineSavings offers={offers} names={names} /> : null}
      <OfferCodeField applied={offers?.code ?? null} refusal={offers?.codeRefusal ?? null} />
    </>
  );
}
