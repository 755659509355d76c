import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { products, reviews } from '../../db/schema/catalog';
import { testDatabases } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { productOf } from '../../test/buying-fixtures';
import { orderFor } from '../../test/delivered-order';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { reviewerName } from './service';

const WRITE = `mutation W($p: ID!, $r: Int!, $t: String!, $b: String!, $id: ID, $photo: String) {
  writeReview(productId: $p, reviewId: $id, rating: $r, title: $t, body: $b, photoKey: $photo) {
    ok refusal review { id rating title verifiedPurchase sample author photo { key } } } }`;
const PRODUCT = `query P($s: String!) { product(slug: $s) { rating { average count } shopperRating { average count }
  reviews(first: 50) { items { id sample verifiedPurchase rating } histogram { rating count } } } }`;
const STANDING = `query S($p: ID!) { myReviewStanding(productId: $p) { eligible review { id rating } } }`;
const HIDE = `mutation H($id: ID!, $why: String!) { hideReview(id: $id, reason: $why) { ok refusal } }`;
const UNHIDE = `mutation U($id: ID!) { unhideReview(id: $id) { ok refusal } }`;
const ADMIN_LIST = `query L { adminReviews(status: HIDDEN) { total items { hidden hiddenReason review { id } } } }`;

type Written = { writeReview: { ok: boolean; refusal: string | null; review: { id: string; rating: number } | null } };
type ProductShape = {
  product: {
    rating: { average: number; count: number };
    shopperRating: { average: number; count: number };
    reviews: { items: { id: string; sample: boolean; verifiedPurchase: boolean }[] };
  };
};

describe('reviewerName', () => {
  it('signs with the first name and the initial of the last', () => {
    expect(reviewerName('Meera Iyer')).toBe('Meera I.');
    expect(reviewerName('  Asha ')).toBe('Asha');
    expect(reviewerName(null)).toBe('Shopper');
  });
});

