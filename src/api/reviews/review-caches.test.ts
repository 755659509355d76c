import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { ProductListingDocument, ProductPageDocument } from '../../client/catalog/documents';
import { createSilaiPubSub, type SilaiPubSub } from '../core/pubsub';
import { followCatalogueChanges } from '../catalog';
import { secondHandle, testDatabases } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { orderFor } from '../../test/delivered-order';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { hashOf, persistedGet } from '../../test/persisted-get';

// A review changes one product's stars: every process drops that product's cached page and the answers
// that show its card, and keeps every other product's page and every list that does not show it (a
// buyer may edit 30 times an hour; emptying the store's caches each time costs every visitor).
// Two gateways on one database with one change feed stand in for two processes (on PostgreSQL each
// has its own pool and caches; PGlite is one connection in one process, so there they share them).

type Card = { slug: string; price: { amount: number }; rating: { count: number } };
type Page = { product: Card };
type Listing = { products: { items: Card[] } };

const pageHash = hashOf(ProductPageDocument);
const listingHash = hashOf(ProductListingDocument);

describe.each(testDatabases())('a review and the cached catalogue on $kind', ({ kind, open }) => {
  let db: DbHandle;
  let other: DbHandle;
  let pubsub: SilaiPubSub;
  let first: TestServer;
  let second: TestServer;
  let stopFollowing: () => void;
  let buyer: Shopper;

  beforeAll(async () => {
    db = await open({ seeded: true });
    pubsub = createSilaiPubSub();
    first = await startTestServer(db, { production: true, pubsub });
    other = await secondHandle(db, kind);
    second = await startTestServer(other, { production: true, pubsub, seed: false });
    // What src/server/start.ts does in every process: hear the others' changes.
    stopFollowing = followCatalogueChanges(other.db, pubsub);
    buyer = await createShopper(db, first);
  });
  afterAll(async () => {
    stopFollowing?.();
    await second?.close();
    await first?.close();
    await pubsub?.close();
    if (other && other !== db) await other.close();
    await db?.close();
  });

  const page = async (server: TestServer, slug: string) =>
    ((await persistedGet(server, pageHash, { slug })).body!.data as Page).product;
  const listing = async (server: TestServer, kindOf: 'SAREE' | 'FABRIC') =>
    ((await persistedGet(server, listingHash, { filter: { kind: kindOf }, perPage: 12 })).body!.data as Listing)
      .products.items;
  /** A price (minor units, as the answers carry it) written straight into the table: it shows only where the cached answer was dropped. */
  const priceBehindTheCaches = (slug: string, priceMinor: number) =>
    db.db.update(products).set({ priceMinor }).where(eq(products.slug, slug));

  it("drops the reviewed product's page and the lists showing it, in both processes; keeps the rest", async () => {
    const sarees = await listing(first, 'SAREE');
    const [reviewed, unrelated] = [sarees[0]!, sarees[1]!];
    const fabric = (await listing(first, 'FABRIC'))[0]!;
    const [row] = await db.db.select({ id: products.id }).from(products).where(eq(products.slug, reviewed.slug));
    await orderFor(db, buyer, String(row!.id), 'DELIVERED');
    // Every answer kept in both processes, then prices changed behind their backs.
    for (const server of [first, second]) {
      await page(server, reviewed.slug);
      await page(server, unrelated.slug);
      await listing(server, 'FABRIC');
      await listing(server, 'SAREE');
    }
    await priceBehindTheCaches(unrelated.slug, unrelated.price.amount - 100);
    await priceBehindTheCaches(fabric.slug, fabric.price.amount - 100);

    const written = await gqlAs<{ writeReview: { ok: boolean } }>(
      first,
      buyer,
      'mutation W($p: ID!) { writeReview(productId: $p, rating: 1, title: "Thin", body: "") { ok } }',
      { p: String(row!.id) },
    );
    expect(written.data.writeReview.ok).toBe(true);
    // The feed delivers in the next turns of the event loop; nothing here waits on a clock.
    for (let i = 0; i < 50 && (await page(second, reviewed.slug)).rating.count === reviewed.rating.count; i++)
      await new Promise((r) => setImmediate(r));

    for (const server of [first, second]) {
      expect((await page(server, reviewed.slug)).rating.count).toBe(reviewed.rating.count + 1);
      const card = (await listing(server, 'SAREE')).find((c) => c.slug === reviewed.slug)!;
      expect(card.rating.count).toBe(reviewed.rating.count + 1);
      // Still the answers kept before the review: the prices changed behind them do not show.
      expect((await page(server, unrelated.slug)).price.amount).toBe(unrelated.price.amount);
      expect((await listing(server, 'FABRIC'))[0]!.price.amount).toBe(fabric.price.amount);
    }

    // An edit drops the same again, and again only that.
    const edited = await gqlAs<{ writeReview: { ok: boolean } }>(
      first,
      buyer,
      'mutation W($p: ID!) { writeReview(productId: $p, rating: 5, title: "Thick after all", body: "") { ok } }',
      { p: String(row!.id) },
    );
    expect(edited.data.writeReview.ok).toBe(true);
    expect((await page(first, reviewed.slug)).rating.count).toBe(reviewed.rating.count + 1);
    expect((await page(first, unrelated.slug)).price.amount).toBe(unrelated.price.amount);
  });
});
