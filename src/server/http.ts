import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DbHandle } from '../db/client';
import { gatewayFront, gatewayRequestBytes, type Gateway } from '../api/gateway';
import { frontPostLength, frontPostReply, frontReply, type FrontReply } from '../api/core/front-reply';
import { requestIdFrom } from '../api/context';
import type { AuthKit } from '../api/identity';
import { createWsServer, isGraphqlUpgrade } from '../api/ws';
import { errorFields, log } from '../log';
import { createHealth } from './health';
import { serveMedia } from './media';
import { serveMarketFeed } from './market-feed';
import { servePaymentWebhook } from './payments-webhook';
import { serveInvoice, serveOrdersCsv } from './admin-orders-routes';
import { serveMediaUpload, serveReviewPhotoUpload } from './admin-media-routes';
import type { MediaRenderer } from '../api/media';
import type { SilaiPubSub } from '../api/core/pubsub';
import type { PageCache } from './page-cache';
import type { BuyingSettings } from '../config';
import { defaultUploadSettings, type UploadSettings } from '../config-uploads';
import { apiContentSecurityPolicy, baseSecurityHeaders, type SecuritySettings } from './security-headers';

export type PageHandler = {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Only in development (hot reload); production closes every non-/graphql upgrade. */
  upgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void> | void;
};

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Routes answered here rather than by the pages: they get the no-script policy, not the pages' one. */
function apiRoute(pathname: string, payments: boolean): boolean {
  return (
    pathname === '/healthz' ||
    pathname === '/graphql' ||
    pathname.startsWith('/api/market-2/') ||
    pathname.startsWith('/api/admin/') ||
    (payments && pathname.startsWith('/api/payments/')) ||
    pathname.startsWith('/media/')
  );
}

/** Development serves GraphiQL (an HTML page with its own scripts) on GET /graphql. */
const graphiql = (req: IncomingMessage, production: boolean) =>
  !production && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

const firstHeader = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A body Node's parser delivers whole (its declared length), as one Buffer. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('close', () => reject(new Error('closed before its end')));
  });
}

/** The same bytes and headers Yoga would send from its cache, without its Fetch objects. */
function sendFront(req: IncomingMessage, res: ServerResponse, reply: FrontReply): void {
  res.writeHead(reply.status, {
    ...reply.headers,
    'x-request-id': requestIdFrom(firstHeader(req.headers['x-request-id'])),
  });
  res.end(reply.body ?? undefined);
}

export type HttpApp = { server: Server; close(): Promise<void> };

/**
 * The one process's HTTP surface: /graphql (HTTP and WebSocket), /healthz, /media, and the pages.
 * Next adds its own `upgrade` listener after its first request (docs/ARCHITECTURE.md, Decisions), so upgrades are
 * answered here, before Next sees them.
 */
