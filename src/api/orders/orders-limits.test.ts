import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { countRows, productOf, stockOf } from '../../test/buying-fixtures';
import { addAddress, CANCEL, indiaAddress, newKey, place, type PlaceShape } from '../../test/orders-api';
import { ordersSuite } from '../../test/orders-suite';

describe.each(testDatabases())('order caps, double clicks and races on $kind', ({ open }) => {
  const suite = ordersSuite(open);

  it('lets one shopper hold at most 3 unpaid orders at once, so nobody can keep stock off sale', async () => {
    const { db, server, fabric } = suite;
    const asha = await createShopper(db, server);
    const at = await addAddress(server, asha);
    const pay = (qty: number) =>
      place(server, asha, { items: [{ id: fabric.id, qty }], addressId: at, paymentMethod: 'TEST_GATEWAY' });
    for (const qty of [1, 2, 3]) expect((await pay(qty)).ok).toBe(true);
    const stock = await stockOf(db, fabric.id);
    expect(await pay(4)).toMatchObject({ ok: false, refusal: 'TOO_MANY_PENDING', order: null });
    expect(await stockOf(db, fabric.id)).toBe(stock);
    // Cash on delivery holds no payment window and is not counted.
    expect((await place(server, asha, { items: [{ id: fabric.id, qty: 1 }], addressId: at })).ok).toBe(true);
  });

  it('lets one shopper hold at most 3 open cash-on-delivery orders, so nobody can take stock off sale with orders they never take', async () => {
    const { db, server, fabric, advance } = suite;
    const kiran = await createShopper(db, server);
    const at = await addAddress(server, kiran);
    const cod = (qty = 1) => place(server, kiran, { items: [{ id: fabric.id, qty }], addressId: at });
    const open = [];
    for (let i = 0; i < 3; i++) open.push((await cod()).order!);
    const stock = await stockOf(db, fabric.id);
    const ordersBefore = await countRows(db, 'orders');
    expect(await cod()).toMatchObject({ ok: false, refusal: 'TOO_MANY_COD', order: null });
    expect(await stockOf(db, fabric.id)).toBe(stock);
    expect(await countRows(db, 'orders')).toBe(ordersBefore);
    // Paying now is still possible; and a delivered or cancelled order no longer counts.
    expect(
      (await place(server, kiran, { items: [{ id: fabric.id, qty: 1 }], addressId: at, paymentMethod: 'TEST_GATEWAY' }))
        .ok,
    ).toBe(true);
    await gqlAs(server, kiran, CANCEL, { n: open[0]!.number });
    expect((await cod()).ok).toBe(true);
    expect(await cod()).toMatchObject({ ok: false, refusal: 'TOO_MANY_COD' });
    for (const to of ['CONFIRMED', 'SHIPPED', 'DELIVERED'])
      await advance(open[1]!.number, to, { carrier: 'Delhivery', tracking: 'DLV1' });
    expect((await cod()).ok).toBe(true);
  });

  it('holds both caps when one shopper races many orders at once, and a double click at the cap still answers with its order', async () => {
    const { db, server, fabric } = suite;
    const dev = await createShopper(db, server);
    const at = await addAddress(server, dev);
    const method = (paymentMethod: string) => ({ items: [{ id: fabric.id, qty: 1 }], addressId: at, paymentMethod });
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => place(server, dev, method('COD'))),
      ...Array.from({ length: 6 }, () => place(server, dev, method('TEST_GATEWAY'))),
    ]);
    const cod = results.slice(0, 6);
    const paid = results.slice(6);
    expect(cod.filter((r) => r.ok)).toHaveLength(3);
    expect(cod.filter((r) => !r.ok).map((r) => r.refusal)).toEqual(['TOO_MANY_COD', 'TOO_MANY_COD', 'TOO_MANY_COD']);
    expect(paid.filter((r) => r.ok)).toHaveLength(3);
    expect(paid.filter((r) => !r.ok).map((r) => r.refusal)).toEqual([
      'TOO_MANY_PENDING',
      'TOO_MANY_PENDING',
      'TOO_MANY_PENDING',
    ]);

    // At two open COD orders, five copies of one request (one key) make the third, all answered with it.
    const eve = await createShopper(db, server);
    const eveAt = await addAddress(server, eve);
    for (let i = 0; i < 2; i++)
      expect((await place(server, eve, { items: [{ id: fabric.id, qty: 1 }], addressId: eveAt })).ok).toBe(true);
    const idempotencyKey = newKey();
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        place(server, eve, { items: [{ id: fabric.id, qty: 2 }], addressId: eveAt, idempotencyKey }),
      ),
    );
    expect(clicks.every((r) => r.ok)).toBe(true);
    expect(new Set(clicks.map((r) => r.order!.number)).size).toBe(1);
  });

  it('makes one order of a double click, also when the requests race, and refuses a key reused for another cart', async () => {
    const { db, server, saree, meera, home } = suite;
    const idempotencyKey = newKey();
    const input = { items: [{ id: saree.id, qty: 1 }], addressId: home, idempotencyKey };
    const ordersBefore = await countRows(db, 'orders');
    const stockBefore = await stockOf(db, saree.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => place(server, meera, input)));
    expect(new Set(results.map((r) => r.order?.number)).size).toBe(1);
    expect(results.every((r) => r.ok)).toBe(true);
    const again = await place(server, meera, input);
    expect(again.order!.number).toBe(results[0]!.order!.number);
    expect(await countRows(db, 'orders')).toBe(ordersBefore + 1);
    expect(await stockOf(db, saree.id)).toBe(stockBefore! - 1);

    expect(await place(server, meera, { ...input, items: [{ id: saree.id, qty: 2 }] })).toMatchObject({
      ok: false,
      refusal: 'INVALID_KEY',
      order: null,
    });
    expect(await place(server, meera, { ...input, idempotencyKey: 'short' })).toMatchObject({
      ok: false,
      refusal: 'INVALID_KEY',
    });
    expect(await place(server, meera, { ...input, idempotencyKey: 'has spaces in it!!!!' })).toMatchObject({
      ok: false,
      refusal: 'INVALID_KEY',
    });
  });

  it('sells exactly the stock there is when 50 shoppers race for 5 sarees', async () => {
    const { db, server } = suite;
    const rare = await productOf(db, 'saree', 5, 5);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createShopper(db, server)));
    const addresses = await Promise.all(buyers.map((b) => addAddress(server, b, indiaAddress)));
    const results: PlaceShape[] = await Promise.all(
      buyers.map((b, i) => place(server, b, { items: [{ id: rare.id, qty: 1 }], addressId: addresses[i]! })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => r.refusal === 'OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(db, rare.id)).toBe(0);
  }, 60_000);
});
