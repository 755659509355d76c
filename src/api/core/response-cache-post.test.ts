import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { CategoryIndexDocument, ProductListingDocument, ProductPageDocument } from '../../client/catalog/documents';
import { setCatalogueCacheSeconds } from '../catalog/cache';
import { testDatabases } from '../../test/databases';
import { gql, startTestServer, type TestServer } from '../../test/gateway-server';
import { createShopper, type Shopper } from '../../test/shoppers';
import { productOf } from '../../test/buying-fixtures';
import { hashOf, persistedGet } from '../../test/persisted-get';
import { documents } from './cacheable-requests';

// A POST of a cacheable operation's whole text is answered from the same response cache as the
// persisted GET: the same rule (anonymous only), key (variables, language), headers and invalidation.

type Page = { product: { id: string; name: string; price: { amount: number } } | null };
type Listing = { products: { items: { slug: string; price: { amount: number } }[] } };
type Post = { status: number; text: string; headers: [string, string][]; data: Record<string, unknown> | null };

const pageText = ProductPageDocument.toString();
const listingText = ProductListingDocument.toString();

describe.each(testDatabases())('cached answers to a POST of the query text on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Shopper;
  let statements = 0;

  // Direct writes bypass every announcement on purpose: what they make visible was not served from the cache.
  const writeBehindTheCache = (id: string, priceMinor: number) =>
    db.db
      .update(products)
      .set({ priceMinor })
      .where(eq(products.id, Number(id)));

  const post = async (body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Post> => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', role: 'anonymous', 'x-locale': 'en', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const seen = [...res.headers.entries()].filter(([k]) => k !== 'date' && k !== 'x-request-id');
    const parsed = text ? (JSON.parse(text) as { data?: Record<string, unknown> }) : null;
    return { status: res.status, text, headers: seen, data: parsed?.data ?? null };
  };
  const header = (p: Post, name: string) => p.headers.find(([k]) => k === name)?.[1] ?? null;
  const pagePost = (slug: string, headers: Record<string, string> = {}) =>
    post({ query: pageText, variables: { slug } }, headers);
  const priceOn = (p: Post) => (p.data as Page).product!.price.amount;

  const updateProduct = async (slug: string, price: number) => {
    const res = await gql(
      server,
      'mutation($slug: String!, $price: Int) { updateProduct(slug: $slug, priceMinor: $price) { ok } }',
      { variables: { slug, price }, headers: await admin.headers() },
    );
    expect(res.body.data).toEqual({ updateProduct: { ok: true } });
  };

  beforeAll(async () => {
    setCatalogueCacheSeconds(0);
    db = await open({ seeded: true, onQuery: (q) => void (q !== 'select 1' && statements++) });
    server = await startTestServer(db, { production: true });
    admin = await createShopper(db, server, 'admin');
  });
  afterAll(async () => {
    setCatalogueCacheSeconds(60);
    await server?.close();
    await db?.close();
  });

  it('answers a repeated POST before GraphQL runs, with the bytes and headers Yoga sent and no SQL', async () => {
    const p = await productOf(db, 'saree', 0);
    const listing = { query: listingText, variables: { filter: { kind: 'SAREE' }, page: 1, perPage: 24 } };
    for (const body of [{ query: pageText, variables: { slug: p.slug } }, listing]) {
      const fromYoga = await post(body);
      expect(fromYoga.status).toBe(200);
      expect(header(fromYoga, 'cache-control')).toBe('public, no-cache');
      expect(header(fromYoga, 'etag')).toMatch(/^W\//);
      const served = server.front!.served;
      statements = 0;
      const fromFront = await post(body);
      expect(server.front!.served).toBe(served + 1);
      expect(statements).toBe(0);
      expect(fromFront.text).toBe(fromYoga.text);
      expect(fromFront.headers).toEqual(fromYoga.headers);
    }
  });

  it('answers as a fresh execution does, whether the text is the client document or the persisted one', async () => {
    const p = await productOf(db, 'saree', 1);
    const cached = await pagePost(p.slug);
    // Another spelling of the same query is executed as sent, never cached.
    const fresh = await post({ query: `${pageText} `, variables: { slug: p.slug } });
    expect(header(fresh, 'cache-control')).toBe('private, no-store');
    expect(fresh.text).toBe(cached.text);
    const persistedText = documents.get(hashOf(ProductPageDocument))!;
    expect(persistedText).not.toBe(pageText);
    const persisted = await post({ query: persistedText, variables: { slug: p.slug }, operationName: 'ProductPage' });
    expect(header(persisted, 'cache-control')).toBe('public, no-cache');
    expect(persisted.text).toBe(cached.text);
    // The GET of the same hash and variables is the same answer.
    const get = await persistedGet(server, hashOf(ProductPageDocument), { slug: p.slug }, { 'x-locale': 'en' });
    expect(JSON.stringify(get.body)).toBe(cached.text);
  });

  it("drops a product's answers and every listing when staff change it", async () => {
    const p = await productOf(db, 'saree', 2);
    const listing = () => post({ query: listingText, variables: { filter: { search: p.slug }, perPage: 48 } });
    const priceInListing = (l: Post) => (l.data as Listing).products.items.find((i) => i.slug === p.slug)?.price.amount;
    expect(priceOn(await pagePost(p.slug))).toBe(p.price);
    expect(priceInListing(await listing())).toBe(p.price);
    await writeBehindTheCache(p.id, p.price - 50);
    expect(priceOn(await pagePost(p.slug))).toBe(p.price); // kept: the write told no one
    await updateProduct(p.slug, p.price - 100);
    expect(priceOn(await pagePost(p.slug))).toBe(p.price - 100);
    expect(priceInListing(await listing())).toBe(p.price - 100);
    await updateProduct(p.slug, p.price);
  });

  it('never shares a signed-in answer nor serves one from the cache', async () => {
    const p = await productOf(db, 'saree', 3);
    const shopper = await createShopper(db, server);
    const cachedPrice = priceOn(await pagePost(p.slug));
    priceOn(await pagePost(p.slug));
    await writeBehindTheCache(p.id, cachedPrice - 100);
    const served = server.front!.served;
    for (const headers of [await shopper.headers(), { ...(await shopper.headers()), role: 'anonymous' }]) {
      const signedIn = await pagePost(p.slug, headers);
      expect(priceOn(signedIn)).toBe(cachedPrice - 100);
      expect(header(signedIn, 'cache-control')).toBe('private, no-store');
      expect(header(signedIn, 'etag')).toBeNull();
    }
    expect(server.front!.served).toBe(served);
    // What the signed-in callers were answered was not kept for anyone.
    expect(priceOn(await pagePost(p.slug))).toBe(cachedPrice);
    await updateProduct(p.slug, cachedPrice);
  });

  it('keeps one answer per variables and per language', async () => {
    const [a, b] = [await productOf(db, 'saree', 4), await productOf(db, 'saree', 5)];
    for (let i = 0; i < 2; i++) {
      expect((await pagePost(a.slug)).data).toMatchObject({ product: { id: a.id } });
      expect((await pagePost(b.slug)).data).toMatchObject({ product: { id: b.id } });
    }
    const names = (p: Post) => (p.data as { categories: { name: string }[] }).categories.map((c) => c.name);
    const categories = (headers: Record<string, string>) => post({ query: CategoryIndexDocument.toString() }, headers);
    for (let i = 0; i < 2; i++) {
      expect(names(await categories({ 'x-locale': 'en' }))).toContain('Sarees');
      expect(names(await categories({ 'x-locale': 'hi' }))).toContain('साड़ियाँ');
      const byHeader = await categories({ 'x-locale': '', 'accept-language': 'hi-IN,hi;q=0.9' });
      expect(names(byHeader)).toContain('साड़ियाँ');
      expect(names(await categories({ 'x-locale': 'ar' }))).not.toContain('Sarees');
    }
  });

  it('leaves to Yoga what its cache would not answer, with the same answers as before', async () => {
    const p = await productOf(db, 'saree', 6);
    await pagePost(p.slug);
    await pagePost(p.slug);
    const served = server.front!.served;
    const wrongName = await post({ query: pageText, variables: { slug: p.slug }, operationName: 'Other' });
    expect(wrongName.data).toBeNull();
    expect(header(wrongName, 'cache-control')).toBe('private, no-store');
    const withHash = await post({
      query: pageText,
      variables: { slug: p.slug },
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(ProductListingDocument) } },
    });
    expect(header(withHash, 'cache-control')).toBe('private, no-store');
    const foreign = await pagePost(p.slug, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const form = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', role: 'anonymous' },
      body: JSON.stringify({ query: pageText, variables: { slug: p.slug } }),
    });
    expect(form.status).toBe(415);
    const broken = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', role: 'anonymous' },
      body: '{"query":',
    });
    expect(broken.status).toBe(400);
    expect(server.front!.served).toBe(served);
    // A body the surface read and handed on is still answered whole.
    const plain = await post({ query: '{ __typename }' });
    expect(plain.data).toEqual({ __typename: 'Query' });
  });
});
