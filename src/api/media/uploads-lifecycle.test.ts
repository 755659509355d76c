import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { mediaAssets } from '../../db/schema/media';
import { orderItems } from '../../db/schema/orders';
import { uploadFileNames } from '../../media/upload';
import { mediaFileName } from '../../media/variants';
import { testDatabases } from '../../test/databases';
import { orderFor } from '../../test/delivered-order';
import { productOf } from '../../test/buying-fixtures';
import { gql, startTestServer, testClock, type TestServer } from '../../test/gateway-server';
import { addAddress, place } from '../../test/orders-api';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { sweepUnusedUploads } from './sweeper';

const hour = 3_600_000;
const unusedMs = 6 * hour;

const EDIT = `mutation E($id: Int!, $version: Int!, $slug: String!, $names: LocalizedTextInput!, $descriptions: LocalizedTextInput!, $priceMinor: Int!, $mrpMinor: Int!, $stock: Float, $active: Boolean!, $imageKeys: [String!]) {
  editProduct(id: $id, version: $version, slug: $slug, names: $names, descriptions: $descriptions, priceMinor: $priceMinor, mrpMinor: $mrpMinor, stock: $stock, active: $active, imageKeys: $imageKeys) { ok refusal } }`;
const WRITE = `mutation W($p: ID!, $photo: String) {
  writeReview(productId: $p, rating: 5, title: "Lovely", body: "Soft silk.", photoKey: $photo) { ok refusal } }`;

