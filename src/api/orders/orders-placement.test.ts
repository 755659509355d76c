import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { countRows, productOf, setStock, stockOf } from '../../test/buying-fixtures';
import { addAddress, londonAddress, newKey, place, PLACE } from '../../test/orders-api';
import { ordersSuite, QUOTE } from '../../test/orders-suite';

describe.each(testDatabases())('placing orders on $kind', ({ open }) => {
  const suite = ordersSuite(open);

  it('quotes delivery: free in India at the threshold, ₹99 below it, a flat fee by zone abroad; COD only in India', async () => {
    const { db, server, saree, fabric, service, meera, home, q } = suite;
    const cheap = fabric.price < 299900 ? Math.floor((299900 - 1) / fabric.price) : 1;
    const below = await q([{ id: fabric.id, qty: Math.max(1, cheap) }], home);
    expect(below).toMatchObject({
      ok: true,
      zone: 'INDIA',
      freeDeliveryThreshold: { amount: 299900 },
      codLimit: { amount: 10000000 },
    });
    expect(below.deliveryFee.amount).toBe(below.subtotal.amount >= 299900 ? 0 : 9900);
    const above = await q([{ id: fabric.id, qty: Math.ceil(299900 / fabric.price) }], home);
    expect(above.deliveryFee.amount).toBe(0);
    expect(above.total.amount).toBe(above.subtotal.amount);
    expect(above.paymentMethods).toEqual(['COD', 'TEST_GATEWAY']);
    expect(above.estimatedDelivery.earliest).toBe('2026-11-25');

    const london = await addAddress(server, meera, londonAddress);
    const abroad = await q(
      [
        { id: saree.id, qty: 1 },
        { id: service.id, qty: 1 },
      ],
      london,
    );
    expect(abroad).toMatchObject({
      ok: true,
      zone: 'EUROPE',
      deliveryFee: { amount: 299900 },
      paymentMethods: ['TEST_GATEWAY'],
      codLimit: null,
      freeDeliveryThreshold: null,
    });
    expect(abroad.tailoringDays).toBeGreaterThan(0);

    const big = await q([{ id: saree.id, qty: 99 }], home);
    expect(big.paymentMethods).not.toContain('COD');
    const stranger = await createShopper(db, server);
    expect(await q([{ id: saree.id, qty: 1 }], home, stranger)).toMatchObject({
      ok: false,
      refusal: 'ADDRESS_NOT_FOUND',
      paymentMethods: [],
    });
    expect((await gqlAs(server, null, QUOTE, { items: [], a: home })).errors?.[0]?.extensions?.code).toBe(
      'access-denied',
    );
  });

  it('places a COD order at database prices, whatever price the browser saw, and takes the stock', async () => {
    const { db, server, saree, fabric, meera, home } = suite;
    const before = await stockOf(db, saree.id);
    const placed = await place(server, meera, {
      items: [
        { id: saree.id, qty: 2, seenPrice: 1 },
        { id: fabric.id, qty: 3, seenPrice: 1 },
      ],
      addressId: home,
    });
    expect(placed.refusal).toBeNull();
    const o = placed.order!;
    expect(o.number).toMatch(/^SL-[2-9A-HJ-NP-TW-Z]{8}$/);
    expect(o).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'COD_DUE',
      itemCount: 5,
      hasTailoring: false,
      canCancel: true,
      nextStatuses: [],
      expiresAt: null,
    });
    expect(o.items.map((i) => [i.productId, i.qty, i.unitPrice.amount, i.lineTotal.amount])).toEqual([
      [saree.id, 2, saree.price, saree.price * 2],
      [fabric.id, 3, fabric.price, fabric.price * 3],
    ]);
    expect(o.subtotal.amount).toBe(saree.price * 2 + fabric.price * 3);
    expect(o.total.amount).toBe(o.subtotal.amount + o.deliveryFee.amount);
    expect(o.events).toEqual([{ status: 'PLACED', actor: 'customer', note: 'Order placed, cash on delivery' }]);
    expect(placed.payment).toEqual({ method: 'COD', redirectUrl: null, razorpay: null });
    expect(await stockOf(db, saree.id)).toBe(before! - 2);
    expect(await stockOf(db, fabric.id)).toBe(fabric.stock! - 3);
  });

  it('places a test-gateway order pending payment for 30 minutes, with the hosted page to pay on', async () => {
    const { server, clock, service, meera, home } = suite;
    const placed = await place(server, meera, {
      items: [{ id: service.id, qty: 1 }],
      addressId: home,
      paymentMethod: 'TEST_GATEWAY',
    });
    expect(placed.order).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentStatus: 'PENDING',
      hasTailoring: true,
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    expect(placed.order!.paymentId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(placed.payment).toEqual({
      method: 'TEST_GATEWAY',
      redirectUrl: `/pay/test/${placed.order!.paymentId}`,
      razorpay: null,
    });
  });

  it('refuses what it cannot sell and writes nothing: out of stock, unavailable, empty, too many lines, foreign address, COD rules', async () => {
    const { db, server, saree, fabric, meera, home } = suite;
    const scarce = await productOf(db, 'saree', 3, 1);
    const ordersBefore = await countRows(db, 'orders');
    const fabricBefore = await stockOf(db, fabric.id);
    const short = await place(server, meera, {
      items: [
        { id: fabric.id, qty: 2 },
        { id: scarce.id, qty: 2 },
      ],
      addressId: home,
    });
    expect(short).toMatchObject({
      ok: false,
      refusal: 'OUT_OF_STOCK',
      order: null,
      problems: [{ id: scarce.id, qty: 2, available: 1, problem: 'NOT_ENOUGH_STOCK' }],
    });
    expect(await stockOf(db, fabric.id)).toBe(fabricBefore);
    expect(await stockOf(db, scarce.id)).toBe(1);
    expect((await place(server, meera, { items: [{ id: '99999999', qty: 1 }], addressId: home })).refusal).toBe(
      'PRODUCT_UNAVAILABLE',
    );
    expect((await place(server, meera, { items: [], addressId: home })).refusal).toBe('EMPTY_CART');
    expect(
      (
        await place(server, meera, {
          items: Array.from({ length: 51 }, (_, i) => ({ id: String(i + 1), qty: 1 })),
          addressId: home,
        })
      ).refusal,
    ).toBe('TOO_MANY_ITEMS');
    const other = await createShopper(db, server);
    expect((await place(server, other, { items: [{ id: fabric.id, qty: 1 }], addressId: home })).refusal).toBe(
      'ADDRESS_NOT_FOUND',
    );
    expect((await place(server, meera, { items: [{ id: saree.id, qty: 99 }], addressId: home })).refusal).toBe(
      'OVER_LIMIT',
    );
    // More than one order may take of a saree (5), even with stock to spare: refused for the cap.
    await setStock(db, scarce.id, 200);
    expect((await place(server, meera, { items: [{ id: scarce.id, qty: 6 }], addressId: home })).refusal).toBe(
      'OVER_LIMIT',
    );
    // Over the cash-on-delivery limit (₹20,000) within the caps: 50 m of fabric.
    await setStock(db, fabric.id, 200);
    expect(fabric.price * 50).toBeGreaterThan(20_000_00);
    expect((await place(server, meera, { items: [{ id: fabric.id, qty: 50 }], addressId: home })).refusal).toBe(
      'COD_LIMIT',
    );
    const london = await addAddress(server, meera, londonAddress);
    expect((await place(server, meera, { items: [{ id: fabric.id, qty: 1 }], addressId: london })).refusal).toBe(
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    expect(
      (await place(server, meera, { items: [{ id: fabric.id, qty: 1 }], addressId: home, paymentMethod: 'RAZORPAY' }))
        .refusal,
    ).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(await countRows(db, 'orders')).toBe(ordersBefore);
    expect(
      (
        await gqlAs(server, null, PLACE, {
          input: { items: [], addressId: home, paymentMethod: 'COD', idempotencyKey: newKey() },
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('access-denied');
  });
});
