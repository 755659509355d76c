'use client';
import { useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import { AccountOrderUpdatedDocument, AccountOrdersDocument } from '../../client/account-home/documents';
import { asDocument } from '../../client/graphql/document';
import { useKept } from '../../client/graphql/use-kept';
import type { AccountOrdersQuery, OrderStatus } from '../../gql/graphql';

export type AccountOrder = AccountOrdersQuery['myOrders'][number];

/** Orders that no longer change: nothing to follow. */
const settled: readonly OrderStatus[] = ['DELIVERED', 'CANCELLED', 'PAYMENT_FAILED'];

/** The shopper's orders, newest first (the orders and tailoring cards read it once between them). */
export function useAccountOrders() {
  const [r] = useQuery({ query: asDocument(AccountOrdersDocument) });
  return r;
}

/**
 * An order as it is now: the home's first read, then each `orderUpdated` the store sends over the
 * WebSocket. Two cards following one order share one subscription (the client merges equal operations).
 */
export function useLiveSummary(order: AccountOrder): AccountOrder {
  const variables = useMemo(() => ({ number: order.number }), [order.number]);
  const [live] = useSubscription({
    query: asDocument(AccountOrderUpdatedDocument),
    variables,
    pause: settled.includes(order.status),
  });
  const update = useKept(live.data?.orderUpdated);
  return update?.number === order.number ? { ...order, ...update } : order;
}
