import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import { memoize } from '../core/context';
import { Money, Product, productGroups, type ProductRow } from '../catalog';
import { money } from '../orders';
import { needsGroups, productOffer, shownOffers } from '../offers';

// A product's running offer on its card and page ("Diwali: 15 % off, ends 12 Nov, 11:59 pm IST"): read
// at the request's clock for every request, so a cached product row never shows an offer that ended.

type Shown = { title: string; endsAt: string | null; percent: number | null; priceMinor: number; currency: string };

const ProductOffer = builder.objectRef<Shown>('ProductOffer').implement({
  description: 'The best automatic offer or sale on one piece (or metre) of this product now.',
  fields: (t) => ({
    title: t.exposeString('title'),
    endsAt: t.exposeString('endsAt', { nullable: true, description: 'ISO instant; null while it has no end.' }),
    percent: t.float({ nullable: true, description: 'For a percentage off.', resolve: (s) => s.percent }),
    price: t.field({
      type: Money,
      description: 'The price with the offer.',
      resolve: (s) => money(s.priceMinor, s.currency),
    }),
  }),
});

builder.objectFields(Product, (t) => ({
  offer: t.field({
    type: ProductOffer,
    nullable: true,
    resolve: async (p: ProductRow, _a, ctx) => {
      const now = ctx.kit.now();
      const running = await memoize(ctx, 'offers:running', () => shownOffers(ctx.db, now));
      if (running.length === 0) return null;
      const groups = needsGroups(running) ? (await productGroups(ctx.db, [p.id])).get(p.id) : undefined;
      const line = {
        key: 'one',
        productId: p.id,
        kind: p.kind,
        categoryId: p.categoryId,
        brandId: p.brandId,
        collectionIds: groups?.collectionIds ?? [],
        valueIds: groups?.valueIds ?? [],
        qty: 1,
        unitPriceMinor: p.priceMinor,
        mrpMinor: p.mrpMinor,
        lineTotalMinor: p.priceMinor,
        attachTo: null,
      };
      const best = productOffer(running, line, { now, signedIn: ctx.viewer.userId !== null });
      if (!best) return null;
      const e = best.offer.effect;
      return {
        title: pick(best.offer.title, ctx.locale),
        endsAt: best.offer.endsAt?.toISOString() ?? null,
        percent: e.type === 'PERCENT_OFF' ? e.percentX100 / 100 : null,
        priceMinor: p.priceMinor - best.discountMinor,
        currency: p.currency,
      };
    },
  }),
}));