/** A picture of noise, so its renditions are of a real photo's size and differ from upload to upload. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 480,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

describe.each(testDatabases())('uploads nothing uses on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Shopper;
  let buyer: Shopper;
  let saree: { id: string; slug: string };

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    admin = await createShopper(db, server, 'admin');
    buyer = await createShopper(db, server);
    saree = await productOf(db, 'saree', 0, 20);
    await orderFor(db, buyer, saree.id, 'DELIVERED');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const upload = async (route: '/api/admin/media' | '/api/reviews/photo', who: Shopper, seed = 0) => {
    const res = await fetch(`${server.url}${route}`, {
      method: 'POST',
      body: new Uint8Array(await photo(seed)),
      headers: await who.headers(),
    });
    const json = (await res.json()) as { key?: string; error?: string };
    if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(json)}`);
    return json.key!;
  };
  const filesOf = async (key: string) => {
    const found = await Promise.all(
      uploadFileNames(key).map((n) =>
        stat(path.join(server.mediaDir, n)).then(
          () => 1,
          () => 0,
        ),
      ),
    );
    return found.reduce<number>((a, b) => a + b, 0);
  };
  const rowOf = async (key: string) =>
    (await db.db.select().from(mediaAssets).where(eq(mediaAssets.key, key)))[0] ?? null;
  const served = async (key: string) => {
    const res = await fetch(`${server.url}/media/${mediaFileName(key, 320, 'webp')}`);
    await res.arrayBuffer();
    return { status: res.status, caching: res.headers.get('cache-control'), robots: res.headers.get('x-robots-tag') };
  };
  /** A sweep as the store runs it, `hours` after now. */
  const sweepAfter = (hours: number) => {
    const clock = testClock(new Date());
    clock.advance(hours * hour);
    return sweepUnusedUploads(db.db, server.mediaDir, unusedMs, clock.now());
  };
  const setPictures = async (imageKeys: string[]) => {
    const [p] = await db.db
      .select()
      .from(products)
      .where(eq(products.id, Number(saree.id)));
    const res = await gql(server, EDIT, {
      headers: await admin.headers(),
      variables: {
        id: p!.id,
        version: p!.version,
        slug: p!.slug,
        names: p!.name,
        descriptions: p!.description,
        priceMinor: p!.priceMinor,
        mrpMinor: p!.mrpMinor,
        stock: p!.stock,
        active: p!.active,
        imageKeys,
      },
    });
    return (res.body.data as { editProduct: { ok: boolean; refusal: string | null } }).editProduct;
  };
  const review = (photoKey: string | null) =>
    gqlAs<{ writeReview: { ok: boolean; refusal: string | null } }>(server, buyer, WRITE, {
      p: saree.id,
      photo: photoKey,
    });

  const privately = { status: 200, caching: 'private, no-store', robots: 'noindex' };
  const publicly = { status: 200, caching: 'public, max-age=31536000, immutable', robots: null };

  it('serves an upload nothing uses privately, keeps it its time, then deletes its files and row', async () => {
    const key = await upload('/api/admin/media', admin);
    expect(await filesOf(key)).toBe(9);
    const row = await rowOf(key);
    expect(row).toMatchObject({ uses: 0 });
    expect(row!.unusedSince).not.toBeNull();
    // What its nine files take, counted against its uploader.
    const sizes = await Promise.all(uploadFileNames(key).map((n) => stat(path.join(server.mediaDir, n))));
    expect(row!.bytes).toBe(sizes.reduce((a, s) => a + s.size, 0));
    expect(await served(key)).toEqual(privately);

    expect(await sweepAfter(5.9)).toBe(0);
    expect(await filesOf(key)).toBe(9);
    expect(await rowOf(key)).not.toBeNull();

    expect(await sweepAfter(6.1)).toBeGreaterThanOrEqual(1);
    expect(await filesOf(key)).toBe(0);
    expect(await rowOf(key)).toBeNull();
    expect((await served(key)).status).toBe(404);
  });

  it('keeps a product picture for good, releases a replaced one, and never deletes one an order shows', async () => {
    const [first, second] = [await upload('/api/admin/media', admin, 1), await upload('/api/admin/media', admin, 2)];
    expect(await setPictures([first])).toEqual({ ok: true, refusal: null });
    expect(await served(first)).toEqual(publicly);
    expect(await rowOf(first)).toMatchObject({ uses: 1, unusedSince: null });
    expect(await sweepAfter(7)).toBeGreaterThanOrEqual(1); // the one nothing uses
    expect(await filesOf(first)).toBe(9);
    expect(await rowOf(second)).toBeNull();
    const third = await upload('/api/admin/media', admin, 3);

    // Replaced: the old picture is released, private again, and swept in its time.
    expect(await setPictures([third])).toEqual({ ok: true, refusal: null });
    expect(await served(first)).toEqual(privately);
    expect(await rowOf(third)).toMatchObject({ uses: 1 });
    expect(await sweepAfter(7)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(first)).toBeNull();
    expect(await filesOf(first)).toBe(0);
    expect(await filesOf(third)).toBe(9);
    // A key the sweeper deleted is no picture to show any more.
    expect(await setPictures([first])).toEqual({ ok: false, refusal: 'UNKNOWN_IMAGE' });

    // Ordered, then replaced: the order line still shows it, so it stays public and is never swept.
    const placed = await place(server, buyer, {
      items: [{ id: saree.id, qty: 1 }],
      addressId: await addAddress(server, buyer),
    });
    expect(placed.ok).toBe(true);
    const lines = await db.db.select().from(orderItems).where(eq(orderItems.imageKey, third));
    expect(lines).toHaveLength(1);
    const fourth = await upload('/api/admin/media', admin, 4);
    expect(await setPictures([fourth])).toEqual({ ok: true, refusal: null });
    expect(await rowOf(third)).toMatchObject({ uses: 1, unusedSince: null });
    expect(await served(third)).toEqual(publicly);
    await sweepAfter(7);
    expect(await filesOf(third)).toBe(9);
    expect(await rowOf(fourth)).not.toBeNull();
  });

  it('releases a review photo replaced or taken off, and uses the new one', async () => {
    const before = await upload('/api/reviews/photo', buyer, 5);
    expect(await served(before)).toEqual(privately);
    expect((await review(before)).data.writeReview).toEqual({ ok: true, refusal: null });
    expect(await served(before)).toEqual(publicly);

    const after = await upload('/api/reviews/photo', buyer, 6);
    expect((await review(after)).data.writeReview).toEqual({ ok: true, refusal: null });
    expect(await rowOf(before)).toMatchObject({ uses: 0 });
    expect(await rowOf(after)).toMatchObject({ uses: 1 });
    // The same photo again changes no count.
    expect((await review(after)).data.writeReview.ok).toBe(true);
    expect(await rowOf(after)).toMatchObject({ uses: 1 });
    await sweepAfter(7);
    expect(await rowOf(before)).toBeNull();
    expect(await filesOf(before)).toBe(0);
    expect(await filesOf(after)).toBe(9);

    expect((await review(null)).data.writeReview.ok).toBe(true);
    expect(await served(after)).toEqual(privately);
    await sweepAfter(7);
    expect(await rowOf(after)).toBeNull();
  });

  it('bounds the bytes of a shopper’s photos no review shows: refused typed, nothing kept', async () => {
    const shopper = await createShopper(db, server);
    const first = await upload('/api/reviews/photo', shopper, 7);
    const one = (await rowOf(first))!.bytes;
    // A store whose bound is one and a half of these photos, on the same database.
    const tight = await startTestServer(db, { seed: false, uploads: { shopperMaxBytes: Math.floor(one * 1.5) } });
    try {
      const post = async () =>
        fetch(`${tight.url}/api/reviews/photo`, {
          method: 'POST',
          body: new Uint8Array(await photo(8)),
          headers: await shopper.headers(),
        });
      const refused = await post();
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'TOO_MUCH_PENDING' });
      const mine = await db.db.select().from(mediaAssets).where(eq(mediaAssets.uploadedBy, shopper.id));
      expect(mine.map((m) => m.key)).toEqual([first]);
      // A photo on a review no longer counts: the next one fits.
      await orderFor(db, shopper, saree.id, 'DELIVERED');
      const onReview = await gqlAs<{ writeReview: { ok: boolean } }>(tight, shopper, WRITE, {
        p: saree.id,
        photo: first,
      });
      expect(onReview.data.writeReview.ok).toBe(true);
      expect((await post()).status).toBe(201);
      // Another shopper is not held back by this one's photos.
      const other = await createShopper(db, tight);
      const theirs = await fetch(`${tight.url}/api/reviews/photo`, {
        method: 'POST',
        body: new Uint8Array(await photo(9)),
        headers: await other.headers(),
      });
      expect(theirs.status).toBe(201);
    } finally {
      await tight.close();
    }
  });
});
