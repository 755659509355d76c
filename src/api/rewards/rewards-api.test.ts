import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { addAddress, CANCEL, newKey, PLACE, type PlaceShape } from '../../test/orders-api';
import { ordersSuite } from '../../test/orders-suite';

const REWARDS = `{ myRewards { balance expiringSoon { points on } rules { maxRedeemPercent signupBonus }
  history(first: 50) { entries { kind points orderNumber } nextCursor } } }`;
const QUOTE = `query Q($items: [CartItemInput!]!, $a: ID!, $p: Float) { checkoutQuote(items: $items, addressId: $a, redeemPoints: $p) {
  ok refusal subtotal { amount } total { amount } points { held cap used discount { amount } } } }`;
const POINTS = `query O($n: String!) { order(number: $n) { pointsUsed pointsEarned pointsDiscount { amount } total { amount } } }`;

type Rewards = {
  balance: number;
  expiringSoon: { points: number; on: string } | null;
  rules: { maxRedeemPercent: number; signupBonus: number };
  history: { entries: { kind: string; points: number; orderNumber: string | null }[]; nextCursor: string | null };
};

describe.each(testDatabases())('rewards through checkout and orders on $kind', ({ open }) => {
  const suite = ordersSuite(open);
  const rewards = async (who: Shopper) =>
    (await gqlAs<{ myRewards: Rewards }>(suite.server, who, REWARDS)).data.myRewards;
  const placeWith = async (
    who: Shopper,
    addressId: string,
    items: { id: string; qty: number }[],
    redeemPoints?: number,
  ) => {
    const r = await gqlAs<{ placeOrder: PlaceShape }>(suite.server, who, PLACE, {
      input: { paymentMethod: 'COD', idempotencyKey: newKey(), items, addressId, redeemPoints },
    });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data.placeOrder;
  };
  const deliver = async (n: string) => {
    await suite.advance(n, 'CONFIRMED');
    await suite.advance(n, 'SHIPPED', { carrier: 'Delhivery', tracking: 'DLV123456' });
    expect((await suite.advance(n, 'DELIVERED')).data.advanceOrder.ok).toBe(true);
  };

  it("offers a new shopper's sign-up points at their first checkout, before the rewards were ever read", async () => {
    const { db, server, saree } = suite;
    const neha = await createShopper(db, server);
    const home = await addAddress(server, neha);
    const q = await gqlAs<{ checkoutQuote: { ok: boolean; points: { held: number; used: number } } }>(
      server,
      neha,
      QUOTE,
      { items: [{ id: saree.id, qty: 1 }], a: home, p: 50 },
    );
    expect(q.data.checkoutQuote).toMatchObject({ ok: true, points: { held: 50, used: 50 } });
    // Placed with them at once: the bonus was made once, and is spent.
    const placed = await placeWith(neha, home, [{ id: saree.id, qty: 1 }], 50);
    expect(placed.ok).toBe(true);
    const after = await rewards(neha);
    expect(after.balance).toBe(0);
    expect(after.history.entries.filter((e) => e.kind === 'SIGNUP')).toEqual([
      { kind: 'SIGNUP', points: 50, orderNumber: null },
    ]);
  });

  it('starts with the sign-up bonus once, earns on delivery, redeems within the cap, gives back on cancel', async () => {
    const { db, server, saree, fabric } = suite;
    const asha = await createShopper(db, server);
    const home = await addAddress(server, asha);
    const first = await rewards(asha);
    expect(first.balance).toBe(50);
    expect((await rewards(asha)).history.entries).toEqual([{ kind: 'SIGNUP', points: 50, orderNumber: null }]);

    const bought = (await placeWith(asha, home, [{ id: saree.id, qty: 1 }])).order!;
    expect(
      (await gqlAs<{ order: { pointsEarned: number } }>(server, asha, POINTS, { n: bought.number })).data.order
        .pointsEarned,
    ).toBe(0);
    await deliver(bought.number);
    const earned = Math.floor(bought.subtotal.amount / 10_000);
    expect(earned).toBeGreaterThan(0);
    expect(
      (await gqlAs<{ order: { pointsEarned: number } }>(server, asha, POINTS, { n: bought.number })).data.order
        .pointsEarned,
    ).toBe(earned);
    const after = await rewards(asha);
    expect(after.balance).toBe(50 + earned);
    expect(after.history.entries[0]).toEqual({ kind: 'EARN', points: earned, orderNumber: bought.number });

    // The quote shows what the points pay; the server checks again when the order is placed.
    const all = after.balance;
    const q = (
      await gqlAs<{
        checkoutQuote: {
          ok: boolean;
          total: { amount: number };
          subtotal: { amount: number };
          points: { held: number; cap: number; used: number };
        };
      }>(server, asha, QUOTE, { items: [{ id: saree.id, qty: 1 }], a: home, p: all })
    ).data.checkoutQuote;
    expect(q).toMatchObject({ ok: true, points: { held: all, used: all } });
    const second = await placeWith(asha, home, [{ id: saree.id, qty: 1 }], all);
    expect(second.ok).toBe(true);
    const used = (
      await gqlAs<{ order: { pointsUsed: number; total: { amount: number } } }>(server, asha, POINTS, {
        n: second.order!.number,
      })
    ).data.order;
    expect(used).toEqual({
      pointsUsed: all,
      pointsEarned: 0,
      pointsDiscount: { amount: all * 100 },
      total: { amount: q.total.amount },
    });
    expect((await rewards(asha)).balance).toBe(0);

    // Someone else cannot cancel it; its owner can, and the points come back.
    const other = await createShopper(db, server);
    expect(
      (await gqlAs<{ cancelOrder: { ok: boolean } }>(server, other, CANCEL, { n: second.order!.number })).data
        .cancelOrder.ok,
    ).toBe(false);
    expect((await rewards(asha)).balance).toBe(0);
    expect(
      (await gqlAs<{ cancelOrder: { ok: boolean } }>(server, asha, CANCEL, { n: second.order!.number })).data
        .cancelOrder.ok,
    ).toBe(true);
    const back = await rewards(asha);
    expect(back.balance).toBe(all);
    const lines = back.history.entries.filter((e) => e.orderNumber === second.order!.number);
    expect(new Set(lines.map((e) => e.kind))).toEqual(new Set(['REDEEM', 'REVERSE']));
    expect(lines.reduce((s, e) => s + e.points, 0)).toBe(0);

    // The cap: a share of the goods, in whole rupees.
    const small = (
      await gqlAs<{ checkoutQuote: { subtotal: { amount: number }; points: { cap: number } } }>(server, asha, QUOTE, {
        items: [{ id: fabric.id, qty: 1 }],
        a: home,
      })
    ).data.checkoutQuote;
    expect(small.points.cap).toBe(Math.floor((small.subtotal.amount * 20) / 100 / 100));
  });

  it('refuses more than held, negative and fractional points with a typed reason and changes nothing', async () => {
    const { db, server, saree } = suite;
    const ravi = await createShopper(db, server);
    const home = await addAddress(server, ravi);
    for (const [p, code] of [
      [51, 'POINTS_OVER_BALANCE'],
      [-5, 'POINTS_INVALID'],
      [2.5, 'POINTS_INVALID'],
    ] as const) {
      const q = await gqlAs<{ checkoutQuote: { ok: boolean; refusal: string } }>(server, ravi, QUOTE, {
        items: [{ id: saree.id, qty: 1 }],
        a: home,
        p,
      });
      expect(q.data.checkoutQuote).toMatchObject({ ok: false, refusal: code });
      expect(await placeWith(ravi, home, [{ id: saree.id, qty: 1 }], p)).toMatchObject({ ok: false, refusal: code });
    }
    const r = await rewards(ravi);
    expect(r.balance).toBe(50);
    expect(r.history.entries).toHaveLength(1);
    expect((await gqlAs(server, null, REWARDS)).errors?.[0]?.extensions?.code).toBe('access-denied');
  });
});
