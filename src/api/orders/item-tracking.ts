import DataLoader from 'dataloader';
import { productsByIds, Money } from '../catalog';
import { builder } from '../core/builder';
import { memoize, type GraphQLContext } from '../core/context';
import { OrderItem } from './order-types';
import { discountMinor } from '../../lib/money';

// What analytics reads of an ordered item (the reference's item fields: sku, brand, discount), from
// the product as it is now: the order's own snapshot keeps what was charged.
type Tracking = { sku: string; brandName: string; mrpMinor: number };

function tracking(ctx: GraphQLContext, productId: number): Promise<Tracking | undefined> {
  const loader = memoize(
    ctx,
    'loader:order-item-tracking',
    async () =>
      new DataLoader<number, Tracking | undefined>(async (ids) => {
        const rows = await productsByIds(ctx.db, ids, { activeOnly: false });
        return ids.map((id) => rows.find((r) => r.id === id));
      }),
  );
  return loader.then((l) => l.load(productId));
}

builder.objectFields(OrderItem, (t) => ({
  sku: t.string({ resolve: async (i, _a, ctx) => (await tracking(ctx, i.productId))?.sku ?? String(i.productId) }),
  brandName: t.string({ resolve: async (i, _a, ctx) => (await tracking(ctx, i.productId))?.brandName ?? '' }),
  discount: t.field({
    type: Money,
    description: 'Amount off one unit against the MRP.',
    resolve: async (i, _a, ctx) => ({
      amount: discountMinor((await tracking(ctx, i.productId))?.mrpMinor ?? i.unitPriceMinor, i.unitPriceMinor),
      currency: i.currency,
    }),
  }),
}));
