// Shared by the GraphQL and WebSocket families of the hostile-input suite: what a clean answer looks like,
// and a snapshot of what no hostile request may change (stock, orders, payments).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbHandle } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { paymentEvents, payments } from '../../db/schema/payments';
import { products } from '../../db/schema/catalog';

/** Text that must never reach a client: stack frames, SQL, driver messages, file paths. */
const leaks: RegExp[] = [
  /\bat \S+ \(/, // "at fn (file:line)"
  /\bat (?:\/|file:|node:)\S*:\d+/, // "at /path/file.js:12"
  /\.(?:ts|js|mjs|cjs):\d+:\d+/,
  /\bSELECT\b/,
  /\binsert into\b/i,
  /\bupdate \S+ set\b/i,
  /relation "/,
  /node_modules/,
  /\bpg_\w+\(/,
  /syntax error at or near/i,
  /invalid byte sequence/i,
];

export function expectNoLeak(text: string, label = ''): void {
  for (const re of leaks) expect(text, `${label} leaks ${re}`).not.toMatch(re);
}

type GqlError = { message?: unknown; extensions?: Record<string, unknown>; locations?: unknown; path?: unknown };

/** A GraphQL answer: an object with `data` and/or a non-empty `errors` list of messages, no unexpected failure. */
export function expectCleanGraphql(body: unknown, label = ''): void {
  expect(body, label).toBeTypeOf('object');
  expect(body, label).not.toBeNull();
  const b = body as { data?: unknown; errors?: GqlError[] };
  expect('data' in b || 'errors' in b, `${label}: neither data nor errors`).toBe(true);
  if (b.errors !== undefined) {
    expect(Array.isArray(b.errors) && b.errors.length > 0, `${label}: errors must be a non-empty list`).toBe(true);
    for (const e of b.errors) {
      expect(typeof e.message, `${label}: error message`).toBe('string');
      // `internal` is the masked answer to a failure nobody expected: hostile input must never cause one.
      expect(e.extensions?.code, `${label}: ${String(e.message)}`).not.toBe('internal');
      expect(JSON.stringify(e.extensions ?? {}), label).not.toMatch(/"stack"|originalError/);
    }
  }
}

export type Snapshot = Record<string, string | number>;

/** Counts and sums of everything a shopper's money and the shop's stock live in. */
export async function snapshot(db: DbHandle): Promise<Snapshot> {
  const one = async <T extends Record<string, unknown>>(q: Promise<T[]>) => (await q)[0]!;
  const p = await one(
    db.db
      .select({
        n: sql<number>`count(*)::int`,
        stock: sql<string>`coalesce(sum(${products.stock}), 0)::text`,
        // Stock per product, not only its sum: one product up and one down must show.
        fingerprint: sql<string>`md5(coalesce(string_agg(${products.id}::text || ':' || coalesce(${products.stock}::text, '-') || ':' || ${products.priceMinor}::text || ':' || ${products.active}::text, ',' order by ${products.id}), ''))`,
      })
      .from(products),
  );
  const o = await one(
    db.db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${orders.totalMinor}), 0)::text`,
        states: sql<string>`md5(coalesce(string_agg(${orders.status} || ${orders.paymentStatus}, ',' order by ${orders.id}), ''))`,
      })
      .from(orders),
  );
  const i = await one(
    db.db
      .select({ n: sql<number>`count(*)::int`, qty: sql<string>`coalesce(sum(${orderItems.qty}), 0)::text` })
      .from(orderItems),
  );
  const ev = await one(db.db.select({ n: sql<number>`count(*)::int` }).from(orderEvents));
  const pay = await one(
    db.db
      .select({
        n: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${payments.amountMinor}), 0)::text`,
        states: sql<string>`md5(coalesce(string_agg(${payments.status}, ',' order by ${payments.id}), ''))`,
      })
      .from(payments),
  );
  const pev = await one(db.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents));
  return {
    products: p.n,
    stockSum: p.stock,
    stockFingerprint: p.fingerprint,
    orders: o.n,
    orderTotals: o.total,
    orderStates: o.states,
    orderItems: i.n,
    orderQty: i.qty,
    orderEvents: ev.n,
    payments: pay.n,
    paymentAmounts: pay.amount,
    paymentStates: pay.states,
    paymentEvents: pev.n,
  };
}

// Strings a form field may receive from someone who is not filling in a form.
const control = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f\u0085';
export const hostileStrings: [string, string][] = [
  ['10 kB of letters', 'x'.repeat(10_240)],
  ['control characters', `a${control}b`],
  ['a NUL byte', 'sar\u0000ee'],
  ['only a NUL byte', '\u0000'],
  ['bidi overrides', '\u202egnp.exe\u202c\u2066x\u2069'],
  ['a lone surrogate', 'a\ud800b'],
  ['quotes and a comment', `' OR '1'='1' --"; DROP TABLE x; /*`],
  ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['percent escapes and a path', '%00%2e%2e%2f..%2f..%2fetc%2fpasswd'],
  ['emoji and combining marks', '👩🏽‍🦱'.repeat(200) + 'e\u0301'.repeat(500)],
];

// Numbers for Int arguments, as a JSON variable would carry them.
export const hostileInts: [string, unknown][] = [
  ['2^31', 2 ** 31],
  ['-2^31-1', -(2 ** 31) - 1],
  ['1e308', 1e308],
  ['a float', 1.5],
  ['negative', -1],
  ['zero', 0],
  ['a numeric string', '5'],
  ['a huge integer string', '99999999999999999999999'],
  ['NaN as a string', 'NaN'],
  ['an object', { valueOf: 1 }],
];
