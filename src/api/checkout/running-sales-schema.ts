import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import { memoize } from '../core/context';
import { Money, offerPage } from '../catalog';
import { money } from '../orders';
import { shownOffers } from '../offers';

// The running automatic offers and sales as the home page's banner shows them, with their end for its
// countdown: read at the request's clock; a start or an end drops the answers holding them (offer clock).

type RunningSale = {
  id: string;
  title: string;
  endsAt: string | null;
  percent: number | null;
  amountOffMinor: number | null;
  link: string | null;
};

const shownAtMost = 3;

const RunningSaleRef = builder.objectRef<RunningSale>('RunningSale').implement({
  description: 'An automatic offer or a sale running now, as a banner announces it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    endsAt: t.exposeString('endsAt', { nullable: true, description: 'ISO instant; null while it has no end.' }),
    percent: t.float({ nullable: true, description: 'For a percentage off.', resolve: (s) => s.percent }),
    amountOff: t.field({
      type: Money,
      nullable: true,
      description: 'For an amount off (INR).',
      resolve: (s) => (s.amountOffMinor === null ? null : money(s.amountOffMinor, 'INR')),
    }),
    link: t.exposeString('link', {
      nullable: true,
      description: 'The storefront page holding what it covers, when one page does.',
    }),
  }),
});

builder.queryFields((t) => ({
  runningSales: t.field({
    type: [RunningSaleRef],
    authScopes: { public: true },
    description: `Automatic offers and sales running now (no codes), those ending soonest first, at most ${shownAtMost}.`,
    resolve: async (_r, _a, ctx) => {
      const now = ctx.kit.now();
      const running = await memoize(ctx, 'offers:running', () => shownOffers(ctx.db, now));
      const first = [...running]
        .filter(
          (o) =>
            (o.maxUses === null || o.uses < o.maxUses) &&
            (o.budgetMinor === null || o.discountGivenMinor < o.budgetMinor),
        )
        .sort(
          (a, b) => (a.endsAt?.getTime() ?? Infinity) - (b.endsAt?.getTime() ?? Infinity) || b.priority - a.priority,
        )
        .slice(0, shownAtMost);
      return Promise.all(
        first.map(async (o) => ({
          id: o.id,
          title: pick(o.title, ctx.locale),
          endsAt: o.endsAt?.toISOString() ?? null,
          percent: o.effect.type === 'PERCENT_OFF' ? o.effect.percentX100 / 100 : null,
          amountOffMinor: o.effect.type === 'AMOUNT_OFF' ? o.effect.amountMinor : null,
          link: await offerPage(ctx.db, o.conditions.include),
        })),
      );
    },
  }),
}));
