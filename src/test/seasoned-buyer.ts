// A buyer who has been shopping a while, the state the hostile suites start from so they reach the code
// behind every refusal: a delivered order (its product reviewable), an order waiting on its test-gateway
// payment, and a paid tailored order with its tailoring line. Made through the API, as the shop would.
import { expect } from 'vitest';
import type { DbHandle } from '../db/client';
import type { TestServer } from './gateway-server';
import { productOf } from './buying-fixtures';
import { ADVANCE, place } from './orders-api';
import { gqlAs, type Shopper } from './shoppers';
import { tailoredOrder, tailoringFor, type Tailoring } from './workshop-api';

export type SeasonedBuyer = {
  shopper: Shopper;
  addressId: string;
  /** The delivered order and its product (not the tailored saree). */
  delivered: { number: string; orderId: string; productId: string; slug: string };
  /** Placed with the test gateway and never paid. */
  pending: { number: string; orderId: string; paymentId: string };
  tailored: { number: string; lineId: string };
  tailoring: Tailoring;
};

export async function seasonedBuyer(
  db: DbHandle,
  server: TestServer,
  shopper: Shopper,
  admin: Shopper,
): Promise<SeasonedBuyer> {
  const tailoring = await tailoringFor(db, server, shopper);
  const addressId = tailoring.home;
  const saree = await productOf(db, 'saree', 1, 50);
  const bought = await place(server, shopper, { items: [{ id: saree.id, qty: 1 }], addressId });
  expect(bought.ok, bought.refusal ?? '').toBe(true);
  const number = bought.order!.number;
  for (const [to, extra] of [
    ['CONFIRMED', {}],
    ['SHIPPED', { carrier: 'Delhivery', tracking: 'DLV123456789' }],
    ['DELIVERED', {}],
  ] as const) {
    const moved = await gqlAs<{ advanceOrder: { ok: boolean; refusal: string | null } }>(server, admin, ADVANCE, {
      n: number,
      to,
      ...extra,
    });
    expect(moved.data?.advanceOrder, `${to}: ${JSON.stringify(moved)}`).toMatchObject({ ok: true });
  }
  const waiting = await place(server, shopper, {
    items: [{ id: saree.id, qty: 1 }],
    addressId,
    paymentMethod: 'TEST_GATEWAY',
  });
  expect(waiting.ok, waiting.refusal ?? '').toBe(true);
  const tailored = await tailoredOrder(server, tailoring);
  return {
    shopper,
    addressId,
    delivered: { number, orderId: bought.order!.id, productId: saree.id, slug: saree.slug },
    pending: {
      number: waiting.order!.number,
      orderId: waiting.order!.id,
      paymentId: waiting.order!.paymentId ?? 'pay_none',
    },
    tailored,
    tailoring,
  };
}