export function createHttpApp(opts: {
  db: DbHandle;
  gateway: Gateway;
  kit: AuthKit;
  mediaDir: string;
  pages: PageHandler | null;
  media?: MediaRenderer;
  /** A shopper's bound on stored photos no review shows (unset: the defaults). */
  uploads?: Pick<UploadSettings, 'shopperMaxBytes'>;
  /** Keeps rendered catalogue pages for anonymous visitors (src/server/page-cache.ts). */
  pageCache?: PageCache;
  /** Payment webhooks need the pub/sub (to announce order changes) and the payment settings. */
  buying?: { pubsub: SilaiPubSub; settings: BuyingSettings };
  /** The seller's name on invoices (STORE_NAME). */
  storeName?: string;
  /** For the security headers; the default is a local development store. */
  security?: Pick<SecuritySettings, 'publicUrl' | 'production' | 'razorpay'>;
}): HttpApp {
  const { db, gateway, mediaDir, pages, media } = opts;
  const front = gatewayFront(gateway);
  const requestBytes = gatewayRequestBytes(gateway);
  const security = opts.security ?? { publicUrl: 'http://localhost', production: false, razorpay: false };
  const headers = Object.entries(baseSecurityHeaders(security));
  const securityHeaderLines = [...headers, ['content-security-policy', apiContentSecurityPolicy]]
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const ws = createWsServer(gateway, opts.kit);
  let draining = false;
  const health = createHealth(db);

  const server = createServer(async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    try {
      if (draining) res.setHeader('connection', 'close');
      // Every route, pages included; the pages' own Content-Security-Policy comes from src/proxy.ts.
      for (const [name, value] of headers) res.setHeader(name, value);
      const page = pages !== null && !apiRoute(pathname, Boolean(opts.buying));
      if (!page && !(pathname === '/graphql' && graphiql(req, security.production)))
        res.setHeader('content-security-policy', apiContentSecurityPolicy);
      if (pathname === '/healthz') {
        const ok = !draining && (await health.ok());
        res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable', database: db.kind }));
        return;
      }
      if (pathname === '/graphql') {
        if (front && frontPostLength(req, requestBytes) !== null) {
          let body: Buffer;
          try {
            body = await readBody(req);
          } catch {
            return void req.destroy(); // the caller went away mid-body
          }
          const short = frontPostReply(db.db, front, req, body);
          if (short) return sendFront(req, res, short);
          // Yoga reads the body already read (a Buffer in `body` is taken as the request's body).
          (req as IncomingMessage & { body?: Buffer }).body = body;
          return void (await gateway(req, res));
        }
        const short = front && frontReply(db.db, front, req);
        if (!short) return void (await gateway(req, res));
        return sendFront(req, res, short);
      }
      if (pathname.startsWith('/api/market-2/')) return await serveMarketFeed(db.db, req, res);
      if (pathname.startsWith('/api/payments/') && opts.buying) {
        const { pubsub, settings } = opts.buying;
        return await servePaymentWebhook({ db: db.db, kit: opts.kit, pubsub, buying: settings }, pathname, req, res);
      }
      if (pathname === '/api/admin/media') return await serveMediaUpload(db.db, opts.kit, mediaDir, req, res);
      if (pathname === '/api/reviews/photo') {
        const maxBytes = (opts.uploads ?? defaultUploadSettings).shopperMaxBytes;
        return await serveReviewPhotoUpload(db.db, opts.kit, mediaDir, maxBytes, req, res);
      }
      if (pathname === '/api/admin/orders.csv') return await serveOrdersCsv(db.db, opts.kit, req, res);
      const invoice = /^\/api\/admin\/orders\/([A-Za-z0-9-]{1,20})\/invoice\.pdf$/.exec(pathname);
      if (invoice) {
        const seller = { name: opts.storeName ?? 'Silai', settings: opts.buying?.settings.seller };
        return await serveInvoice(db.db, opts.kit, seller, invoice[1]!, req, res);
      }
      if (pathname.startsWith('/media/')) return await serveMedia(mediaDir, req, res, media?.ensure, media?.access);
      if (pages) {
        // The pages answer GET and HEAD only (the store has no server actions or route handlers); Next
        // itself fails on some other methods (TRACE) with a 500.
        if (security.production && req.method !== 'GET' && req.method !== 'HEAD') {
          res
            .writeHead(405, {
              allow: 'GET, HEAD',
              'content-type': 'text/plain; charset=utf-8',
              'cache-control': 'no-store',
            })
            .end('Method not allowed');
          return;
        }
        // Only src/proxy.ts may say what a page's nonce is; a visitor's own copy of these is dropped.
        delete req.headers['x-nonce'];
        delete req.headers['content-security-policy'];
        // An address with a broken %-escape (/products/%E0%A4) would make Next's route matching throw;
        // it is an unknown page, answered with the translated 404 page like any other.
        if (!decodable(pathname)) req.url = '/_malformed-address';
        if (opts.pageCache) return await opts.pageCache.handle(req, res, pages.handle);
        return await pages.handle(req, res);
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      log.error('http: request failed', { method: req.method, url: req.url, error: errorFields(error) });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    }
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;

  // A request Node's parser refuses (control characters in the path, a bad header, smuggling attempts)
  // is answered as Node would, and logged: its first bytes are the visitor's, escaped by the log.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    log.info('http: malformed request refused', {
      code: error.code,
      start: error.rawPacket?.subarray(0, 200).toString('latin1'),
    });
    socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n${securityHeaderLines}\r\n`);
  });

  server.on('upgrade', (req, socket, head) => {
    if (isGraphqlUpgrade(req.url) && !draining) {
      ws.wss.handleUpgrade(req, socket, head, (client) => ws.wss.emit('connection', client, req));
    } else if (pages?.upgrade && !draining) {
      void pages.upgrade(req, socket, head);
    } else {
      socket.destroy();
    }
  });
  // Next registers its own upgrade listener lazily; keep ours the only one that answers /graphql.
  server.on('newListener', (event) => {
    if (event === 'upgrade')
      queueMicrotask(() => {
        const listeners = server.listeners('upgrade');
        if (listeners.length > 1) for (const l of listeners.slice(1)) server.removeListener('upgrade', l as never);
      });
  });

  return {
    server,
    async close() {
      draining = true;
      health.stop();
      // Stop accepting, let in-flight requests finish (bounded), then close sockets.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const client of ws.wss.clients) client.close(1001, 'Server shutting down');
      await ws.dispose();
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([closed, timeout]);
      server.closeAllConnections();
    },
  };
}
