import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { setFabricStep, setStock, stockOf } from '../../test/buying-fixtures';
import { addAddress, CANCEL, orderOf, place } from '../../test/orders-api';
import { expireDueOrders } from './transition';
import { ordersSuite } from '../../test/orders-suite';

describe.each(testDatabases())('orders after placing on $kind', ({ open }) => {
  const suite = ordersSuite(open);

  it('shows an order to its owner and to admins only; myOrders lists newest first', async () => {
    const { db, server, clock, fabric, meera, home, admin } = suite;
    clock.advance(1000);
    const placed = (await place(server, meera, { items: [{ id: fabric.id, qty: 1 }], addressId: home })).order!;
    const other = await createShopper(db, server);
    expect((await orderOf(server, meera, placed.number))!.number).toBe(placed.number);
    expect(await orderOf(server, other, placed.number)).toBeNull();
    expect(await orderOf(server, null, placed.number)).toBeNull();
    expect(await orderOf(server, meera, 'SL-AAAAAAAA')).toBeNull();
    expect((await orderOf(server, admin, placed.number))!.nextStatuses).toEqual(['CONFIRMED', 'CANCELLED']);
    const mine = await gqlAs<{ myOrders: { number: string }[] }>(server, meera, '{ myOrders { number } }');
    expect(mine.data.myOrders[0]!.number).toBe(placed.number);
    expect((await gqlAs<{ myOrders: unknown[] }>(server, other, '{ myOrders { number } }')).data.myOrders).toEqual([]);
    expect((await gqlAs(server, meera, '{ adminOrders { number } }')).errors?.[0]?.extensions?.code).toBe(
      'access-denied',
    );
    const all = await gqlAs<{ adminOrders: { number: string }[] }>(
      server,
      admin,
      '{ adminOrders(status: PLACED, first: 100) { number } }',
    );
    expect(all.data.adminOrders.map((o) => o.number)).toContain(placed.number);
  });

  it('moves orders only along legal paths, by admins only, and ships only with tracking', async () => {
    const { db, server, fabric, service, advance } = suite;
    // A shopper of its own: meera already holds as many open cash-on-delivery orders as one may.
    const ravi = await createShopper(db, server);
    const raviHome = await addAddress(server, ravi);
    const plain = (await place(server, ravi, { items: [{ id: fabric.id, qty: 1 }], addressId: raviHome })).order!;
    expect((await advance(plain.number, 'CONFIRMED', {}, ravi)).errors?.[0]?.extensions?.code).toBe('access-denied');
    expect((await advance(plain.number, 'SHIPPED')).data.advanceOrder).toMatchObject({
      ok: false,
      refusal: 'TRACKING_REQUIRED',
    });
    expect((await advance(plain.number, 'DELIVERED')).data.advanceOrder).toMatchObject({
      ok: false,
      refusal: 'NOT_ALLOWED',
      order: { status: 'PLACED' },
    });
    expect((await advance(plain.number, 'CONFIRMED')).data.advanceOrder).toMatchObject({
      ok: true,
      order: { status: 'CONFIRMED', nextStatuses: ['QUALITY_CHECK', 'SHIPPED', 'CANCELLED'] },
    });
    expect((await advance(plain.number, 'IN_TAILORING')).data.advanceOrder.refusal).toBe('NOT_ALLOWED');
    expect(
      (await advance(plain.number, 'SHIPPED', { carrier: 'Delhivery', tracking: 'DLV123456' })).data.advanceOrder,
    ).toMatchObject({ ok: true, order: { status: 'SHIPPED', carrier: 'Delhivery' } });
    expect(
      (await gqlAs<{ cancelOrder: { ok: boolean; refusal: string } }>(server, ravi, CANCEL, { n: plain.number })).data
        .cancelOrder,
    ).toMatchObject({ ok: false, refusal: 'NOT_ALLOWED' });
    expect((await advance(plain.number, 'DELIVERED')).data.advanceOrder.order).toMatchObject({
      status: 'DELIVERED',
      nextStatuses: [],
    });
    const done = (await orderOf(server, ravi, plain.number))!;
    expect(done.paymentStatus).toBe('PAID');
    expect(done.events.map((e) => [e.status, e.actor])).toEqual([
      ['PLACED', 'customer'],
      ['CONFIRMED', 'admin'],
      ['SHIPPED', 'admin'],
      ['DELIVERED', 'admin'],
    ]);

    const tailored = (await place(server, ravi, { items: [{ id: service.id, qty: 1 }], addressId: raviHome })).order!;
    await advance(tailored.number, 'CONFIRMED');
    expect((await advance(tailored.number, 'SHIPPED', { carrier: 'X', tracking: 'Y' })).data.advanceOrder.refusal).toBe(
      'NOT_ALLOWED',
    );
    for (const to of ['IN_TAILORING', 'QUALITY_CHECK'])
      expect((await advance(tailored.number, to)).data.advanceOrder.ok).toBe(true);
    expect((await advance('SL-AAAAAAAA', 'CONFIRMED')).data.advanceOrder).toMatchObject({
      ok: false,
      refusal: 'NOT_FOUND',
      order: null,
    });
  });

  it('places 2.5 m of a fabric sold in 0.5 m steps at 2.5 × the metre price, takes 2.5 m of stock and gives it back on cancelling', async () => {
    const { db, server, fabric } = suite;
    await setFabricStep(db, fabric.id, 0.5);
    await setStock(db, fabric.id, 100);
    const asha = await createShopper(db, server);
    const ashaHome = await addAddress(server, asha);
    const placed = await place(server, asha, { items: [{ id: fabric.id, qty: 2.5 }], addressId: ashaHome });
    expect(placed).toMatchObject({ ok: true, refusal: null });
    expect(placed.order!.items).toMatchObject([
      {
        productId: fabric.id,
        qty: 2.5,
        unitPrice: { amount: fabric.price },
        lineTotal: { amount: fabric.price * 2.5 },
      },
    ]);
    expect(placed.order!.subtotal.amount).toBe(fabric.price * 2.5);
    expect(await stockOf(db, fabric.id)).toBe(97.5);
    expect((await orderOf(server, asha, placed.order!.number))!.items[0]!.qty).toBe(2.5);
    expect((await place(server, asha, { items: [{ id: fabric.id, qty: 2.75 }], addressId: ashaHome })).refusal).toBe(
      'INVALID_QUANTITY',
    );
    expect(await stockOf(db, fabric.id)).toBe(97.5);
    expect(
      (await gqlAs<{ cancelOrder: { ok: boolean } }>(server, asha, CANCEL, { n: placed.order!.number })).data
        .cancelOrder.ok,
    ).toBe(true);
    expect(await stockOf(db, fabric.id)).toBe(100);
    await setFabricStep(db, fabric.id, 1);
  });

  it('gives stock back when the shopper cancels, and only the owner may cancel', async () => {
    const { db, server, saree } = suite;
    const before = await stockOf(db, saree.id);
    const sita = await createShopper(db, server);
    const o = (
      await place(server, sita, { items: [{ id: saree.id, qty: 2 }], addressId: await addAddress(server, sita) })
    ).order!;
    expect(await stockOf(db, saree.id)).toBe(before! - 2);
    const other = await createShopper(db, server);
    expect(
      (await gqlAs<{ cancelOrder: { refusal: string } }>(server, other, CANCEL, { n: o.number })).data.cancelOrder,
    ).toMatchObject({ ok: false, refusal: 'NOT_FOUND', order: null });
    expect((await gqlAs<{ cancelOrder: unknown }>(server, sita, CANCEL, { n: o.number })).data.cancelOrder).toEqual({
      ok: true,
      refusal: null,
      order: { status: 'CANCELLED', paymentStatus: 'EXPIRED' },
    });
    expect(await stockOf(db, saree.id)).toBe(before);
    expect(
      (await gqlAs<{ cancelOrder: { refusal: string } }>(server, sita, CANCEL, { n: o.number })).data.cancelOrder
        .refusal,
    ).toBe('NOT_ALLOWED');
  });

  it('expires an unpaid order after 30 minutes: cancelled by the system, stock back (sweeper and lazy read)', async () => {
    const { db, server, clock, saree, meera, home } = suite;
    const before = await stockOf(db, saree.id);
    const a = (
      await place(server, meera, { items: [{ id: saree.id, qty: 1 }], addressId: home, paymentMethod: 'TEST_GATEWAY' })
    ).order!;
    const b = (
      await place(server, meera, { items: [{ id: saree.id, qty: 1 }], addressId: home, paymentMethod: 'TEST_GATEWAY' })
    ).order!;
    expect(await stockOf(db, saree.id)).toBe(before! - 2);
    clock.advance(29 * 60_000);
    await expireDueOrders(server.deps);
    expect((await orderOf(server, meera, a.number))!.status).toBe('PENDING_PAYMENT');
    clock.advance(2 * 60_000);
    expect(await orderOf(server, meera, b.number)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'EXPIRED',
      paymentId: null,
    });
    expect(await expireDueOrders(server.deps)).toBeGreaterThanOrEqual(1);
    const expired = (await orderOf(server, meera, a.number))!;
    expect(expired).toMatchObject({ status: 'CANCELLED', paymentStatus: 'EXPIRED' });
    expect(expired.events.at(-1)).toEqual({ status: 'CANCELLED', actor: 'system', note: 'payment not received' });
    expect(await stockOf(db, saree.id)).toBe(before);
  });
});
