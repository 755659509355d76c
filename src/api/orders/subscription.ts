import { builder } from '../core/builder';
import { accessDenied } from '../core/errors';
import type { SilaiPubSub } from '../core/pubsub';
import { viewerScopes } from '../core/viewer';
import { freshOrder, orderOwner } from './actions';
import { Order } from './order-types';
import type { OrderView } from './store';

type OrderEvent = { number: string };

/**
 * Everyone following an order in this process, by order number, behind one listener on the pub/sub.
 * A listener per subscription on the shared topic would hand every order's change to every follower
 * to filter, and past ten of them Node warns of a leak (MaxListenersExceededWarning) on each new one;
 * here the pub/sub has one listener whatever the number of followers (each socket may hold 20
 * operations), and a change reaches only that order's followers.
 */
class OrderFollowers {
  private readonly byNumber = new Map<string, Set<() => void>>();
  private source: AsyncIterator<OrderEvent> | null = null;

  constructor(private readonly pubsub: SilaiPubSub) {}

  /** Ticks each time the order changes. Ticks not yet read fold into one: the order is read afresh anyway. */
  follow(number: string): AsyncIterableIterator<OrderEvent> {
    let pending = false;
    let wake: ((r: IteratorResult<OrderEvent>) => void) | null = null;
    let done = false;
    const tick = () => {
      if (wake) {
        const w = wake;
        wake = null;
        w({ value: { number }, done: false });
      } else pending = true;
    };
    const end = (): Promise<IteratorResult<OrderEvent>> => {
      if (!done) {
        done = true;
        this.leave(number, tick);
        wake?.({ value: undefined, done: true });
        wake = null;
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    this.join(number, tick);
    return {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        if (pending) {
          pending = false;
          return Promise.resolve({ value: { number }, done: false });
        }
        return new Promise((resolve) => (wake = resolve));
      },
      return: end,
      throw: (e: unknown) => end().then(() => Promise.reject(e instanceof Error ? e : new Error(String(e)))),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private join(number: string, tick: () => void) {
    let set = this.byNumber.get(number);
    if (!set) this.byNumber.set(number, (set = new Set()));
    set.add(tick);
    if (!this.source) this.listen();
  }

  private leave(number: string, tick: () => void) {
    const set = this.byNumber.get(number);
    set?.delete(tick);
    if (set?.size === 0) this.byNumber.delete(number);
    if (this.byNumber.size === 0 && this.source) {
      // Nobody follows any order here: the pub/sub listener goes until someone does.
      const source = this.source;
      this.source = null;
      void source.return?.();
    }
  }

  private listen() {
    const source = this.pubsub.subscribe('orderUpdated')[Symbol.asyncIterator]();
    this.source = source;
    void (async () => {
      for (;;) {
        const r = await source.next();
        if (r.done) return;
        for (const tick of this.byNumber.get(r.value.number) ?? []) tick();
      }
    })();
  }
}

const followers = new WeakMap<SilaiPubSub, OrderFollowers>();

function followersOf(pubsub: SilaiPubSub): OrderFollowers {
  let f = followers.get(pubsub);
  if (!f) followers.set(pubsub, (f = new OrderFollowers(pubsub)));
  return f;
}

/** Each tick of `ticks` as the order read afresh; the stream ends once the order is gone. */
function freshViews(ticks: AsyncIterableIterator<OrderEvent>, read: () => Promise<OrderView | null>) {
  const stop = async (): Promise<IteratorResult<OrderView>> => {
    await ticks.return?.();
    return { value: undefined, done: true };
  };
  const views: AsyncIterableIterator<OrderView> = {
    next: async () => {
      if ((await ticks.next()).done) return { value: undefined, done: true };
      const view = await read();
      return view ? { value: view, done: false } : stop();
    },
    return: stop,
    throw: (e: unknown) => stop().then(() => Promise.reject(e instanceof Error ? e : new Error(String(e)))),
    [Symbol.asyncIterator]: () => views,
  };
  return views;
}

builder.subscriptionFields((t) => ({
  orderUpdated: t.field({
    type: Order,
    description: 'The order, fresh, every time it changes. Its owner or an admin only.',
    // An argument scope: the order named must be the viewer's, or the viewer an admin; decided once, when
    // the subscription starts (authorizeOnSubscribe). An order that does not exist is refused alike.
    authScopes: async function adminOrOwnerOfOrder(_r, { number }, ctx) {
      if (!viewerScopes(ctx.viewer).signedIn) return { signedIn: true };
      const owner = await orderOwner(ctx, number);
      return owner !== null && { admin: true, owner };
    },
    unauthorizedError: () => accessDenied('You cannot follow this order.'),
    args: { number: t.arg.string({ required: true }) },
    // Events carry only the number: each is the order re-read.
    subscribe: (_r, { number }, ctx) =>
      freshViews(followersOf(ctx.pubsub).follow(number), () => freshOrder(ctx, number)),
    resolve: (view: OrderView) => view,
  }),
}));
