import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { Db } from '../db/client';
import type { AuthKit } from '../api/identity';
import { exportColumns, exportOrderRows, invoicePdf, loadOrderView, neutralise, parseAdminFilter } from '../api/orders';
import type { BuyingSettings } from '../config';
import { log, errorFields } from '../log';
import { viewerWithScope } from './route-scope';

/** GET /api/admin/orders.csv?search=&status=&payment=&from=&to=: the filtered orders, streamed as CSV. */
export async function serveOrdersCsv(db: Db, kit: AuthKit, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET') return void res.writeHead(405, { allow: 'GET' }).end();
  if (!(await viewerWithScope(req, kit, 'admin')))
    return void res
      .writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      .end('Forbidden');
  const filter = parseAdminFilter(new URL(req.url ?? '/', 'http://x').searchParams);
  // Loaded on the first export rather than at every start.
  const { stringify } = await import('csv-stringify');
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="orders.csv"',
    'cache-control': 'no-store',
  });
  const csv = stringify({ header: true, columns: [...exportColumns], cast: { string: neutralise } });
  csv.pipe(res);
  try {
    for await (const rows of exportOrderRows(db, filter)) {
      if (res.destroyed) break;
      let room = true;
      for (const row of rows) room = csv.write(row);
      // The response's pace sets ours: wait while the client has not read what was written.
      if (!room) await once(csv, 'drain');
    }
    csv.end();
  } catch (error) {
    log.error('orders: CSV export failed', { error: errorFields(error) });
    res.destroy();
  }
}

/** GET /api/admin/orders/<number>/invoice.pdf: the order's tax invoice, for an admin. */
export async function serveInvoice(
  db: Db,
  kit: AuthKit,
  seller: { name: string; settings: BuyingSettings['seller'] },
  number: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if (req.method !== 'GET') return void res.writeHead(405, { allow: 'GET' }).end();
  if (!(await viewerWithScope(req, kit, 'admin'))) return void res.writeHead(403, plain).end('Forbidden');
  const view = await loadOrderView(db, number.slice(0, 20));
  if (!view) return void res.writeHead(404, plain).end('Not found');
  const pdf = await invoicePdf(view, {
    name: seller.name,
    gstin: seller.settings?.gstin,
    state: seller.settings?.state,
  });
  res
    .writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${view.row.number}.pdf"`,
      'cache-control': 'no-store',
    })
    .end(pdf);
}
