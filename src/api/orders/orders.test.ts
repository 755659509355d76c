import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import {
  countRows,
  productOf,
  setFabricStep,
  setStock,
  stockOf,
  type FixtureProduct,
} from '../../test/buying-fixtures';
import {
  addAddress,
  CANCEL,
  ADVANCE,
  indiaAddress,
  londonAddress,
  newKey,
  orderOf,
  place,
  PLACE,
  type PlaceShape,
} from '../../test/orders-api';
import { expireDueOrders } from './transition';

const QUOTE = `query Q($items: [CartItemInput!]!, $a: ID!) { checkoutQuote(items: $items, addressId: $a) {
  ok refusal zone tailoringDays paymentMethods subtotal { amount } deliveryFee { amount } total { amount }
  freeDeliveryThreshold { amount } codLimit { amount } estimatedDelivery { earliest latest } } }`;
type QuoteShape = {
  ok: boolean;
  refusal: string | null;
  zone: string;
  tailoringDays: number;
  paymentMethods: string[];
  subtotal: { amount: number };
  deliveryFee: { amount: number };
  total: { amount: number };
  freeDeliveryThreshold: { amount: number } | null;
  codLimit: { amount: number } | null;
  estimatedDelivery: { earliest: string; latest: string };
};

describe.each(testDatabases())('orders on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let saree: FixtureProduct;
  let fabric: FixtureProduct;
  let service: FixtureProduct;
  let meera: Shopper;
  let home: string;
  let admin: Shopper;

  const q = async (items: { id: string; qty: number }[], a: string, who = meera) =>
    (await gqlAs<{ checkoutQuote: QuoteShape }>(server, who, QUOTE, { items, a })).data.checkoutQuote;
  const advance = async (n: string, to: string, extra: { carrier?: string; tracking?: string } = {}, who = admin) =>
    gqlAs<{
      advanceOrder: {
        ok: boolean;
        refusal: string | null;
        order: { status: string; nextStatuses: string[]; carrier: string | null } | null;
      };
    }>(server, who, ADVANCE, { n, to, ...extra });

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    // COD up to ₹1 lakh, so a COD order of two silk sarees stays under the limit.
    server = await startTestServer(db, { clock, buying: { codMaxMinor: 100_000_00 } });
    saree = await productOf(db, 'saree', 0, 10);
    fabric = await productOf(db, 'fabric', 0, 100);
    service = await productOf(db, 'service', 0);
    meera = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
    home = await addAddress(server, meera);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('quotes delivery: free in India at the threshold, ₹99 below it, a flat fee by zone abroad; COD only in India', async () => {
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

  it('lets one shopper hold at most 3 unpaid orders at once, so nobody can keep stock off sale', async () => {
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

  it('refuses what it cannot sell and writes nothing: out of stock, unavailable, empty, too many lines, foreign address, COD rules', async () => {
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

  it('shows an order to its owner and to admins only; myOrders lists newest first', async () => {
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

  it('sells exactly the stock there is when 50 shoppers race for 5 sarees', async () => {
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
