import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, deflateRawSync } from 'node:zlib';
import type { SilaiPubSub } from '../api/core/pubsub';
import { log } from '../log';
import { newNonce } from './security-headers';
import { acceptsGzip, gzipSpliced, join, renderInto, split, type Answer, type Entry } from './page-body';
import { isHomeKey, linkedProducts, pageKey, productSlug } from './page-key';

/**
 * A product change as announced on `catalogueChanged`. A missing list means "anything may have changed".
 */
type CatalogueChange = {
  at: number;
  productIds?: readonly (string | number)[];
  slugs?: readonly string[];
  all?: boolean;
  /** Only the products' stars changed: pages that do not show them stay. */
  starsOnly?: boolean;
  /** Only the running offers on them changed: pages that show them go, and the home page (its sale banner). */
  offersOnly?: boolean;
};

type PageRender = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A finished render: what it answered, and the kept page when it may be shared (current: no change since it began). */
type Rendered = { answer: Answer; entry: Entry | null; current: boolean };

/** A render under way, which visitors of the same page wait for until its deadline. */
type Pending = { result: Promise<Rendered>; deadline: number };

export type PageCache = {
  /** Answers a page request from the cache, or renders it once and keeps it when it may be shared. */
  handle(req: IncomingMessage, res: ServerResponse, render: PageRender): Promise<void>;
  invalidate(change: CatalogueChange): void;
  readonly size: number;
};

/** Headers that belong to one answer on one connection, never to a copy. */
const perAnswer = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-encoding',
]);

/**
 * Rendered catalogue pages, kept per address and language, so a crowd of anonymous visitors costs one
 * render. The pages carry a per-answer nonce (src/proxy.ts): a kept page is cut at its nonce and every
 * answer gets a fresh one, in the body and in its Content-Security-Policy. A product change drops the
 * pages that may show it at once (listings show prices, so any change drops them all; a change of its
 * stars only the pages that link to it); a short lifetime
 * bounds what nothing announces (delivery dates move with the clock, banners with their dates).
 */
