'use client';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { CartItem } from '../../lib/cart-rules';
import { gatewayItems } from '../cart/gateway-items';
import { asDocument } from '../graphql/document';
import { useKept } from '../graphql/use-kept';
import { useOfferCode } from './code-store';
import { CartOffersDocument } from './documents';

/** The offers the cart gets now and the typed code's answer; the last answer stays while the next is asked. */
export function useCartOffers(items: readonly CartItem[]) {
  const { code, ready } = useOfferCode();
  const variables = useMemo(() => ({ items: gatewayItems(items), code }), [items, code]);
  const [result] = useQuery({
    query: asDocument(CartOffersDocument),
    variables,
    pause: !ready || items.length === 0,
  });
  return useKept(result.fetching ? undefined : result.data?.cartOffers) ?? null;
}
