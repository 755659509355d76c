import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { productSeeds } from '../../db/seed/catalogue-data/products';
import { gql, startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { catalogueChanged } from './cache';
import { and, eq } from 'drizzle-orm';
import { products, reviews } from '../../db/schema/catalog';

const Listing = `query L($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {
  products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
    total page pageCount sort notices inStockCount search
    price { min { amount } max { amount } }
    facets { attribute { code } values { count selected value { slug } } }
    items { slug name price { amount currency } mrp { amount } discountPercent stockState brand { name } thumbnail { src } rating { average count } attributes { attribute { code } values { slug } } }
  }
}`;

type ListingBody = {
  total: number;
  page: number;
  pageCount: number;
  sort: string;
  notices: string[];
  inStockCount: number;
  search: string | null;
  price: { min: { amount: number }; max: { amount: number } } | null;
  facets: { attribute: { code: string }; values: { count: number; selected: boolean; value: { slug: string } }[] }[];
  items: {
    slug: string;
    name: string;
    price: { amount: number; currency: string };
    mrp: { amount: number };
    discountPercent: number;
    stockState: string;
    attributes: { attribute: { code: string }; values: { slug: string }[] }[];
  }[];
};

const catalogueRead =
  /"(products|product_listing|categories|brands|attributes|attribute_values|collections|product_attribute_values|product_collections|reviews)"/;

const sarees = productSeeds.filter((p) => p.kind === 'saree');

describe.each(testDatabases())('catalogue on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  const statements: string[] = [];
  const list = async (variables: Record<string, unknown>) => {
    const res = await gql(server, Listing, { variables });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { products: ListingBody }).products;
  };

  beforeAll(async () => {
    // Only the catalogue's own reads are counted: the server's background jobs (expiring unpaid orders,
    // delivering messages) query other tables on their own clock and would make the count flaky.
    db = await open({ seeded: true, onQuery: (q) => void (catalogueRead.test(q) && statements.push(q)) });
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('lists a page of 24 sarees with facets in a small fixed number of statements', async () => {
    const count = async (variables: Record<string, unknown>) => {
      catalogueChanged(db.db); // a cold cache: every read goes to the database
      statements.length = 0;
      const l = await list(variables);
      return { l, n: statements.length };
    };
    const small = await count({ filter: { kind: 'SAREE' }, perPage: 4 });
    const full = await count({
      filter: {
        kind: 'SAREE',
        attributes: [
          { code: 'weave', values: ['banarasi', 'kanjeevaram'] },
          { code: 'colour', values: ['red'] },
        ],
      },
      perPage: 24,
    });
    const page = await count({ filter: { kind: 'SAREE' }, perPage: 24 });
    expect(page.l.items).toHaveLength(24);
    expect(page.l.total).toBe(sarees.length);
    // taxonomy (3) + products + summary + facets + product links (2) for every attribute of every item
    expect(page.n).toBeGreaterThanOrEqual(3);
    expect(page.n).toBeLessThanOrEqual(9);
    expect(page.n).toBe(small.n);
    expect(full.n).toBeLessThanOrEqual(page.n + 1);
    // A second identical request is answered from the cache.
    statements.length = 0;
    await list({ filter: { kind: 'SAREE' }, perPage: 24 });
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it('counts facets disjunctively and filters by weave and price', async () => {
    const banarasi = sarees.filter((s) => s.attributes.weave?.includes('banarasi'));
    const l = await list({ filter: { kind: 'SAREE', attributes: [{ code: 'weave', values: ['banarasi'] }] } });
    expect(l.total).toBe(banarasi.length);
    const weave = l.facets.find((f) => f.attribute.code === 'weave')!;
    // Other weaves still show their own counts, so a shopper can add one.
    expect(weave.values.find((v) => v.value.slug === 'kanjeevaram')!.count).toBe(
      sarees.filter((s) => s.attributes.weave?.includes('kanjeevaram')).length,
    );
    expect(weave.values.find((v) => v.value.slug === 'banarasi')).toMatchObject({
      selected: true,
      count: banarasi.length,
    });
    const colour = l.facets.find((f) => f.attribute.code === 'colour')!;
    expect(colour.values.reduce((n, v) => n + v.count, 0)).toBeGreaterThanOrEqual(banarasi.length);

    const min = 10_000_00;
    const max = 20_000_00;
    const priced = await list({
      filter: { kind: 'SAREE', attributes: [{ code: 'weave', values: ['banarasi'] }], minPrice: min, maxPrice: max },
      sort: 'PRICE_ASC',
    });
    const expected = banarasi.filter((s) => s.price * 100 >= min && s.price * 100 <= max);
    expect(priced.total).toBe(expected.length);
    expect(priced.items.map((i) => i.price.amount)).toEqual(
      [...priced.items.map((i) => i.price.amount)].sort((a, b) => a - b),
    );
    for (const item of priced.items)
      expect(item.attributes.find((a) => a.attribute.code === 'weave')!.values.map((v) => v.slug)).toContain(
        'banarasi',
      );
  });

  it('sorts by price both ways, newest and discount', async () => {
    const asc = await list({ filter: { kind: 'FABRIC' }, sort: 'PRICE_ASC', perPage: 48 });
    const desc = await list({ filter: { kind: 'FABRIC' }, sort: 'PRICE_DESC', perPage: 48 });
    const ap = asc.items.map((i) => i.price.amount);
    const dp = desc.items.map((i) => i.price.amount);
    expect(ap).toEqual([...ap].sort((a, b) => a - b));
    expect(dp).toEqual([...dp].sort((a, b) => b - a));
    expect(asc.total).toBe(productSeeds.filter((p) => p.kind === 'fabric').length);
    const disc = await list({ filter: { kind: 'SAREE' }, sort: 'DISCOUNT', perPage: 10 });
    const ds = disc.items.map((i) => Math.floor(((i.mrp.amount - i.price.amount) * 1000) / i.mrp.amount));
    expect(ds).toEqual([...ds].sort((a, b) => b - a));
    const newest = await list({ sort: 'NEWEST', perPage: 1 });
    const youngest = Math.min(...productSeeds.map((p) => p.createdDaysAgo));
    expect(productSeeds.find((p) => p.slug === newest.items[0]!.slug)!.createdDaysAgo).toBe(youngest);
  });

  it('finds misspelt weaves, transliterations and Hindi, ranked', async () => {
    const bySlug = new Map(productSeeds.map((p) => [p.slug, p]));
    for (const [q, code, value] of [
      ['banarsi', 'weave', 'banarasi'],
      ['kanjivaram', 'weave', 'kanjeevaram'],
      ['paithni saree', 'weave', 'paithani'],
      ['बनारसी', 'weave', 'banarasi'],
      ['resham laal', 'colour', 'red'],
      ['KANCHIPURAM', 'weave', 'kanjeevaram'],
    ] as const) {
      const l = await list({ filter: { search: q }, perPage: 5 });
      expect(l.total, q).toBeGreaterThan(0);
      expect(l.sort, q).toBe('RELEVANCE');
      // The best matches first; fuzzy neighbours may follow once the exact ones run out.
      for (const item of l.items.slice(0, 3))
        expect(bySlug.get(item.slug)!.attributes[code], `${q} → ${item.slug}`).toContain(value);
    }
    expect((await list({ filter: { search: 'qqqzzzxxx' } })).total).toBe(0);
  });

  it('answers absurd input with an adjusted or empty result, never an error', async () => {
    const huge = 'banarasi '.repeat(600); // about 5 kB
    const long = await list({ filter: { search: huge } });
    expect(long.notices).toContain('SEARCH_SHORTENED');
    expect(long.search!.length).toBeLessThanOrEqual(200);
    const odd = await list({
      filter: {
        kind: 'SAREE',
        minPrice: 5_000_000,
        maxPrice: 100,
        attributes: [
          { code: 'nonsense', values: ['x'] },
          { code: 'weave', values: ["'; drop table products; --"] },
        ],
        category: 'no-such',
      },
      page: 99_999,
      perPage: 10_000,
    });
    expect(odd.notices).toEqual(
      expect.arrayContaining(['PRICE_RANGE_SWAPPED', 'UNKNOWN_FILTER_IGNORED', 'PAGE_OUT_OF_RANGE']),
    );
    expect(odd.items).toEqual([]);
    expect((await list({ filter: { minPrice: -5, maxPrice: 2 ** 31 - 1 }, page: -3 })).page).toBe(1);
    const bad = await gql(server, Listing, { variables: { page: 1e12 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toMatch(/Int cannot represent/);
  });

  it('serves the product page data and null for an unknown slug', async () => {
    const seedP = sarees.find((s) => s.reviews.length > 0 && (s.stock ?? 0) > 3)!;
    const res = await gql(
      server,
      `query($slug: String!) { product(slug: $slug) { name sku stockState maxOrderQuantity images { src } category { slug } collections { slug }
        reviews(first: 2) { items { rating } histogram { rating count } } related(limit: 4) { slug kind } deliveryEstimate { earliest latest } } }`,
      { variables: { slug: seedP.slug } },
    );
    const p = (
      res.body.data as {
        product: Record<string, unknown> & {
          images: unknown[];
          related: { kind: string }[];
          reviews: { histogram: { count: number }[] };
        };
      }
    ).product;
    expect(p.name).toBe(seedP.name.en);
    expect(p.images).toHaveLength(4);
    expect(p.related).toHaveLength(4);
    expect(p.related.every((r) => r.kind === 'SAREE')).toBe(true);
    // The seed's reviews are samples: shown, marked, never counted.
    expect(p.reviews.histogram.reduce((n, h) => n + h.count, 0)).toBe(0);
    expect(p.deliveryEstimate).not.toBeNull();
    const none = await gql(server, '{ product(slug: "no-such-saree") { name } }');
    expect(none.body.data).toEqual({ product: null });
    const long = await gql(server, 'query($s: String!) { product(slug: $s) { name } }', {
      variables: { s: 'x'.repeat(5000) },
    });
    expect(long.body.data).toEqual({ product: null });
  });

  it("marks the seed's reviews as samples and leaves them out of the shoppers' rating", async () => {
    const seedP = sarees.find((s) => s.reviews.length > 1)!;
    const q = `query($slug: String!) { product(slug: $slug) { rating { count average } shopperRating { count average } reviews(first: 50) { items { sample } } } }`;
    const res = await gql(server, q, { variables: { slug: seedP.slug } });
    expect(res.body.errors).toBeUndefined();
    const p = (
      res.body.data as {
        product: {
          rating: { count: number };
          shopperRating: { count: number; average: number };
          reviews: { items: { sample: boolean }[] };
        };
      }
    ).product;
    expect(p.rating.count).toBe(0); // shown on the page, labelled as samples, never counted
    expect(p.reviews.items).toHaveLength(seedP.reviews.length);
    expect(p.reviews.items.every((r) => r.sample)).toBe(true);
    expect(p.shopperRating).toEqual({ count: 0, average: 0 });

    // A shopper's own review counts.
    const [row] = await db.db.select({ id: products.id }).from(products).where(eq(products.slug, seedP.slug));
    await db.db.insert(reviews).values([
      { productId: row!.id, author: 'Asha', rating: 5, title: 'Lovely drape', body: 'Wore it to a wedding.' },
      { productId: row!.id, author: 'Ira', rating: 4, title: 'Good', body: 'Colour as shown.' },
    ]);
    catalogueChanged(db.db);
    const again = await gql(server, q, { variables: { slug: seedP.slug } });
    expect((again.body.data as { product: { shopperRating: unknown } }).product.shopperRating).toEqual({
      count: 2,
      average: 4.5,
    });
    await db.db.delete(reviews).where(and(eq(reviews.productId, row!.id), eq(reviews.sample, false)));
    catalogueChanged(db.db);
  });

  it('lets only an admin change a price, and listings show the new price at once', async () => {
    const target = sarees[0]!;
    const mutation = `mutation($slug: String!, $price: Int) { updateProduct(slug: $slug, priceMinor: $price) { ok refusal product { price { amount } } } }`;
    const anon = await gql(server, mutation, { variables: { slug: target.slug, price: 100 } });
    expect(anon.body.errors?.[0]?.extensions?.code).toBe('access-denied');
    const before = await list({ filter: { search: target.name.en } });
    expect(before.items.find((i) => i.slug === target.slug)!.price.amount).toBe(target.price * 100);
    const { createShopper } = await import('../../test/shoppers');
    const headers = await (await createShopper(db, server, 'admin')).headers();
    const tooHigh = await gql(server, mutation, {
      variables: { slug: target.slug, price: target.mrp * 100 + 1 },
      headers,
    });
    expect((tooHigh.body.data as { updateProduct: { refusal: string } }).updateProduct.refusal).toBe('INVALID_PRICE');
    const ok = await gql(server, mutation, {
      variables: { slug: target.slug, price: target.price * 100 - 100 },
      headers,
    });
    expect((ok.body.data as { updateProduct: { ok: boolean } }).updateProduct.ok).toBe(true);
    const after = await list({ filter: { search: target.name.en } });
    expect(after.items.find((i) => i.slug === target.slug)!.price.amount).toBe(target.price * 100 - 100);
  });
});
