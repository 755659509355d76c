import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { testDatabases } from '../../test/databases';
import { profileSuite } from '../../test/profile-suite';
import type { Channel, Delivery } from '../notifications/channels';
import { enqueueNotification } from '../notifications/outbox';
import { deliverDue } from '../notifications/worker';

// What deleting an account must not leave behind: an order still under way refuses it; the wishlist and
// the buyer's reviews go with it; nothing is queued for, or sent to, the erased account afterwards.

const ME = '{ me { id } }';
const ASK = 'mutation { requestAccountDeletionCode { ok refusal } }';
const DELETE =
  'mutation($c: String!, $y: Boolean!) { deleteAccount(code: $c, confirm: $y) { ok refusal attemptsLeft } }';

type Body = { data?: Record<string, unknown> | null; errors?: unknown };
const field = (b: Body, name: string) => (b.data as Record<string, Record<string, unknown>>)[name]!;
const rows = async (db: DbHandle, q: ReturnType<typeof sql>) =>
  ((await db.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function order(db: DbHandle, userId: string, status: string, now: Date): Promise<string> {
  const [o] = await rows(
    db,
    sql`insert into orders (number, user_id, status, payment_method, payment_status, currency, subtotal_minor,
      delivery_fee_minor, total_minor, address, zone, has_tailoring, idempotency_key, request_hash, expires_at, created_at, updated_at)
    values (${`SIL-L${Math.floor(Math.random() * 1e8)}`}, ${userId}, ${status}, 'COD', 'COD_DUE', 'INR', 680000, 0, 680000,
      ${JSON.stringify({ name: 'Asha Menon', line1: '4 Park Street', city: 'Kolkata' })}::jsonb, 'metro', false,
      ${`k-${Math.random()}`}, 'h1', ${new Date(now.getTime() + 30 * 60_000)}, ${now}, ${now}) returning id`,
  );
  return o!.id as string;
}

describe.each(testDatabases())('account deletion leaves nothing behind on $kind', ({ open }) => {
  const s = profileSuite(open);

  it('is refused while an order is under way, with the reason; the code stays usable', async () => {
    const me = await s.signIn();
    const id = field(await s.call(me.id_token, ME), 'me').id as string;
    const placed = await order(s.db, id, 'PLACED', s.clock.now());
    expect(field(await s.call(me.id_token, ASK), 'requestAccountDeletionCode')).toEqual({
      ok: false,
      refusal: 'OPEN_ORDERS',
    });
    const signInCode = s.lastCode(me.phone);
    await s.db.db.execute(sql`update orders set status = 'DELIVERED' where id = ${placed}`);
    expect(field(await s.call(me.id_token, ASK), 'requestAccountDeletionCode')).toEqual({ ok: true, refusal: null });
    const code = s.lastCode(me.phone);
    expect(code).not.toBe(signInCode);
    // An order placed after the code was sent (awaiting payment, within its window) refuses it too.
    const pending = await order(s.db, id, 'PENDING_PAYMENT', s.clock.now());
    expect(field(await s.call(me.id_token, DELETE, { c: code, y: true }), 'deleteAccount')).toEqual({
      ok: false,
      refusal: 'OPEN_ORDERS',
      attemptsLeft: null,
    });
    expect(await rows(s.db, sql`select 1 from users where id = ${id} and deleted_at is null`)).toHaveLength(1);
    await s.db.db.execute(sql`update orders set status = 'CANCELLED' where id = ${pending}`);
    expect(field(await s.call(me.id_token, DELETE, { c: code, y: true }), 'deleteAccount')).toMatchObject({ ok: true });
  });

  it('removes the wishlist and the reviews (stars counted again); queues and sends nothing to the erased account', async () => {
    s.later();
    const me = await s.signIn();
    const id = field(await s.call(me.id_token, ME), 'me').id as string;
    const [product] = await rows(s.db, sql`select id from products order by id limit 1`);
    const productId = product!.id as number;
    await s.db.db.execute(sql`insert into wishlist_items (user_id, product_id, added_at, price_minor, in_stock)
      values (${id}, ${productId}, ${s.clock.now()}, 100000, true)`);
    // Their review's photo, used by that review alone.
    const photoKey = 'up-0123456789abcdef01234567';
    await s.db.db.execute(sql`insert into media_assets (key, kind, design, uploaded_by, uses)
      values (${photoKey}, 'review', '{"source":"x.webp"}'::jsonb, ${id}, 1)`);
    await s.db.db.execute(sql`insert into reviews (product_id, author, rating, title, body, user_id, photo_key)
      values (${productId}, 'Asha M.', 1, 'Faded', 'Asha from Park Street: it faded after one wash', ${id}, ${photoKey})`);
    // As if the review were counted in the product's stars.
    await s.db.db.execute(sql`update products set rating_count = 999 where id = ${productId}`);

    await s.call(me.id_token, ASK);
    expect(
      field(await s.call(me.id_token, DELETE, { c: s.lastCode(me.phone), y: true }), 'deleteAccount'),
    ).toMatchObject({ ok: true });
    expect(await rows(s.db, sql`select 1 from wishlist_items where user_id = ${id}`)).toHaveLength(0);
    expect(
      await rows(s.db, sql`select 1 from reviews where user_id = ${id} or body like '%Park Street%'`),
    ).toHaveLength(0);
    const [stars] = await rows(
      s.db,
      sql`select rating_count as n, (select count(*)::int from reviews where product_id = ${productId}
        and sample = false and status = 'visible') as counted from products where id = ${productId}`,
    );
    expect(stars!.n).toBe(stars!.counted);
    // The photo is used no more, so the sweeper deletes it once its wait is over.
    const [asset] = await rows(s.db, sql`select uses, unused_since from media_assets where key = ${photoKey}`);
    expect(asset!.uses).toBe(0);
    expect(asset!.unused_since).not.toBeNull();

    // An order of theirs moving on later (shipped, say) queues nothing for them.
    const message = { locale: 'en' as const, payload: { orderNumber: 'SIL-1' }, userId: id };
    await enqueueNotification(
      s.db.db,
      { ...message, kind: 'ORDER_SHIPPED', dedupeKey: `after-erase:${id}` },
      s.clock.now(),
    );
    expect(
      await rows(s.db, sql`select 1 from notification_outbox where dedupe_key = ${`after-erase:${id}`}`),
    ).toHaveLength(0);
    // One queued as the deletion committed (a race the enqueue's check cannot see) is withdrawn unsent.
    await s.db.db.insert(notificationOutbox).values({
      ...message,
      kind: 'ORDER_SHIPPED',
      dedupeKey: `raced-erase:${id}`,
      nextAttemptAt: s.clock.now(),
      createdAt: s.clock.now(),
    });
    const sent: Delivery[] = [];
    const sms: Channel = { name: 'sms', reaches: () => true, send: async (d) => void sent.push(d) };
    const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'http://localhost:3000' };
    await deliverDue({ db: s.db.db, channels: [sms], store, now: s.clock.now });
    expect(sent.filter((d) => d.dedupeKey.endsWith(id))).toEqual([]);
    const [raced] = await rows(
      s.db,
      sql`select status, user_id, phone, payload from notification_outbox where dedupe_key = ${`raced-erase:${id}`}`,
    );
    expect(raced).toEqual({ status: 'WITHDRAWN', user_id: null, phone: null, payload: {} });
  });
});
