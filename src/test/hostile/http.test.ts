import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client';
import { trustedProxies } from '../../client-address';
import { startTestServer, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { bodyCases } from './http-body-cases';
import { headerAndTargetCases, requestLineCases } from './http-head-cases';
import { testSecret, webhookSecret, type Case } from './http-request';
import { captureLog } from './log-capture';

// Hostile requests over plain HTTP against the real server on a random port: every route family the
// process answers itself (/graphql, /healthz, /media, /api/market-2, /api/payments). The pages are
// covered by tests/e2e/hostile-pages.spec.ts (they need the production build).
// Each answer: below 500, no stack trace, no SQL. After all of them: no raw control character in the
// log, and stock, orders and payments exactly as before.

type Answer = { status: number | null; raw: string };

/** Sends bytes exactly as given (fetch would normalise the path) and reads the whole answer. */
function send(port: number, request: string | Buffer, waitMs = 15_000): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
      resolve({ status: m ? Number(m[1]) : null, raw });
    };
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => undefined); // a reset after the answer: what was read counts
    socket.setTimeout(waitMs, () => socket.destroy());
    socket.write(request);
  });
}

// A stack frame ("    at fn (file.ts:1:2)"), a Node error name, or SQL / database wording.
// (Also escaped inside JSON: "\\n    at …".)
const stackOrSql = new RegExp(
  [
    String.raw`(\n|\\n)\s+at [^\n]+?:\d+:\d+`,
    String.raw`\b(TypeError|ReferenceError|RangeError|SyntaxError|URIError): `,
    String.raw`Failed query|params: `,
    String.raw`\bselect\s+(?:"|\*|distinct\b|count\()|\binsert\s+into\s+"|\bupdate\s+"\w+"\s+set\b|\bdelete\s+from\s+"`,
    String.raw`syntax error at|violates (?:unique|check|foreign key|not-null)|invalid byte sequence|invalid input syntax|relation "|SQLSTATE`,
    // (Not the database's name: /healthz says which one runs, on purpose.)
    String.raw`\bdrizzle|node_modules|\.ts:\d+`,
  ].join('|'),
  'i',
);

const allCases: Case[] = [...requestLineCases, ...bodyCases, ...headerAndTargetCases];

// ---- the suite ----------------------------------------------------------------------------------

/** Everything the database holds that a request could change: stock, orders, payments, carts. */
async function snapshot(db: DbHandle): Promise<Record<string, unknown>> {
  const r = (await db.db.execute(
    sql.raw(`select
      (select coalesce(sum(stock), 0)::text from products) as stock,
      (select string_agg(id || ':' || price_minor || ':' || active, ',' order by id) from products) as products,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from order_items) as items,
      (select count(*)::int from order_events) as events,
      (select count(*)::int from payments) as payments,
      (select count(*)::int from payment_events) as payment_events,
      (select count(*)::int from carts) as carts`),
  )) as unknown as { rows: Record<string, unknown>[] };
  return r.rows[0]!;
}

describe.each(testDatabases())('hostile HTTP requests on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let port: number;
  let before: Record<string, unknown>;
  const written: string[] = [];

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, {
      production: true,
      // As behind nginx: the forwarded address is read, so its hostile forms reach the reader.
      kitOverrides: { proxies: trustedProxies(['127.0.0.1']) },
      buying: {
        testSecret,
        razorpay: {
          keyId: 'rzp_test_hostile',
          keySecret: 'hostile-key-secret',
          webhookSecret,
          baseUrl: 'http://127.0.0.1:9',
        },
      },
    });
    port = Number(new URL(server.url).port);
    before = await snapshot(db);
    captureLog(written);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await db?.close();
  });

  it('has at least 150 cases', () => {
    expect(allCases.length).toBeGreaterThanOrEqual(150);
    const names = allCases.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it.each(allCases)(
    '$name: answered below 500, without a stack or SQL',
    async ({ request, allowNoAnswer, waitMs, nodeAnswer }) => {
      const answer = await send(port, request, waitMs);
      if (answer.status === null) expect(allowNoAnswer ?? false).toBe(true);
      else expect(answer.status).toBeLessThan(500);
      expect(answer.raw).not.toMatch(stackOrSql);
      expect(answer.raw).not.toContain('root:x:0:0');
      // An answer from this server carries the security headers, however bad the request.
      if (answer.status !== null && !nodeAnswer)
        expect(answer.raw.toLowerCase()).toContain('x-content-type-options: nosniff');
    },
  );

  it('the server still answers, the log has no raw control characters, and nothing was bought, paid or changed', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const text = written.join('');
    const lines = text.split('\n').filter((l) => l.length > 0);
    // The refused requests were logged with the visitor's bytes (escaped): the log was exercised.
    expect(lines.some((l) => l.includes('http: malformed request refused'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect(() => JSON.parse(line) as unknown).not.toThrow();
      expect(line).not.toMatch(/params: (?!\[redacted\])/);
    }
    expect(await snapshot(db)).toEqual(before);
  });
});
