import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { productSeeds } from '../db/seed/catalogue-data/products';
import { brandSeeds } from '../db/seed/catalogue-data/brands';
import { startTestServer, type TestServer } from '../test/gateway-server';
import { testDatabases } from '../test/databases';

type FeedProduct = {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount: number;
  images: string[];
  categories: string[];
  colors: string[];
  type: string;
};

describe.each(testDatabases())('market-2 feed on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  const get = async (path: string) => {
    const res = await fetch(`${server.url}/api/market-2/${path}`);
    return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
  };
  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('lists every product from the real catalogue, shuffled when a type is given', async () => {
    const all = await get('products');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toMatch(/max-age=60/);
    const list = all.body as FeedProduct[];
    expect(list).toHaveLength(productSeeds.length);
    const banarasi = list.find((p) => p.slug === productSeeds[0]!.slug)!;
    expect(banarasi.title).toBe(productSeeds[0]!.name.en);
    expect(banarasi.price).toBe(productSeeds[0]!.price);
    expect(banarasi.images[0]).toMatch(/^\/media\/p-.+-640\.webp$/);
    expect(banarasi.categories.length).toBe(2);

    const fabrics = (await get('products?type=fabric')).body as FeedProduct[];
    expect(fabrics).toHaveLength(productSeeds.filter((p) => p.kind === 'fabric').length);
    expect(fabrics.every((p) => p.type === 'fabric')).toBe(true);
    const orders = new Set<string>();
    for (let i = 0; i < 5; i++)
      orders.add(((await get('products?type=any')).body as FeedProduct[]).map((p) => p.id).join());
    expect(orders.size).toBeGreaterThan(1);
  });

  it('answers badges, categories, banners and brands', async () => {
    expect(((await get('service')).body as unknown[]).length).toBe(4);
    const cats = (await get('categories')).body as { slug: string; parent: string[] }[];
    expect(cats.find((c) => c.slug === 'silk-sarees')!.parent).toEqual(['Sarees']);
    const carousel = (await get('main-carousel')).body as { buttonLink: string; discount: number }[];
    expect(carousel.map((b) => b.discount)).toEqual([30, 35]);
    expect(((await get('brand')).body as unknown[]).length).toBe(brandSeeds.length);
    const hindi = (await get('categories?lang=hi')).body as { slug: string; name: string }[];
    expect(hindi.find((c) => c.slug === 'sarees')!.name).toBe('साड़ियाँ');
  });

  it('answers a category block by tag, and a clear 400 for an unknown or missing tag', async () => {
    const block = (await get('category-based-product?tag=fabrics')).body as {
      category: { title: string; children: string[] };
      products: FeedProduct[];
    };
    expect(block.category.title).toBe('Fabrics');
    expect(block.category.children).toContain('Silk fabrics');
    expect(block.products).toHaveLength(productSeeds.filter((p) => p.kind === 'fabric').length);
    for (const tag of ['electronics', '<script>', 'x'.repeat(3000)]) {
      const bad = await get(`category-based-product?tag=${encodeURIComponent(tag)}`);
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toMatch(/There is no category/);
    }
    const missing = await get('category-based-product');
    expect(missing.status).toBe(400);
    expect((await get('nothing-here')).status).toBe(404);
  });

  it('renders product images on first request, only for known names', async () => {
    const key = `p-${productSeeds[3]!.slug}-2`;
    const first = await fetch(`${server.url}/media/${key}-320.avif`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/avif');
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(500);
    expect((await fetch(`${server.url}/media/${key}-321.avif`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/p-not-a-product-1-320.avif`)).status).toBe(404);
  });

  it('masks an internal failure as 500 {"message": "Internal server error"}', async () => {
    await db.close();
    const res = await get('brand');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    db = await open(); // afterAll closes this one
  });
});
