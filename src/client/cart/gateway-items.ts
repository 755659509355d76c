import { lineKey, type CartItem } from '../../lib/cart-rules';

/**
 * The cart's lines as the gateway takes them: `{id, qty}`, and for a tailoring line its key and choice.
 * `seen` adds the unit price the shopper last saw (by line key), only ever compared by the server.
 */
export function gatewayItems(items: readonly CartItem[], seen: Record<string, number> = {}) {
  return items.map((i) => {
    const key = lineKey(i);
    const price = seen[key] ? { seenPrice: seen[key] } : {};
    if (!i.tailoring || !i.key) return { id: i.id, qty: i.qty, ...price };
    const { options, attachTo, ownFabric, measurement } = i.tailoring;
    return {
      id: i.id,
      qty: i.qty,
      key: i.key,
      tailoring: {
        options,
        attachTo,
        ownFabric,
        measurement: measurement
          ? { kind: measurement.kind, profileId: measurement.kind === 'PROFILE' ? measurement.profileId : null }
          : null,
      },
      ...price,
    };
  });
}
