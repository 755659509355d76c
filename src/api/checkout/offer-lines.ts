import type { PricedLine } from '../cart';
import type { OfferLine } from '../offers';

/** The priced lines as the offers engine reads them (a line that could not be priced is in no offer). */
export const offerLines = (lines: readonly PricedLine[]): OfferLine[] =>
  lines.flatMap((l) =>
    l.product && l.unitPriceMinor !== null && l.lineTotalMinor !== null
      ? [
          {
            key: l.key,
            productId: l.product.id,
            kind: l.product.kind,
            categoryId: l.product.categoryId,
            brandId: l.product.brandId,
            collectionIds: [],
            valueIds: [],
            qty: l.qty,
            unitPriceMinor: l.unitPriceMinor,
            mrpMinor: l.product.mrpMinor,
            lineTotalMinor: l.lineTotalMinor,
            attachTo: l.tailoring?.attachTo ?? null,
          },
        ]
      : [],
  );
