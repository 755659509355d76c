import type { Db } from '../../db/client';
import type { BuyingSettings } from '../../config';
import { pick, type Locale } from '../../db/schema/localized';
import { productGroups, productsByIds } from '../catalog';
import { inputOf, offerProblem, previewOffer, type CodeRefusal, type OfferDraft, type OfferRefusal } from '../offers';
import { deliveryFeeMinor, type Zone } from './delivery';

// The owner's preview of an offer being drafted: a sample cart of products and quantities priced as the
// cart prices them, then the engine with that offer alone (offers' service: previewOffer).

export type SampleItem = { productId: number; qty: number };
export type PreviewLine = {
  productId: number;
  name: string;
  qty: number;
  lineTotalMinor: number;
  discountMinor: number;
};
export type OfferPreview =
  | { ok: false; refusal: OfferRefusal }
  | {
      ok: true;
      why: CodeRefusal | null;
      lines: PreviewLine[];
      missing: number[];
      /** Products other than fabrics asked for in part of a piece: left out of the sample. */
      notWhole: number[];
      subtotalMinor: number;
      deliveryFeeMinor: number;
      goodsDiscountMinor: number;
      deliveryDiscountMinor: number;
    };

export async function previewOfferOnSample(
  db: Db,
  ask: {
    input: Parameters<typeof inputOf>[0];
    items: readonly SampleItem[];
    zone: Zone;
    now: Date;
    locale: Locale;
    settings: Pick<BuyingSettings, 'freeDeliveryThresholdMinor'>;
  },
): Promise<OfferPreview> {
  const draft: OfferDraft = inputOf(ask.input);
  const problem = offerProblem(draft);
  if (problem) return { ok: false, refusal: problem };
  const ids = [...new Set(ask.items.map((i) => i.productId))];
  const found = new Map((await productsByIds(db, ids, { activeOnly: false })).map((p) => [p.id, p]));
  const groups = await productGroups(db, [...found.keys()]);
  const priced = ask.items.flatMap((item, i) => {
    const p = found.get(item.productId);
    return p && (p.kind === 'fabric' || Number.isInteger(item.qty)) ? [{ item, p, key: `sample-${i}` }] : [];
  });
  // A tailoring service in the sample is made from the sample's first saree, as a shopper's would be.
  const firstSaree = priced.find((x) => x.p.kind === 'saree')?.key ?? null;
  const lines = priced.map(({ item, p, key }) => ({
    key,
    productId: p.id,
    kind: p.kind,
    categoryId: p.categoryId,
    brandId: p.brandId,
    ...(groups.get(p.id) ?? { collectionIds: [], valueIds: [] }),
    qty: item.qty,
    unitPriceMinor: p.priceMinor,
    mrpMinor: p.mrpMinor,
    lineTotalMinor: Math.round(p.priceMinor * item.qty),
    attachTo: p.kind === 'service' ? firstSaree : null,
  }));
  const subtotalMinor = lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  const fee = deliveryFeeMinor(ask.zone, subtotalMinor, ask.settings);
  const outcome = previewOffer(draft, lines, { now: ask.now, zone: ask.zone, deliveryFeeMinor: fee });
  return {
    ok: true,
    why: outcome.codeRefusal,
    lines: priced.map(({ item, p, key }, i) => ({
      productId: p.id,
      name: pick(p.name, ask.locale),
      qty: item.qty,
      lineTotalMinor: lines[i]!.lineTotalMinor,
      discountMinor: outcome.lineDiscounts.get(key) ?? 0,
    })),
    missing: ids.filter((id) => !found.has(id)),
    notWhole: [
      ...new Set(
        ask.items
          .filter(
            (i) => found.has(i.productId) && found.get(i.productId)!.kind !== 'fabric' && !Number.isInteger(i.qty),
          )
          .map((i) => i.productId),
      ),
    ],
    subtotalMinor,
    deliveryFeeMinor: fee,
    goodsDiscountMinor: outcome.goodsDiscountMinor,
    deliveryDiscountMinor: outcome.deliveryDiscountMinor,
  };
}
