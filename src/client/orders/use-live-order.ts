'use client';
import { useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import type { OrderFieldsFragment } from '../../gql/graphql';
import { asDocument } from '../graphql/document';
import { useKept } from '../graphql/use-kept';
import { OrderDocument, OrderUpdatedDocument } from './documents';

export type LiveOrder = { order: OrderFieldsFragment | null; state: 'loading' | 'ready' | 'missing' | 'failed' };

/**
 * An order that follows its changes: read once, then every `orderUpdated` the gateway sends over the
 * WebSocket replaces it, so the page changes without a reload.
 */
export function useLiveOrder(number: string): LiveOrder {
  const variables = useMemo(() => ({ number }), [number]);
  const [read] = useQuery({ query: asDocument(OrderDocument), variables });
  const [live] = useSubscription({ query: asDocument(OrderUpdatedDocument), variables });
  // An update is at least as new as the first read, whichever arrived first.
  const update = useKept(live.data?.orderUpdated);
  const order = (update?.number === number ? update : null) ?? read.data?.order ?? null;

  if (order) return { order, state: 'ready' };
  if (read.error) return { order: null, state: 'failed' };
  if (read.data) return { order: null, state: 'missing' };
  return { order: null, state: 'loading' };
}