describe.each(testDatabases())('reviews by buyers on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let buyer: Shopper;
  let stranger: Shopper;
  let admin: Shopper;
  let saree: { id: string; slug: string };

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    buyer = await createShopper(db, server);
    stranger = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
    saree = await productOf(db, 'saree');
    await orderFor(db, buyer, saree.id, 'DELIVERED');
    await orderFor(db, stranger, saree.id, 'SHIPPED');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const productNow = async () => (await gqlAs<ProductShape>(server, null, PRODUCT, { s: saree.slug })).data.product;
  const write = (who: Shopper, vars: Record<string, unknown>) =>
    gqlAs<Written>(server, who, WRITE, { p: saree.id, t: 'Lovely', b: 'Soft silk.', ...vars });
  const feedOf = async () => {
    const all = (await (await fetch(`${server.url}/api/market-2/products`)).json()) as {
      slug: string;
      reviews: { rating: number }[];
    }[];
    return all.find((p) => p.slug === saree.slug)!;
  };
  const rowCount = async () => (await db.db.select().from(reviews).where(eq(reviews.sample, false))).length;

  it('counts no sample: a seeded product has no stars, in the page, the feed and its rating', async () => {
    const p = await productNow();
    expect(p.reviews.items.some((r) => r.sample)).toBe(true);
    expect(p.rating).toEqual({ average: 0, count: 0 });
    expect(p.shopperRating).toEqual({ average: 0, count: 0 });
    expect((await feedOf()).reviews).toEqual([]);
  });

  it('refuses bad input and a product never delivered, changing nothing', async () => {
    for (const [vars, who, refusal] of [
      [{ r: 0 }, buyer, 'RATING_OUT_OF_RANGE'],
      [{ r: 6 }, buyer, 'RATING_OUT_OF_RANGE'],
      [{ r: 5, b: 'x'.repeat(2001) }, buyer, 'BODY_TOO_LONG'],
      [{ r: 5, t: 'x'.repeat(121) }, buyer, 'TITLE_TOO_LONG'],
      [{ r: 5 }, stranger, 'NOT_DELIVERED'],
      [{ r: 5, photo: 'up-000000000000000000000000' }, buyer, 'PHOTO_UNKNOWN'],
    ] as const) {
      const res = await write(who, vars);
      expect(res.data.writeReview).toMatchObject({ ok: false, refusal });
    }
    expect(await rowCount()).toBe(0);
    expect((await gqlAs(server, null, WRITE, { p: saree.id, r: 5, t: '', b: '' })).errors?.length).toBeGreaterThan(0);
    const standing = await gqlAs<{ myReviewStanding: { eligible: boolean } }>(server, stranger, STANDING, {
      p: saree.id,
    });
    expect(standing.data.myReviewStanding.eligible).toBe(false);
  });

  it('takes a delivered buyer review, verified; a second write edits it; stars change', async () => {
    const first = await write(buyer, { r: 4 });
    expect(first.data.writeReview).toMatchObject({
      ok: true,
      review: { rating: 4, verifiedPurchase: true, sample: false, author: 'Test S.' },
    });
    expect((await productNow()).rating).toEqual({ average: 4, count: 1 });
    const second = await write(buyer, { r: 2 });
    expect(second.data.writeReview.review?.id).toBe(first.data.writeReview.review?.id);
    expect(await rowCount()).toBe(1);
    const p = await productNow();
    expect(p.rating).toEqual({ average: 2, count: 1 });
    expect(p.shopperRating).toEqual({ average: 2, count: 1 });
    expect(p.reviews.items[0]).toMatchObject({ verifiedPurchase: true, sample: false });
    expect((await feedOf()).reviews.map((r) => r.rating)).toEqual([2]);
    // Someone else's review cannot be named.
    const other = await write(stranger, { r: 5, id: first.data.writeReview.review!.id });
    expect(other.data.writeReview).toMatchObject({ ok: false, refusal: 'NOT_YOURS' });
  });

  it('staff hide with a reason (audited): it stops counting and showing; unhidden, it counts again', async () => {
    const [row] = await db.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, buyer.id)));
    const id = String(row!.id);
    const denied = await gqlAs(server, buyer, HIDE, { id, why: 'spam' });
    expect(denied.errors?.[0]?.extensions?.code).toBe('access-denied');
    expect(
      (await gqlAs<{ hideReview: { refusal: string } }>(server, admin, HIDE, { id, why: ' ' })).data.hideReview.refusal,
    ).toBe('REASON_REQUIRED');
    expect(
      (await gqlAs<{ hideReview: { ok: boolean } }>(server, admin, HIDE, { id, why: 'Personal data' })).data.hideReview
        .ok,
    ).toBe(true);
    const p = await productNow();
    expect(p.rating).toEqual({ average: 0, count: 0 });
    expect(p.reviews.items.some((r) => r.id === id)).toBe(false);
    const list = await gqlAs<{ adminReviews: { total: number; items: { hiddenReason: string }[] } }>(
      server,
      admin,
      ADMIN_LIST,
    );
    expect(list.data.adminReviews.items[0]?.hiddenReason).toBe('Personal data');
    const trail = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, id)));
    expect(trail.map((t) => t.action)).toEqual(['hide']);
    expect((await gqlAs<{ unhideReview: { ok: boolean } }>(server, admin, UNHIDE, { id })).data.unhideReview.ok).toBe(
      true,
    );
    expect((await productNow()).rating).toEqual({ average: 2, count: 1 });
    const [product] = await db.db
      .select()
      .from(products)
      .where(eq(products.id, Number(saree.id)));
    expect(product!.ratingCount).toBe(1);
  });

  it('takes a photo by content only: a 10 MB body and a non-image are refused; an image is re-encoded', async () => {
    const post = async (body: Buffer, who: Shopper | null) => {
      const res = await fetch(`${server.url}/api/reviews/photo`, {
        method: 'POST',
        body: new Uint8Array(body),
        headers: who ? await who.headers() : {},
      });
      return { status: res.status, json: (await res.json()) as { key?: string; error?: string } };
    };
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await post(png, null)).toEqual({ status: 403, json: { error: 'FORBIDDEN' } });
    expect((await post(Buffer.alloc(10 * 1024 * 1024 + 1, 1), buyer)).status).toBe(413);
    expect(await post(Buffer.from('<html>not a picture</html>'), buyer)).toEqual({
      status: 415,
      json: { error: 'NOT_AN_IMAGE' },
    });
    const ok = await post(png, buyer);
    expect(ok.status).toBe(201);
    // The stranger cannot put the buyer's photo on a review; the buyer can.
    const res = await write(buyer, { r: 5, photo: ok.json.key });
    expect(res.data.writeReview).toMatchObject({ ok: true });
    expect((await write(stranger, { r: 5, photo: ok.json.key })).data.writeReview.refusal).toBe('NOT_DELIVERED');
  });
});
