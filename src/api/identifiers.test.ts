import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { startTestServer, type TestServer } from '../test/gateway-server';
import { testDatabases } from '../test/databases';
import { createShopper, gqlAs, type Shopper } from '../test/shoppers';
import { addAddress, place } from '../test/orders-api';
import { productOf } from '../test/buying-fixtures';
import { hasControlChars, lookupKey } from './core/text';

// PostgreSQL refuses NUL in text; a slug or order number holding one (or any control character) is
// simply not found, never an internal error.
const hostile = [
  'a\u0000b',
  'SL-\u0000',
  '\u0000',
  'SL-7KQ2MX9A\u0000',
  'x\ny',
  'x\r\n',
  '\u0007',
  '\u007f',
  '\u009b[31m',
];

describe('lookupKey', () => {
  it('refuses control characters and overlong text, keeps the rest as it is', () => {
    for (const h of hostile) expect(lookupKey(h, 50)).toBeNull();
    expect(lookupKey('a'.repeat(21), 20)).toBeNull();
    expect(lookupKey('SL-7KQ2MX9A', 20)).toBe('SL-7KQ2MX9A');
    expect(lookupKey('बनारसी-साड़ी', 120)).toBe('बनारसी-साड़ी');
    expect(hasControlChars('plain text')).toBe(false);
  });
});

describe.each(testDatabases())('identifiers with control characters on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let shopper: Shopper;
  let admin: Shopper;
  let number: string;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    shopper = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
    const saree = await productOf(db, 'saree', 0, 5);
    const placed = await place(server, shopper, {
      items: [{ id: saree.id, qty: 1 }],
      addressId: await addAddress(server, shopper),
    });
    number = placed.order!.number;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it.each(hostile)('product(slug: %j) is null', async (slug) => {
    const r = await gqlAs(server, null, 'query($s: String!) { product(slug: $s) { id } }', { s: slug });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ product: null });
  });

  it.each(hostile)('order(number: %j) is null for its owner and for staff', async (n) => {
    for (const who of [shopper, admin]) {
      const r = await gqlAs(server, who, 'query($n: String!) { order(number: $n) { id } }', { n });
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual({ order: null });
    }
  });

  it('cancelOrder, advanceOrder, verifyRazorpayPayment and updateProduct answer NOT_FOUND or a refusal', async () => {
    const withNul = `${number}\u0000`;
    const cancel = await gqlAs(server, shopper, 'mutation($n: String!) { cancelOrder(number: $n) { ok refusal } }', {
      n: withNul,
    });
    expect(cancel).toEqual({ data: { cancelOrder: { ok: false, refusal: 'NOT_FOUND' } }, errors: undefined });
    const advance = await gqlAs(
      server,
      admin,
      'mutation($n: String!) { advanceOrder(number: $n, to: CONFIRMED) { ok refusal } }',
      { n: 'SL-\u0000' },
    );
    expect(advance).toEqual({ data: { advanceOrder: { ok: false, refusal: 'NOT_FOUND' } }, errors: undefined });
    const verify = await gqlAs(
      server,
      shopper,
      'mutation($n: String!, $o: String!) { verifyRazorpayPayment(orderNumber: $n, razorpayOrderId: $o, razorpayPaymentId: $o, signature: $o) { ok refusal } }',
      { n: number, o: 'order_\u0000' },
    );
    expect(verify).toEqual({
      data: { verifyRazorpayPayment: { ok: false, refusal: 'INVALID_SIGNATURE' } },
      errors: undefined,
    });
    const update = await gqlAs(
      server,
      admin,
      'mutation($s: String!) { updateProduct(slug: $s, stock: 1) { ok refusal } }',
      { s: 'a\u0000b' },
    );
    expect(update).toEqual({ data: { updateProduct: { ok: false, refusal: 'NOT_FOUND' } }, errors: undefined });
    // The real order is untouched.
    const mine = await gqlAs<{ order: { status: string } }>(
      server,
      shopper,
      'query($n: String!) { order(number: $n) { status } }',
      { n: number },
    );
    expect(mine.data.order.status).toBe('PLACED');
  });
});
