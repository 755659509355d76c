import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache, type PageCache } from './page-cache';
import { pageKey } from './page-key';
import { fakeNext, prices, standIn } from './page-cache-stand-in';

describe('the page cache', () => {
  let server: Server;
  let base: string;
  let cache: PageCache;
  beforeAll(async () => {
    server = createServer((req, res) => void cache.handle(req, res, fakeNext));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    cache = createPageCache();
    prices.clear();
    prices.set('red-saree', 1000).set('blue-saree', 2000);
    standIn.renders = 0;
    standIn.delayMs = 0;
    standIn.hangNext = false;
    standIn.jitterMs = 0;
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return { res, text: await res.text() };
  };
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  it('renders a catalogue page once and gives every answer its own nonce, in the body and the policy', async () => {
    const a = await get('/sarees');
    const b = await get('/sarees');
    expect(standIn.renders).toBe(1);
    expect(a.res.headers.get('x-page-cache')).toBe('miss');
    expect(b.res.headers.get('x-page-cache')).toBe('hit');
    const [na, nb] = [nonceOf(a.res), nonceOf(b.res)];
    expect(na).toBeTruthy();
    expect(nb).toBeTruthy();
    expect(na).not.toBe(nb);
    expect(b.text).toContain(`<script nonce="${nb}">self.n="${nb}"</script>`);
    expect(b.text).not.toContain(na!);
    expect(b.res.headers.get('x-rendered')).toBe('1');
    expect(b.res.headers.get('vary')).toBe('rsc, Accept-Encoding');
  });

  it('compresses for browsers that ask, though Next renders it uncompressed once', async () => {
    const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch decompresses; the page saw no accept-encoding, so Next did not compress into the copy.
    expect(await res.text()).toContain(' identity</p>');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      void import('node:http').then(({ get: httpGet }) =>
        httpGet(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve(Buffer.concat(chunks)))
            .on('error', reject);
        }),
      );
    });
    expect(gunzipSync(raw).toString()).toContain('<html lang="en">');
  });

  it('splices a fresh nonce into the kept compressed copy: the gzip is whole and checks out', async () => {
    const rawGet = (path: string) =>
      new Promise<{ body: Buffer; nonce: string }>((resolve, reject) => {
        void import('node:http').then(({ get: httpGet }) =>
          httpGet(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (r) => {
            const chunks: Buffer[] = [];
            const nonce = /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1] ?? '';
            r.on('data', (c: Buffer) => chunks.push(c))
              .on('end', () => resolve({ body: Buffer.concat(chunks), nonce }))
              .on('error', reject);
          }),
        );
      });
    await rawGet('/collections/long');
    const { body, nonce } = await rawGet('/collections/long');
    // gunzip checks the CRC-32 and the length of the whole text.
    const text = gunzipSync(body).toString();
    expect(
      text.startsWith(`<html lang="en"><script nonce="${nonce}">self.n="${nonce}"</script>${nonce}${nonce}<li>0</li>`),
    ).toBe(true);
    expect(text.split(nonce)).toHaveLength(6);
    expect(text).toContain('<li>993</li>');
    expect(body.length).toBeLessThan(text.length / 3);
  });

  it('keeps each language apart (cookie first, then the browser language)', async () => {
    const en = await get('/');
    const hi = await get('/', { cookie: 'lang=hi' });
    const ar = await get('/', { 'accept-language': 'ar-EG,ar;q=0.9' });
    const hiAgain = await get('/', { cookie: 'theme=x; lang=hi' });
    expect(en.text).toContain('lang="en"');
    expect(hi.text).toContain('lang="hi"');
    expect(hiAgain.text).toContain('lang="hi"');
    expect(hiAgain.res.headers.get('x-page-cache')).toBe('hit');
    expect(ar.res.headers.get('x-page-cache')).toBe('miss');
    expect(standIn.renders).toBe(3);
  });

  it('shows a changed price on the next request: the product page and every listing are dropped', async () => {
    await get('/products/red-saree');
    await get('/products/blue-saree');
    await get('/sarees');
    prices.set('red-saree', 900);
    cache.invalidate({ at: Date.now(), slugs: ['red-saree'] });
    expect((await get('/products/red-saree')).text).toContain('red-saree=900');
    expect((await get('/sarees')).text).toContain('red-saree=900');
    // Another product's page did not change and stays kept.
    expect((await get('/products/blue-saree')).res.headers.get('x-page-cache')).toBe('hit');
  });

  it('drops on a change of stars only the product page and the pages that link to it', async () => {
    for (const path of ['/products/red-saree', '/products/blue-saree', '/sarees', '/category?only=blue-saree'])
      await get(path);
    prices.set('red-saree', 800).set('blue-saree', 1900);
    cache.invalidate({ at: Date.now(), productIds: ['1'], slugs: ['red-saree'], starsOnly: true });
    expect((await get('/products/red-saree')).text).toContain('red-saree=800');
    expect((await get('/sarees')).text).toContain('red-saree=800');
    // Pages that do not show the red saree are still the ones kept before.
    for (const path of ['/products/blue-saree', '/category?only=blue-saree'])
      expect((await get(path)).res.headers.get('x-page-cache'), path).toBe('hit');
  });

  it('drops on an offer’s start or end the pages that show its products and the home page, no others', async () => {
    for (const path of ['/', '/products/red-saree', '/products/blue-saree', '/sarees', '/category?only=blue-saree'])
      await get(path);
    prices.set('red-saree', 700).set('blue-saree', 1800);
    cache.invalidate({ at: Date.now(), productIds: ['1'], slugs: ['red-saree'], offersOnly: true });
    expect((await get('/products/red-saree')).text).toContain('red-saree=700');
    expect((await get('/sarees')).text).toContain('red-saree=700');
    // The home page shows the running offers (its sale banner): it goes too.
    expect((await get('/')).res.headers.get('x-page-cache')).toBe('miss');
    for (const path of ['/products/blue-saree', '/category?only=blue-saree'])
      expect((await get(path)).res.headers.get('x-page-cache'), path).toBe('hit');
  });

  it('treats a change without a list as a change to everything', async () => {
    await get('/products/blue-saree');
    prices.set('blue-saree', 1);
    cache.invalidate({ at: Date.now() });
    expect((await get('/products/blue-saree')).text).toContain('blue-saree=1');
    cache.invalidate({ at: Date.now(), productIds: [7] });
    expect((await get('/products/blue-saree')).res.headers.get('x-page-cache')).toBe('miss');
  });

  it('drops an unpublished product at once and never keeps its 404', async () => {
    await get('/products/red-saree');
    prices.delete('red-saree');
    cache.invalidate({ at: Date.now(), slugs: ['red-saree'] });
    const gone = await get('/products/red-saree');
    expect(gone.res.status).toBe(404);
    expect((await get('/products/red-saree')).res.status).toBe(404);
    expect(standIn.renders).toBe(3);
  });

  it('does not keep a render that began before a change', async () => {
    standIn.delayMs = 100;
    const slow = get('/sarees');
    while (standIn.renders === 0) await new Promise((r) => setTimeout(r, 5));
    prices.set('red-saree', 5);
    cache.invalidate({ at: Date.now() });
    await slow;
    standIn.delayMs = 0;
    expect((await get('/sarees')).text).toContain('red-saree=5,');
  });

  it('shares one render among visitors who arrive while it runs', async () => {
    standIn.delayMs = 50;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/fabrics')));
    expect(standIn.renders).toBe(1);
    expect(new Set(answers.map((a) => nonceOf(a.res))).size).toBe(5);
  });

  /** Asks for a page and leaves after `ms`, as a client with a short timeout does. */
  const abandon = async (path: string, ms: number) => {
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(ms) });
      await res.text();
    } catch {
      // Left before the answer: what is being tested.
    }
  };
  /** Not hung: an answer well within a timeout generous enough for any machine. */
  const answered = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(4000) });

  it('finishes a render its visitor left and keeps it for the next visitor', async () => {
    cache = createPageCache({ pendingMs: 60_000 });
    standIn.delayMs = 60;
    await abandon('/', 10);
    const next = await answered('/');
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('<html lang="en">');
    expect(next.headers.get('x-page-cache')).toBe('hit');
    expect(standIn.renders).toBe(1);
  });

  it('answers every visitor after requests are aborted at random moments under load', async () => {
    // A deadline far beyond the test: only renders that finish without their first visitor can pass it.
    cache = createPageCache({ pendingMs: 60_000 });
    const paths = ['/', '/fabrics?sort=newest', '/category', '/sarees', '/products/red-saree'];
    const languages = [{}, { cookie: 'lang=hi' }, { 'accept-language': 'ar' }];
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    standIn.jitterMs = 30;
    const failures: string[] = [];
    const visitor = async () => {
      for (let i = 0; i < 20; i++) {
        const p = pick(paths);
        if (Math.random() < 0.3) {
          await abandon(p, 1 + Math.floor(Math.random() * 35));
          continue;
        }
        const headers = pick(languages) as Record<string, string>;
        const res = await answered(p, headers).catch((e: unknown) => (failures.push(`${p}: ${String(e)}`), null));
        if (res && res.status !== 200) failures.push(`${p}: ${res.status}`);
        await res?.text();
        // A catalogue change now and then, so renders start, are dropped and start again all the time.
        if (Math.random() < 0.05) cache.invalidate({ at: Date.now() });
      }
    };
    await Promise.all(Array.from({ length: 20 }, visitor));
    expect(failures).toEqual([]);
    // Every page, in every language, answers each later visitor.
    for (const p of paths) {
      for (const headers of languages) {
        const res = await answered(p, headers as Record<string, string>);
        expect(res.status).toBe(200);
      }
    }
  }, 30_000);

  it('lets visitors render for themselves once a render passes its deadline', async () => {
    cache = createPageCache({ pendingMs: 100 });
    standIn.hangNext = true;
    const [first, second] = await Promise.all([answered('/tailoring'), answered('/tailoring')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const later = await answered('/tailoring');
    expect(later.status).toBe(200);
    expect(await later.text()).toContain('<html lang="en">');
  });

  it('never keeps account pages, RSC requests, answers that set cookies, or other methods', async () => {
    await get('/cart');
    await get('/cart');
    await get('/orders');
    await get('/orders');
    await get('/sarees', { rsc: '1' });
    await get('/sarees', { rsc: '1' });
    await get('/products/cookie');
    await get('/products/cookie');
    expect(standIn.renders).toBe(8);
    expect(cache.size).toBe(0);
  });

  it('keeps at most its bound, dropping the oldest first', async () => {
    cache = createPageCache({ maxEntries: 2 });
    await get('/sarees');
    await get('/fabrics');
    await get('/tailoring');
    expect(cache.size).toBe(2);
    expect((await get('/tailoring')).res.headers.get('x-page-cache')).toBe('hit');
    expect((await get('/sarees')).res.headers.get('x-page-cache')).toBe('miss');
  });

  it('expires a kept page after its lifetime', async () => {
    let clock = 0;
    cache = createPageCache({ ttlMs: 1000, now: () => clock });
    await get('/');
    clock = 999;
    expect((await get('/')).res.headers.get('x-page-cache')).toBe('hit');
    clock = 1000;
    expect((await get('/')).res.headers.get('x-page-cache')).toBe('miss');
  });
});

describe('pageKey', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers }) as unknown as IncomingMessage;
  it('keys by language and address, and shares only catalogue pages', () => {
    expect(pageKey(req('/sarees?colour=red'))).toBe('en /sarees?colour=red');
    expect(pageKey(req('/sarees', { cookie: 'lang=ar' }))).toBe('ar /sarees');
    expect(pageKey(req('/sarees', { cookie: 'lang=xx', 'accept-language': 'hi-IN' }))).toBe('hi /sarees');
    expect(pageKey(req('/checkout'))).toBeNull();
    expect(pageKey(req('/products/a/b'))).toBeNull();
    expect(pageKey(req('/sarees', {}, 'HEAD'))).toBeNull();
    expect(pageKey(req('/sarees', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageKey(req(`/sarees?q=${'x'.repeat(600)}`))).toBeNull();
  });
});
