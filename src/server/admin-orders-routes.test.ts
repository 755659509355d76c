import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { DbHandle } from '../db/client';
import { testDatabases } from '../test/databases';
import { startTestServer, type TestServer } from '../test/gateway-server';
import { createShopper, type Shopper } from '../test/shoppers';
import { insertBulkOrders } from '../test/bulk-orders';
import { exportColumns } from '../api/orders';

const count = 20_000;

// What the export holds live, not the garbage it leaves for the collector: the heap measured after a full
// collection (gc exposed at run time for this measurement).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** One CSV line's cells (RFC 4180 quoting; the bulk orders have no line breaks in a cell). */
function cells(line: string): string[] {
  const out: string[] = [];
  const re = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
  for (const m of line.matchAll(re)) {
    out.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]!);
    if (m[3] === '') break;
  }
  return out;
}

describe.each(testDatabases())('the orders CSV export on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Shopper;
  let shopper: Shopper;
  let designer: Shopper;
  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    admin = await createShopper(db, server, 'admin');
    shopper = await createShopper(db, server);
    designer = await createShopper(db, server, 'designer');
    await insertBulkOrders(db, { userId: shopper.id, count, extraName: '=HYPERLINK("x"), "Rao"' });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const get = async (who: Shopper | null, query = '') =>
    fetch(`${server.url}/api/admin/orders.csv${query}`, { headers: who ? await who.headers() : {} });

  it('refuses the signed out, a shopper, a designer, and a shopper asking for the admin role', async () => {
    expect((await get(null)).status).toBe(403);
    expect((await get(shopper)).status).toBe(403);
    expect((await get(designer)).status).toBe(403);
    const forged = await fetch(`${server.url}/api/admin/orders.csv`, {
      headers: { ...(await shopper.headers()), role: 'admin' },
    });
    expect(forged.status).toBe(403);
  });

  it('reads the viewer as GraphQL does: the token alone asks as an admin, a role header is honoured', async () => {
    const { authorization, role } = await admin.headers();
    const invoice = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/admin/orders/SIL-NONE/invoice.pdf`, { headers });
    // Past the scope check, so the missing order answers: the browser sends the token alone.
    expect((await invoice({ authorization: authorization! })).status).toBe(404);
    expect((await invoice({ authorization: authorization!, role: role! })).status).toBe(404);
    // An admin asking as a customer holds no admin scope, on this route as on GraphQL's fields.
    expect((await invoice({ authorization: authorization!, role: 'customer' })).status).toBe(403);
  });

  it('streams every matching order, quoted and with formulas neutralised, in bounded memory', async () => {
    // Measured from the tenth chunk on: by then the stream, the driver and the code are warm, so what
    // grows after it is what the export holds, which must not follow the number of rows.
    let before = 0;
    let peak = 0;
    let n = 0;
    const res = await get(admin);
    expect(res.headers.get('content-type')).toContain('text/csv');
    // Read line by line, keeping only what is checked: the server and this reader share one heap.
    const kept: string[] = [];
    let lines = 0;
    let bytes = 0;
    let rest = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      bytes += chunk.length;
      const parts = (rest + decoder.decode(chunk, { stream: true })).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        if (lines < 2 || line.startsWith('BK-00000097,')) kept.push(line);
        lines++;
      }
      if (++n % 10 === 0) {
        gc();
        const heap = process.memoryUsage().heapUsed;
        if (n === 10) before = heap;
        peak = Math.max(peak, heap);
      }
    }
    expect(rest).toBe('');
    expect(lines).toBe(count + 1);
    expect(kept[0]).toBe(exportColumns.join(','));
    expect(kept[1]!.startsWith('BK-00000001,')).toBe(true);
    expect(cells(kept[2]!)[5]).toBe(`'=HYPERLINK("x"), "Rao"`);
    expect(kept[2]).toContain(`"'=HYPERLINK(""x""), ""Rao"""`);
    expect(bytes).toBeGreaterThan(2_000_000);
    expect(n).toBeGreaterThan(40);
    expect(peak - before).toBeLessThan(bytes / 5);

    const filtered = (await (await get(admin, '?status=SHIPPED&payment=REFUND_DUE')).text())
      .trim()
      .split('\n')
      .slice(1)
      .map(cells);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((r) => r[2] === 'SHIPPED' && r[4] === 'REFUND_DUE')).toBe(true);
  }, 240_000);

  it('serves an order’s invoice as a PDF to an admin only, with Hindi and Arabic names', async () => {
    const path = `/api/admin/orders/BK-00000006/invoice.pdf`;
    for (const who of [null, shopper, designer]) {
      const res = await fetch(`${server.url}${path}`, { headers: who ? await who.headers() : {} });
      expect(res.status).toBe(403);
    }
    for (const n of ['BK-00000006', 'BK-00000007']) {
      const res = await fetch(`${server.url}/api/admin/orders/${n}/invoice.pdf`, { headers: await admin.headers() });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(`Invoice ${n}`);
    }
    const missing = await fetch(`${server.url}/api/admin/orders/SL-NONE/invoice.pdf`, {
      headers: await admin.headers(),
    });
    expect(missing.status).toBe(404);
  });
});
