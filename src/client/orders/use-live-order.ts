'use client';
import { useEffect, useState } from 'react';
import type { OrderFieldsFragment } from '../../gql/graphql';
import { browserSession } from '../session/browser';
import { OrderDocument, OrderUpdatedDocument } from './documents';

export type LiveOrder = { order: OrderFieldsFragment | null; state: 'loading' | 'ready' | 'missing' | 'failed' };

/**
 * An order that follows its changes: read once, then every `orderUpdated` the gateway sends over the
 * WebSocket replaces it, so the page changes without a reload.
 */
export function useLiveOrder(number: string): LiveOrder {
  const [live, setLive] = useState<LiveOrder>({ order: null, state: 'loading' });

  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    const { request, ws } = browserSession();
    request(OrderDocument, { number })
      .then(({ order }) => !stopped && setLive({ order, state: order ? 'ready' : 'missing' }))
      .catch(() => !stopped && setLive((l) => ({ ...l, state: l.order ? 'ready' : 'failed' })));
    void ws().then((client) => {
      if (stopped) return;
      unsubscribe = client.subscribe<{ orderUpdated: OrderFieldsFragment }>(
        { query: OrderUpdatedDocument.toString(), variables: { number } },
        {
          next: ({ data }) => data?.orderUpdated && setLive({ order: data.orderUpdated, state: 'ready' }),
          error: () => undefined,
          complete: () => undefined,
        },
      );
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [number]);

  return live;
}
