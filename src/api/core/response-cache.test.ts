import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { CategoryIndexDocument, ProductListingDocument, ProductPageDocument } from '../../client/catalog/documents';
import { setCatalogueCacheSeconds } from '../catalog/cache';
import { testDatabases } from '../../test/databases';
import { gql, startTestServer, type TestServer } from '../../test/gateway-server';
import { createShopper, type Shopper } from '../../test/shoppers';
import { productOf, setStock } from '../../test/buying-fixtures';
import { addAddress, place } from '../../test/orders-api';
import { hashOf, persistedGet, type Answer } from '../../test/persisted-get';

type Page = {
  product: { id: string; price: { amount: number }; stockState: string; lowStockQuantity: number | null } | null;
};
type Listing = { products: { total: number; items: { slug: string; price: { amount: number } }[] } };

const pageHash = hashOf(ProductPageDocument);
const listingHash = hashOf(ProductListingDocument);
const categoriesHash = hashOf(CategoryIndexDocument);

describe.each(testDatabases())('response cache of anonymous catalogue reads on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Shopper;

  // The direct database writes below bypass every announcement on purpose: what they make visible was
  // not served from the response cache. The catalogue's own read cache is off so they show at once.
  const writeBehindTheCache = (id: string, priceMinor: number) =>
    db.db
      .update(products)
      .set({ priceMinor })
      .where(eq(products.id, Number(id)));
  const page = async (slug: string, headers: Record<string, string> = {}) =>
    persistedGet(server, pageHash, { slug }, headers);
  const priceOn = (a: Answer) => (a.body?.data as Page).product!.price.amount;

  const updateProduct = async (slug: string, change: Record<string, unknown>) => {
    const res = await gql(
      server,
      'mutation($slug: String!, $price: Int, $active: Boolean) { updateProduct(slug: $slug, priceMinor: $price, active: $active) { ok } }',
      { variables: { slug, ...change }, headers: await admin.headers() },
    );
    expect(res.body.data).toEqual({ updateProduct: { ok: true } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  };

  beforeAll(async () => {
    setCatalogueCacheSeconds(0);
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    admin = await createShopper(db, server, 'admin');
  });
  afterAll(async () => {
    setCatalogueCacheSeconds(60);
    await server?.close();
    await db?.close();
  });

  it('keeps an anonymous answer, with a validator a browser or CDN revalidates (304)', async () => {
    const p = await productOf(db, 'saree', 0);
    const first = await page(p.slug);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/x-locale/);
    expect(first.headers.get('x-request-id')).toBeTruthy();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);

    await writeBehindTheCache(p.id, p.price - 100);
    const second = await page(p.slug);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-request-id')).toBeTruthy();
    const revalidated = await page(p.slug, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    await updateProduct(p.slug, { price: p.price });
    // The validator follows the content: the old one no longer matches once the answer changed.
    const changed = await page(p.slug, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
  });

  it('never serves a signed-in caller from the cache nor keeps what it was answered', async () => {
    const p = await productOf(db, 'saree', 1);
    const shopper = await createShopper(db, server);
    const cachedPrice = priceOn(await page(p.slug));
    await writeBehindTheCache(p.id, cachedPrice - 100);
    const signedIn = await page(p.slug, await shopper.headers());
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(priceOn(signedIn)).toBe(cachedPrice - 100);
    // A bearer token with the anonymous role header is still a signed-in caller.
    const disguised = await page(p.slug, { ...(await shopper.headers()), role: 'anonymous' });
    expect(priceOn(disguised)).toBe(cachedPrice - 100);
    expect(disguised.headers.get('cache-control')).toBe('private, no-store');
    expect(priceOn(await page(p.slug))).toBe(cachedPrice);
    await updateProduct(p.slug, { price: cachedPrice });
  });

  it('keeps one answer per language, chosen by x-locale or accept-language', async () => {
    const en = await persistedGet(server, categoriesHash, {}, { 'x-locale': 'en' });
    const hi = await persistedGet(server, categoriesHash, {}, { 'x-locale': 'hi' });
    const hiByHeader = await persistedGet(server, categoriesHash, {}, { 'accept-language': 'hi-IN,hi;q=0.9' });
    const names = (a: Answer) => (a.body?.data as { categories: { name: string }[] }).categories.map((c) => c.name);
    expect(names(en)).toContain('Sarees');
    expect(names(hi)).toContain('साड़ियाँ');
    expect(names(hiByHeader)).toEqual(names(hi));
    expect(names(await persistedGet(server, categoriesHash, {}, { 'x-locale': 'en' }))).toContain('Sarees');
  });

  it('answers a price change at once, on the product and in listings, and leaves other products cached', async () => {
    const [a, b] = [await productOf(db, 'saree', 2), await productOf(db, 'saree', 3)];
    const listing = () => persistedGet(server, listingHash, { filter: { search: a.slug }, perPage: 48 });
    const before = await listing();
    const priceOfA = (l: Answer) =>
      (l.body?.data as Listing).products.items.find((i) => i.slug === a.slug)?.price.amount;
    expect(priceOfA(before)).toBe(a.price);
    const bPrice = priceOn(await page(b.slug));
    expect(priceOn(await page(a.slug))).toBe(a.price);
    await writeBehindTheCache(b.id, bPrice - 100);

    await updateProduct(a.slug, { price: a.price - 100 });
    expect(priceOn(await page(a.slug))).toBe(a.price - 100);
    expect(priceOfA(await listing())).toBe(a.price - 100);
    // Entity-level: b's page was not dropped by a's change (its direct write is still not visible).
    expect(priceOn(await page(b.slug))).toBe(bPrice);
    await updateProduct(b.slug, { price: bPrice });
    await updateProduct(a.slug, { price: a.price });
  });

  it('answers an unpublished product as gone at once, and its return too', async () => {
    const p = await productOf(db, 'saree', 4);
    const listing = () => persistedGet(server, listingHash, { filter: { search: p.slug }, perPage: 48 });
    const listed = (l: Answer) => (l.body?.data as Listing).products.items.some((i) => i.slug === p.slug);
    expect((await page(p.slug)).body?.data).toMatchObject({ product: { id: p.id } });
    expect(listed(await listing())).toBe(true);
    await updateProduct(p.slug, { active: false });
    const gone = await page(p.slug);
    expect(gone.body?.data).toEqual({ product: null });
    // A not-found answer is not kept: publishing again shows the product at once.
    expect(gone.headers.get('cache-control')).toBe('private, no-store');
    expect(listed(await listing())).toBe(false);
    await updateProduct(p.slug, { active: true });
    expect((await page(p.slug)).body?.data).toMatchObject({ product: { id: p.id } });
    expect(listed(await listing())).toBe(true);
  });

  it('answers stock taken by an order at once', async () => {
    const p = await productOf(db, 'saree', 5, 2);
    const stock = (a: Answer) => (a.body?.data as Page).product!;
    expect(stock(await page(p.slug))).toMatchObject({ stockState: 'LOW_STOCK', lowStockQuantity: 2 });
    expect(stock(await page(p.slug))).toMatchObject({ lowStockQuantity: 2 });
    const shopper = await createShopper(db, server);
    const placed = await place(server, shopper, {
      items: [{ id: p.id, qty: 1 }],
      addressId: await addAddress(server, shopper),
    });
    expect(placed.ok).toBe(true);
    expect(stock(await page(p.slug))).toMatchObject({ stockState: 'LOW_STOCK', lowStockQuantity: 1 });
    await setStock(db, p.id, 10);
  });

  it('refuses an unknown hash, and keeps neither it nor a plain GET query nor a POST', async () => {
    const unknown = await persistedGet(server, 'sha256:' + '0'.repeat(64));
    expect(unknown.body?.errors?.[0]?.message).toBe('PersistedQueryNotFound');
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');

    const p = await productOf(db, 'saree', 6);
    const query = encodeURIComponent('query($slug: String!) { product(slug: $slug) { id price { amount } } }');
    const plain = await fetch(
      `${server.url}/graphql?query=${query}&variables=${encodeURIComponent(JSON.stringify({ slug: p.slug }))}`,
      { headers: { role: 'anonymous' } },
    );
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('private, no-store');
    expect(plain.headers.get('etag')).toBeNull();

    const post = await gql(server, '{ banners { id } }');
    expect(post.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers huge variables without keeping them', async () => {
    const huge = await page('x'.repeat(5000));
    expect(huge.status).toBe(200);
    expect(huge.body?.data).toEqual({ product: null });
    expect(huge.headers.get('cache-control')).toBe('private, no-store');
    const p = await productOf(db, 'saree', 7);
    const padded = { slug: p.slug, pad: 'y'.repeat(3000) };
    const res = await persistedGet(server, pageHash, padded);
    // An unknown variable is the caller's mistake, answered as such and never kept.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('still applies the gateway limits and origin policy in front of the cache', async () => {
    const p = await productOf(db, 'saree', 8);
    expect((await page(p.slug)).status).toBe(200);
    const foreign = await page(p.slug, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const params = new URLSearchParams({
      variables: JSON.stringify({ slug: p.slug }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: pageHash } }),
    });
    // Without the role header a browser could send this from any page (CSRF): refused, cached or not.
    const bare = await fetch(`${server.url}/graphql?${params}`);
    expect(bare.status).toBe(403);
  });

  it('answers a repeated read before GraphQL runs, with the bytes and headers Yoga sends', async () => {
    const front = server.front!;
    const p = await productOf(db, 'saree', 11);
    const params = new URLSearchParams({
      variables: JSON.stringify({ slug: p.slug }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: pageHash } }),
    });
    const ask = async (headers: Record<string, string>) => {
      const res = await fetch(`${server.url}/graphql?${params}`, {
        headers: { role: 'anonymous', 'x-locale': 'en', ...headers },
      });
      const seen = [...res.headers.entries()].filter(([k]) => k !== 'date' && k !== 'x-request-id');
      return { status: res.status, text: await res.text(), headers: seen, requestId: res.headers.get('x-request-id') };
    };
    // The store's own client asks for GraphQL's media type first; a plain fetch accepts anything.
    const urqlAccept =
      'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';
    for (const accept of [urqlAccept, '*/*']) {
      await updateProduct(p.slug, { price: p.price }); // a change: the next answer comes from Yoga
      const fromYoga = await ask({ accept });
      const served = front.served;
      const fromFront = await ask({ accept, 'x-request-id': 'shopper-report-1' });
      expect(front.served).toBe(served + 1);
      expect(fromFront.status).toBe(200);
      expect(fromFront.text).toBe(fromYoga.text);
      expect(fromFront.headers).toEqual(fromYoga.headers);
      expect(fromFront.requestId).toBe('shopper-report-1');
      const etag = fromYoga.headers.find(([k]) => k === 'etag')![1];
      const revalidated = await ask({ accept, 'if-none-match': etag });
      expect(front.served).toBe(served + 2);
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
    }
    const before = front.served;
    // Left to Yoga: another media type, a stream, a page of the store's own host (CORS), a signed-in caller.
    await ask({ accept: 'text/html' });
    const stream = await fetch(`${server.url}/graphql?${params}`, {
      headers: { role: 'anonymous', 'x-locale': 'en', accept: 'text/event-stream' },
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.body?.cancel();
    const sameSite = await ask({ origin: new URL(server.url).origin });
    expect(sameSite.headers.find(([k]) => k === 'access-control-allow-origin')?.[1]).toBe(new URL(server.url).origin);
    const shopper = await createShopper(db, server);
    expect((await ask(await shopper.headers())).headers).toContainEqual(['cache-control', 'private, no-store']);
    expect(front.served).toBe(before);
  });

  it('sends nothing from the front while a change is being applied, and the new answer after it', async () => {
    const p = await productOf(db, 'saree', 12, 3);
    const stockOn = (a: Answer) => (a.body?.data as Page).product!.lowStockQuantity;
    expect(stockOn(await page(p.slug))).toBe(3);
    expect(stockOn(await page(p.slug))).toBe(3);
    const served = server.front!.served;
    const shopper = await createShopper(db, server);
    const addressId = await addAddress(server, shopper);
    const placed = await place(server, shopper, {
      items: [{ id: p.id, qty: 1 }],
      addressId,
      paymentMethod: 'TEST_GATEWAY',
    });
    expect(placed).toMatchObject({ ok: true });
    // The order's products are looked up after its commit; the next read waits for that, then executes.
    expect(stockOn(await page(p.slug))).toBe(2);
    expect(server.front!.served).toBe(served);
    // A read that started while the change was applied is not kept; the one after it is, and then sent.
    expect(stockOn(await page(p.slug))).toBe(2);
    expect(stockOn(await page(p.slug))).toBe(2);
    expect(server.front!.served).toBeGreaterThan(served);
    await setStock(db, p.id, 10);
  });
});
