import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { addAddress, newKey, PLACE, type PlaceShape } from '../../test/orders-api';
import { ordersSuite } from '../../test/orders-suite';
import type { Db } from '../../db/client';
import { defaultRewardRules } from '../../lib/rewards';
import { earnForOrder, lockAccount, redeemPoints, reverseOrder } from './ledger';
import { rewardsOf } from './service';

const day = 86_400_000;

describe.each(testDatabases())('the points ledger on $kind', ({ open }) => {
  const suite = ordersSuite(open);
  /** A shopper with one placed order to hang ledger lines on. */
  async function shopperWithOrder() {
    const { db, server, fabric } = suite;
    const who = await createShopper(db, server);
    const home = await addAddress(server, who);
    const r = await gqlAs<{ placeOrder: PlaceShape }>(server, who, PLACE, {
      input: { paymentMethod: 'COD', idempotencyKey: newKey(), items: [{ id: fabric.id, qty: 1 }], addressId: home },
    });
    const o = r.data.placeOrder.order!;
    return { who, order: { id: o.id, number: o.number }, home };
  }
  const tx = <T>(work: (t: Db) => Promise<T>) => suite.db.db.transaction((t) => work(t as unknown as Db));
  const balance = async (userId: string, now = suite.clock.now()) =>
    (await rewardsOf(suite.db.db, userId, now, defaultRewardRules)).balance;

  it('never overspends: 20 redemptions at once against one balance', async () => {
    const { who, order } = await shopperWithOrder();
    const now = suite.clock.now();
    expect(await balance(who.id)).toBe(50);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => tx((t) => redeemPoints(t, who.id, 7, order, now))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(7);
    expect(results.filter((r) => r === 'POINTS_OVER_BALANCE')).toHaveLength(13);
    expect(await balance(who.id)).toBe(1);
  });

  it('lapses points 12 months after they were earned, oldest first, once', async () => {
    const { who, order } = await shopperWithOrder();
    const start = suite.clock.now();
    await tx((t) => lockAccount(t, who.id, start)); // 50 sign-up points, lapsing first
    const later = new Date(start.getTime() + 100 * day);
    await tx((t) => earnForOrder(t, who.id, { ...order, goodsPaidMinor: 30_000_00 }, later)); // 300 points
    await tx((t) => redeemPoints(t, who.id, 30, order, later)); // from the sign-up lot
    const nearly = new Date(start.getTime() + 350 * day);
    const soon = await rewardsOf(suite.db.db, who.id, nearly, defaultRewardRules);
    expect(soon).toMatchObject({ balance: 320, expiringSoon: { points: 20 } });
    const lapsedOnce = new Date(start.getTime() + 366 * day);
    expect(await balance(who.id, lapsedOnce)).toBe(300);
    expect(await balance(who.id, lapsedOnce)).toBe(300);
    expect(await balance(who.id, new Date(later.getTime() + 366 * day))).toBe(0);
  });

  it('cancelling gives used points back to their lots; a refund takes earned points back, only what is left', async () => {
    const { who, order } = await shopperWithOrder();
    const second = await shopperWithOrder();
    const now = suite.clock.now();
    await tx((t) => lockAccount(t, who.id, now));
    await tx((t) => redeemPoints(t, who.id, 40, order, now));
    expect(await balance(who.id)).toBe(10);
    await tx((t) => reverseOrder(t, who.id, order, now));
    await tx((t) => reverseOrder(t, who.id, order, now)); // twice: still once
    expect(await balance(who.id)).toBe(50);

    // Earned 200 on delivery, 230 of 250 spent elsewhere, then refunded: only the 20 left are taken back.
    const u = second.who.id;
    await tx((t) => earnForOrder(t, u, { ...second.order, goodsPaidMinor: 20_000_00 }, now));
    await tx((t) => earnForOrder(t, u, { ...second.order, goodsPaidMinor: 20_000_00 }, now)); // once per order
    expect(await balance(u)).toBe(250);
    await tx((t) => redeemPoints(t, u, 230, order, now));
    await tx((t) => reverseOrder(t, u, second.order, now));
    expect(await balance(u)).toBe(0);
    await tx((t) => earnForOrder(t, u, { ...order, goodsPaidMinor: 5_000_00 }, now));
    await tx((t) => reverseOrder(t, u, second.order, now)); // already taken back: nothing more
    expect(await balance(u)).toBe(50);
  });

  it('refuses an order over the cap with points the shopper holds', async () => {
    const { who, order, home } = await shopperWithOrder();
    await tx((t) => earnForOrder(t, who.id, { ...order, goodsPaidMinor: 100_000_00 }, suite.clock.now()));
    const r = await gqlAs<{ placeOrder: PlaceShape }>(suite.server, who, PLACE, {
      input: {
        paymentMethod: 'COD',
        idempotencyKey: newKey(),
        items: [{ id: suite.fabric.id, qty: 1 }],
        addressId: home,
        redeemPoints: 1000,
      },
    });
    expect(r.data.placeOrder).toMatchObject({ ok: false, refusal: 'POINTS_OVER_CAP', order: null });
    expect(await balance(who.id)).toBe(1050);
  });
});
