'use client';
import dynamic from 'next/dynamic';
import { useDisplayRate } from '../../client/currency/store';

// A product page's controls that are read before they are used: rendered by the server as before, their
// code out of the page's first download (docs/CATALOGUE.md, "late islands"), a tap or typed metres made
// before hydration kept and carried out. Each `import()` is written inside its `dynamic()` call: from it
// Next knows the island's styles and puts them in the server's HTML.

/** The pictures: the first one is the page's largest paint and is in the HTML; zoom and the others come with the code. */
export const LateProductGallery = dynamic(() => import('./ProductGallery').then((m) => m.ProductGallery));

/** A fabric's metres, in its steps. */
export const LateMetresSelector = dynamic(() => import('./MetresSelector').then((m) => m.MetresSelector));

// Its code (the rate's words and day) loads only once another currency than the rupee is shown with its
// rate; until then, as on the server, there is nothing to show.
const RateNote = dynamic(() => import('./ApproxNote').then((m) => m.ProductRateNote), { ssr: false });

/** Under a product's price, in another currency: the rate, its day and the rupees charged. */
export function LateProductRateNote(props: { amount: number; currency: string }) {
  return useDisplayRate() ? <RateNote amount={props.amount} currency={props.currency} /> : null;
}
