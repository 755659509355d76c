import { filter, pipe } from 'graphql-yoga';
import { builder } from '../core/builder';
import { accessDenied } from '../core/errors';
import { orderForViewer } from './actions';
import { Order } from './schema';

builder.subscriptionFields((t) => ({
  orderUpdated: t.field({
    type: Order,
    description: 'The order, fresh, every time it changes. Its owner or an admin only.',
    args: { number: t.arg.string({ required: true }) },
    subscribe: async (_r, { number }, ctx) => {
      // Who may watch is decided once here; every event is then re-read (events carry only the number).
      if (!(await orderForViewer(ctx, ctx.viewer, number))) throw accessDenied('You cannot follow this order.');
      return pipe(
        ctx.pubsub.subscribe('orderUpdated'),
        filter((e: { number: string }) => e.number === number),
      );
    },
    resolve: async (_e, { number }, ctx) => {
      const view = await orderForViewer(ctx, ctx.viewer, number);
      if (!view) throw accessDenied('You cannot follow this order.');
      return view;
    },
  }),
}));
