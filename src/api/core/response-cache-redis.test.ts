import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { ProductPageDocument } from '../../client/catalog/documents';
import { setCatalogueCacheSeconds } from '../catalog/cache';
import { createSilaiPubSub, type SilaiPubSub } from './pubsub';
import { testDatabases } from '../../test/databases';
import { gql, startTestServer, type TestServer } from '../../test/gateway-server';
import { createShopper } from '../../test/shoppers';
import { productOf } from '../../test/buying-fixtures';
import { hashOf, persistedGet, type Answer } from '../../test/persisted-get';

type Page = {
  product: { id: string; price: { amount: number }; stockState: string; lowStockQuantity: number | null } | null;
};

const pageHash = hashOf(ProductPageDocument);

// Two gateways (as two processes would run) sharing their cached answers and change events through Redis.
describe.each(testDatabases())('response cache shared through Redis on $kind', ({ open }) => {
  const redisUrl = 'redis://127.0.0.1:6379';
  const redisPrefix = `silai-test:${process.pid}:${Math.random().toString(36).slice(2)}:`;
  let db: DbHandle;
  let a: TestServer;
  let b: TestServer;
  let pubsubs: SilaiPubSub[];

  beforeAll(async () => {
    setCatalogueCacheSeconds(0);
    db = await open({ seeded: true });
    // Channels of their own: other test files publish catalogue changes through the same Redis.
    pubsubs = [createSilaiPubSub(redisUrl, redisPrefix), createSilaiPubSub(redisUrl, redisPrefix)];
    a = await startTestServer(db, { production: true, pubsub: pubsubs[0], responseCache: { redisUrl, redisPrefix } });
    b = await startTestServer(db, {
      production: true,
      pubsub: pubsubs[1],
      seed: false,
      kit: a.kit,
      responseCache: { redisUrl, redisPrefix },
    });
  });
  afterAll(async () => {
    setCatalogueCacheSeconds(60);
    await a?.close();
    await b?.close();
    for (const p of pubsubs ?? []) await p.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(keys);
    redis.disconnect();
    await db?.close();
  });

  it("serves one server's cached answer from the other and drops it on either's change", async () => {
    const p = await productOf(db, 'saree', 9);
    const get = (s: TestServer) => persistedGet(s, pageHash, { slug: p.slug });
    const price = (x: Answer) => (x.body?.data as Page).product!.price.amount;
    expect(price(await get(a))).toBe(p.price);
    // The cache writes to Redis after the answer has left: wait until it is there.
    const redis = new Redis(redisUrl);
    try {
      // A read begun while a change (the start's own catalogue events) was still arriving is not kept: ask a
      // again until its answer is in Redis. Reading b before it lands would read the database.
      await expect
        .poll(
          async () => {
            if ((await redis.keys(`${redisPrefix}ProductPage:*`)).length > 0) return true;
            expect(price(await get(a))).toBe(p.price);
            return false;
          },
          { timeout: 15_000, interval: 50 },
        )
        .toBe(true);
    } finally {
      redis.disconnect();
    }
    await db.db
      .update(products)
      .set({ priceMinor: p.price - 200 })
      .where(eq(products.id, Number(p.id)));
    // b never asked: its answer is a's, from Redis.
    expect(price(await get(b))).toBe(p.price);
    const admin = await createShopper(db, a, 'admin');
    const res = await gql(
      b,
      'mutation($slug: String!, $price: Int) { updateProduct(slug: $slug, priceMinor: $price) { ok } }',
      {
        variables: { slug: p.slug, price: p.price - 100 },
        headers: await admin.headers(),
      },
    );
    expect(res.body.data).toEqual({ updateProduct: { ok: true } });
    expect(price(await get(a))).toBe(p.price - 100);
    expect(price(await get(b))).toBe(p.price - 100);
  });

  it('answers uncached, never failing, while Redis is out of reach', async () => {
    // Nothing listens on port 1: every Redis command fails after its retries.
    const lost = await startTestServer(db, {
      production: true,
      seed: false,
      kit: a.kit,
      responseCache: { redisUrl: 'redis://127.0.0.1:1', redisPrefix },
    });
    try {
      const p = await productOf(db, 'saree', 10);
      for (let i = 0; i < 2; i++) {
        const res = await persistedGet(lost, pageHash, { slug: p.slug });
        expect(res.status).toBe(200);
        expect((res.body?.data as Page).product!.id).toBe(p.id);
      }
    } finally {
      await lost.close();
    }
  });
});