export function createPageCache(
  opts: { ttlMs?: number; maxEntries?: number; maxBytes?: number; pendingMs?: number; now?: () => number } = {},
): PageCache {
  const ttlMs = opts.ttlMs ?? 60_000;
  const maxEntries = opts.maxEntries ?? 500;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  // How long visitors wait for another visitor's render of the page before rendering it themselves:
  // far beyond a page's render even under load (hundreds of milliseconds), so it only ends a render
  // that hangs.
  const pendingMs = opts.pendingMs ?? 5_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Pending>();
  let bytes = 0;
  // Bumped by every change: a render that started before it may hold old data and is not kept.
  let generation = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.bytes;
    entries.delete(key);
  };

  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Oldest first: Map keeps insertion order.
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(k);
    }
  };

  function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, state: 'hit' | 'miss') {
    const nonce = newNonce();
    for (const [name, value] of entry.headers) {
      res.setHeader(
        name,
        Array.isArray(value)
          ? value.map((v) => v.split(entry.nonce).join(nonce))
          : value.split(entry.nonce).join(nonce),
      );
    }
    // Next's own Vary (RSC headers) stays; the body now also depends on the encoding asked for.
    const vary = res.getHeader('vary');
    if (!/accept-encoding/i.test(String(vary ?? '')))
      res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('x-page-cache', state);
    let body: Buffer;
    if (acceptsGzip(req)) {
      body = gzipSpliced(entry, Buffer.from(nonce));
      res.setHeader('content-encoding', 'gzip');
    } else {
      body = join(entry.parts, nonce);
    }
    res.setHeader('content-length', body.length);
    res.writeHead(entry.status);
    res.end(body);
  }

  /** The render's outcome, or 'late' once its deadline has passed. */
  function within(job: Pending): Promise<Rendered | 'late'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, job.deadline - now()));
    });
    return Promise.race([job.result, late]).finally(() => clearTimeout(timer));
  }

  /** Sends an answer as it was rendered (a redirect, the 404 page, an error page): uncompressed. */
  function sendAsRendered(res: ServerResponse, answer: Answer) {
    for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && !perAnswer.has(k)) res.setHeader(k, v);
    res.setHeader('content-length', answer.body.length);
    res.writeHead(answer.status);
    res.end(answer.body);
  }

  /**
   * Renders the page into a request and response the cache owns, so the render does not belong to the
   * visitor who asked first: Next stops a render when its response closes, and a visitor who left would
   * otherwise leave every visitor waiting on it with nothing. The page is kept when it may be shared.
   */
  async function renderShared(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    render: PageRender,
  ): Promise<Rendered> {
    const started = generation;
    const answer = await renderInto(req, res, render);

    const csp = answer.headers['content-security-policy'];
    const nonce = typeof csp === 'string' ? /'nonce-([^']+)'/.exec(csp)?.[1] : undefined;
    const type = String(answer.headers['content-type'] ?? '');
    const shareableAnswer =
      answer.status === 200 &&
      type.startsWith('text/html') &&
      answer.headers['set-cookie'] === undefined &&
      nonce !== undefined &&
      nonce.length >= 16;
    if (!shareableAnswer || nonce === undefined) return { answer, entry: null, current: false };
    const parts = split(answer.body, nonce);
    const deflated = parts.map((p) => deflateRawSync(p, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
    const entry: Entry = {
      status: answer.status,
      headers: Object.entries(answer.headers)
        .filter(([k, v]) => v !== undefined && !perAnswer.has(k))
        .map(([k, v]) => [k, typeof v === 'number' ? String(v) : v] as [string, string | string[]]),
      parts,
      deflated,
      nonce,
      slug: productSlug(req.url ?? '/'),
      shows: linkedProducts(answer.body.toString('utf8')),
      bytes: answer.body.length + deflated.reduce((n, d) => n + d.length, 0),
      expires: now() + ttlMs,
    };
    const current = generation === started;
    if (current) keep(key, entry);
    return { answer, entry, current };
  }

  return {
    get size() {
      return entries.size;
    },
    async handle(req, res, render) {
      const key = pageKey(req);
      if (key === null) return render(req, res);
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return serve(req, res, entry, 'hit');
      if (entry) drop(key);
      // Visitors who arrive while the page renders share that render, until its deadline.
      const inFlight = pending.get(key);
      if (inFlight && inFlight.deadline > now()) {
        const shared = await within(inFlight).catch(() => null);
        if (shared && shared !== 'late' && shared.entry && shared.current) return serve(req, res, shared.entry, 'hit');
        return render(req, res);
      }
      const job: Pending = { result: renderShared(key, req, res, render), deadline: now() + pendingMs };
      pending.set(key, job);
      // The entry goes when the render ends, however it ends; a failure is reported below while this visitor waits.
      job.result.then(
        () => pending.get(key) === job && pending.delete(key),
        () => pending.get(key) === job && pending.delete(key),
      );
      const rendered = await within(job);
      if (rendered === 'late') return render(req, res);
      if (rendered.entry) return serve(req, res, rendered.entry, 'miss');
      return sendAsRendered(res, rendered.answer);
    },
    invalidate(change) {
      generation++;
      pending.clear();
      const slugs = change.all || !change.slugs ? null : new Set(change.slugs);
      // Stars and offers move no product into or out of a list: a page goes only if it is or shows one of
      // them (and the home page, which shows the running offers, when they change).
      const onlyShown = change.starsOnly || change.offersOnly;
      const goes = (key: string, e: Entry) =>
        slugs === null ||
        (e.slug !== null && slugs.has(e.slug)) ||
        (change.offersOnly === true && isHomeKey(key)) ||
        (onlyShown ? [...slugs].some((s) => e.shows.has(s)) : e.slug === null);
      for (const [key, e] of entries) if (goes(key, e)) drop(key);
    },
  };
}

/** Drops kept pages whenever any process announces a product change (src/api/core/pubsub.ts). */
export function followCataloguePages(pubsub: SilaiPubSub, cache: PageCache): () => void {
  const events = pubsub.subscribe('catalogueChanged');
  void (async () => {
    try {
      for await (const change of events) cache.invalidate(change as CatalogueChange);
    } catch (error) {
      log.warn('pages: change feed stopped', { error: String(error) });
    }
  })();
  return () => void events.return?.();
}
