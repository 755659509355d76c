'use client';
import { useCallback, useMemo, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import type { OrderFieldsFragment } from '../../gql/graphql';
import { asDocument } from '../graphql/document';
import { useKept } from '../graphql/use-kept';
import { OrderDocument, OrderUpdatedDocument } from './documents';

export type LiveOrder = {
  order: OrderFieldsFragment | null;
  state: 'loading' | 'ready' | 'missing' | 'failed';
  /** An order a mutation answered with: shown at once, unless something newer has arrived. */
  receive: (order: OrderFieldsFragment | null | undefined) => void;
};

/** The newest of the orders given, by `updatedAt`; on a tie the later argument wins. */
export function newestOrder(...orders: (OrderFieldsFragment | null | undefined)[]): OrderFieldsFragment | null {
  let newest: OrderFieldsFragment | null = null;
  for (const order of orders) {
    if (order && (!newest || Date.parse(order.updatedAt) >= Date.parse(newest.updatedAt))) newest = order;
  }
  return newest;
}

/**
 * An order that follows its changes: read once, then every `orderUpdated` the gateway sends over the
 * WebSocket replaces it, so the page changes without a reload. The shopper's own change (a cancel) is
 * also taken from the mutation's answer: a change made before the subscription was open reaches the page
 * by no other way.
 */
export function useLiveOrder(number: string): LiveOrder {
  const variables = useMemo(() => ({ number }), [number]);
  const [read] = useQuery({ query: asDocument(OrderDocument), variables });
  const [live] = useSubscription({ query: asDocument(OrderUpdatedDocument), variables });
  const update = useKept(live.data?.orderUpdated);
  // What a mutation answered, and the live update that was current then: an update arriving later wins a
  // tie on `updatedAt` (a tailoring stage may leave it as it was).
  const [received, setReceived] = useState<{ order: OrderFieldsFragment; after: unknown } | null>(null);
  const receive = useCallback(
    (order: OrderFieldsFragment | null | undefined) => {
      if (order) setReceived({ order, after: update });
    },
    [update],
  );
  const mine = (o: OrderFieldsFragment | null | undefined) => (o?.number === number ? o : null);
  const answer = mine(received?.order);
  const order =
    received && received.after !== update
      ? newestOrder(read.data?.order, answer, mine(update))
      : newestOrder(read.data?.order, mine(update), answer);

  if (order) return { order, state: 'ready', receive };
  if (read.error) return { order: null, state: 'failed', receive };
  if (read.data) return { order: null, state: 'missing', receive };
  return { order: null, state: 'loading', receive };
}
