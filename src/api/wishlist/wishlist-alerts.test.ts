import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { users } from '../../db/schema/identity';
import { notificationOutbox } from '../../db/schema/notifications';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { productOf, setStock, type FixtureProduct } from '../../test/buying-fixtures';
import { returnStock } from '../catalog';

// Wishlist messages are the shopper's one choice on the account: off until asked, honoured by the
// trigger on products that queues them, one message per change and never the same news twice.

const ADD = `mutation A($item: WishlistEntryInput!) { addToWishlist(item: $item) { ok } }`;
const ALERTS = `mutation S($on: Boolean!) { setWishlistAlerts(on: $on) }`;
const ME = `{ me { wishlistAlerts } }`;
const PREFS = `mutation P($alerts: Boolean) { updatePreferences(locale: "en", channels: ["sms"], wishlistAlerts: $alerts) {
  ok user { wishlistAlerts } } }`;

describe.each(testDatabases())('wishlist messages on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let saree: FixtureProduct;
  let other: FixtureProduct;
  let asks: Shopper;
  let quiet: Shopper;

  const outboxFor = (userId: string) =>
    db.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.userId, userId), like(notificationOutbox.kind, 'WISHLIST_%')))
      .orderBy(notificationOutbox.id);
  /** A change as the back office makes it: the new values and the next version, in one statement. */
  const edit = (id: string, set: { stock?: number; priceMinor?: number }) =>
    db.db
      .update(products)
      .set({ ...set, version: sql`${products.version} + 1` })
      .where(eq(products.id, Number(id)));
  const add = (who: Shopper, productId: string) => gqlAs(server, who, ADD, { item: { productId } });
  const alerts = async (who: Shopper, on: boolean) =>
    (await gqlAs<{ setWishlistAlerts: boolean }>(server, who, ALERTS, { on })).data.setWishlistAlerts;
  const alertsOf = async (who: Shopper) =>
    (await gqlAs<{ me: { wishlistAlerts: boolean } }>(server, who, ME)).data.me.wishlistAlerts;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    saree = await productOf(db, 'saree', 0, 0);
    other = await productOf(db, 'saree', 1, 0);
    asks = await createShopper(db, server);
    quiet = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('is off until the shopper asks, and is kept on the account', async () => {
    expect(await alertsOf(asks)).toBe(false);
    expect(await alerts(asks, true)).toBe(true);
    expect(await alertsOf(asks)).toBe(true);
    expect(await alertsOf(quiet)).toBe(false);
    // The profile's form keeps it when it does not send it, and sets it when it does.
    const kept = await gqlAs<{ updatePreferences: { user: { wishlistAlerts: boolean } } }>(server, asks, PREFS, {});
    expect(kept.data.updatePreferences.user.wishlistAlerts).toBe(true);
    const set = await gqlAs<{ updatePreferences: { user: { wishlistAlerts: boolean } } }>(server, quiet, PREFS, {
      alerts: false,
    });
    expect(set.data.updatePreferences.user.wishlistAlerts).toBe(false);
    const anonymous = await gqlAs(server, null, ALERTS, { on: true });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('access-denied');
  });

  it('tells only the shopper who asked, once for each change', async () => {
    await add(asks, saree.id);
    await add(quiet, saree.id);
    // Back in stock through a cancelled order's stock coming back, in its own transaction.
    await db.db.transaction((tx) => returnStock(tx, [{ productId: Number(saree.id), qty: 2 }], new Date()));
    let messages = await outboxFor(asks.id);
    expect(messages.map((m) => m.kind)).toEqual(['WISHLIST_BACK_IN_STOCK']);
    expect(messages[0]!.payload).toMatchObject({ productId: Number(saree.id), slug: saree.slug });
    expect(await outboxFor(quiet.id)).toHaveLength(0);
    // More stock is no new event; a price rise is none either.
    await edit(saree.id, { stock: 5 });
    await edit(saree.id, { priceMinor: saree.price + 10_000 });
    expect(await outboxFor(asks.id)).toHaveLength(1);

    // Cheaper than the shopper saw it: one message, with both prices.
    await edit(saree.id, { priceMinor: saree.price - 100 });
    messages = await outboxFor(asks.id);
    expect(messages.map((m) => m.kind)).toEqual(['WISHLIST_BACK_IN_STOCK', 'WISHLIST_PRICE_DROP']);
    expect(messages[1]!.payload).toMatchObject({ priceMinor: saree.price - 100, wasMinor: saree.price });
    // The same change announced again (same version) adds nothing.
    await db.db
      .update(products)
      .set({ priceMinor: saree.price - 200 })
      .where(eq(products.id, Number(saree.id)));
    expect(await outboxFor(asks.id)).toHaveLength(2);
    // Up and down again to a price already told: not news. Below it: one more, against the told price.
    await edit(saree.id, { priceMinor: saree.price });
    await edit(saree.id, { priceMinor: saree.price - 100 });
    expect(await outboxFor(asks.id)).toHaveLength(2);
    await edit(saree.id, { priceMinor: saree.price - 300 });
    messages = await outboxFor(asks.id);
    expect(messages).toHaveLength(3);
    expect(messages[2]!.payload).toMatchObject({ priceMinor: saree.price - 300, wasMinor: saree.price - 100 });
    expect(await outboxFor(quiet.id)).toHaveLength(0);
  });

  it('says back in stock once when it returns cheaper, and nothing once turned off', async () => {
    await add(asks, other.id);
    await edit(other.id, { stock: 3, priceMinor: other.price - 500 });
    const mine = (await outboxFor(asks.id)).filter(
      (m) => (m.payload as { productId: number }).productId === Number(other.id),
    );
    expect(mine.map((m) => m.kind)).toEqual(['WISHLIST_BACK_IN_STOCK']);
    expect(mine[0]!.payload).toMatchObject({ priceMinor: other.price - 500 });
    // Its price is now told: the same price again after a rise is not news.
    await edit(other.id, { priceMinor: other.price });
    await edit(other.id, { priceMinor: other.price - 500 });
    expect(await outboxFor(asks.id)).toHaveLength(4);

    // Turned off on the wishlist: no message, whatever changes.
    expect(await alerts(asks, false)).toBe(false);
    const before = (await outboxFor(asks.id)).length;
    await edit(other.id, { priceMinor: other.price - 900 });
    await setStock(db, other.id, 0);
    await edit(other.id, { stock: 2 });
    expect(await outboxFor(asks.id)).toHaveLength(before);
  });

  it('tells no deleted account, even one that had asked', async () => {
    const gone = await createShopper(db, server);
    await alerts(gone, true);
    await add(gone, other.id);
    await db.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await edit(other.id, { priceMinor: other.price - 1_500 });
    expect(await outboxFor(gone.id)).toHaveLength(0);
  });
});
