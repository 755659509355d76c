import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { profileSuite } from '../../test/profile-suite';
import type { DbHandle } from '../../db/client';

const ME = '{ me { id phone name email } }';
const ASK = 'mutation { requestAccountDeletionCode { ok refusal } }';
const DELETE =
  'mutation($c: String!, $y: Boolean!) { deleteAccount(code: $c, confirm: $y) { ok refusal attemptsLeft } }';
const REFRESH = 'mutation($t: String!) { userservice { refreshToken(token: $t) { token } } }';
const NAME = 'mutation { updateProfile(name: "Meera Iyer", email: "meera@example.in") { ok } }';

type Body = { data?: Record<string, unknown> | null; errors?: unknown };
const field = (b: Body, name: string) => (b.data as Record<string, Record<string, unknown>>)[name]!;
const rows = async (db: DbHandle, q: ReturnType<typeof sql>) =>
  ((await db.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** A shopper's belongings, written straight to the tables: an address, a profile, a cart, an enquiry, a delivered order, two calls. */
async function belongings(db: DbHandle, userId: string, phone: string, now: Date) {
  const [designer] = await rows(
    db,
    sql`insert into users (phone, roles) values (${`+9190000${Math.floor(Math.random() * 90000 + 10000)}`}, '{customer,designer}') returning id`,
  );
  await db.db.execute(sql`insert into addresses (user_id, name, phone, line1, city, postal_code, country)
    values (${userId}, 'Meera Iyer', ${phone}, '12 Marine Drive', 'Mumbai', '400002', 'IN')`);
  await db.db
    .execute(sql`insert into measurement_profiles (user_id, name, garment, unit, values_mm, created_at, updated_at)
    values (${userId}, 'Meera blouse', 'blouse', 'cm', '{}'::jsonb, ${now}, ${now})`);
  await db.db.execute(sql`insert into carts (user_id, items) values (${userId}, '[]'::jsonb)`);
  await db.db
    .execute(sql`insert into enquiries (name, phone, interest, preferred_time, message, locale, ip, user_id, created_at, updated_at)
    values ('Meera Iyer', ${phone}, 'saree', 'anytime', 'A silk for my sister', 'en', '203.0.113.9', ${userId}, ${now}, ${now})`);
  await db.db
    .execute(sql`insert into orders (number, user_id, status, payment_method, payment_status, currency, subtotal_minor,
      delivery_fee_minor, total_minor, address, zone, has_tailoring, idempotency_key, request_hash, created_at, updated_at)
    values (${`SIL-T${Math.floor(Math.random() * 1e6)}`}, ${userId}, 'DELIVERED', 'COD', 'PAID', 'INR', 680000, 0, 680000,
      ${JSON.stringify({ name: 'Meera Iyer', phone, line1: '12 Marine Drive', city: 'Mumbai' })}::jsonb,
      'metro', false, 'k1', 'h1', ${now}, ${now})`);
  const call = async (startsAt: Date) => {
    const [c] = await rows(
      db,
      sql`insert into consultations (designer_id, user_id, phone, topic, channel, starts_at, duration_minutes, time_zone, locale, notes, created_at, updated_at)
        values (${designer!.id}, ${userId}, ${phone}, 'BRIDAL', 'VIDEO', ${startsAt}, 30, 'Asia/Kolkata', 'en', 'Prefers red', ${now}, ${now}) returning id`,
    );
    await db.db.execute(sql`insert into consultation_cells (designer_id, cell_start, consultation_id)
      values (${designer!.id}, ${startsAt}, ${c!.id})`);
    return c!.id as string;
  };
  return {
    future: await call(new Date(now.getTime() + 3 * 86_400_000)),
    past: await call(new Date(now.getTime() - 3 * 86_400_000)),
  };
}

describe.each(testDatabases())('account deletion on $kind', ({ open }) => {
  const s = profileSuite(open);

  it('erases personal data, keeps orders, releases future calls, signs out everywhere; the number starts afresh', async () => {
    const phone = s.nextPhone();
    const me = await s.signIn(phone);
    const tablet = await s.signIn(phone);
    await s.call(me.id_token, NAME);
    const id = field(await s.call(me.id_token, ME), 'me').id as string;
    const calls = await belongings(s.db, id, phone, s.clock.now());

    // Confirmation is required, then a fresh code to the phone; a wrong one changes nothing.
    expect(field(await s.call(me.id_token, ASK), 'requestAccountDeletionCode')).toMatchObject({ ok: true });
    const code = s.lastCode(phone);
    expect(field(await s.call(me.id_token, DELETE, { c: code, y: false }), 'deleteAccount')).toMatchObject({
      ok: false,
      refusal: 'NOT_CONFIRMED',
    });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(field(await s.call(me.id_token, DELETE, { c: wrong, y: true }), 'deleteAccount')).toEqual({
      ok: false,
      refusal: 'CODE_INVALID',
      attemptsLeft: 4,
    });
    expect(await rows(s.db, sql`select 1 from addresses where user_id = ${id}`)).toHaveLength(1);

    expect(field(await s.call(me.id_token, DELETE, { c: code, y: true }), 'deleteAccount')).toEqual({
      ok: true,
      refusal: null,
      attemptsLeft: null,
    });
    const [user] = await rows(s.db, sql`select phone, name, email, deleted_at from users where id = ${id}`);
    expect(user).toMatchObject({ phone: `deleted:${id}`, name: null, email: null });
    expect(user!.deleted_at).not.toBeNull();
    for (const table of ['addresses', 'measurement_profiles', 'carts', 'enquiries'])
      expect(await rows(s.db, sql`select 1 from ${sql.identifier(table)} where user_id = ${id}`)).toHaveLength(0);
    expect(await rows(s.db, sql`select 1 from enquiries where phone = ${phone} or name = 'Meera Iyer'`)).toHaveLength(
      0,
    );
    // The order stays, as the law requires invoices to.
    expect(await rows(s.db, sql`select 1 from orders where user_id = ${id}`)).toHaveLength(1);
    const consultations = await rows(
      s.db,
      sql`select id, status, phone, notes from consultations where user_id = ${id}`,
    );
    expect(consultations.find((c) => c.id === calls.future)).toMatchObject({
      status: 'CANCELLED',
      phone: '',
      notes: null,
    });
    expect(consultations.find((c) => c.id === calls.past)).toMatchObject({ status: 'BOOKED', phone: '', notes: null });
    expect(
      await rows(s.db, sql`select 1 from consultation_cells where consultation_id = ${calls.future}`),
    ).toHaveLength(0);
    // Audited without personal data.
    const [audit] = await rows(
      s.db,
      sql`select after from audit_log where entity_id = ${id} and action = 'account-deleted'`,
    );
    expect(JSON.stringify(audit)).not.toMatch(/Meera|Marine|\+91/);

    // Signed out everywhere: id tokens and refresh tokens of both devices.
    for (const device of [me, tablet]) {
      expect((await s.call(device.id_token, ME)).errors).toBeDefined();
      expect((await s.call(null, REFRESH, { t: device.refresh_token })).errors).toBeDefined();
    }
    // The same number later: a brand-new, empty account.
    s.later();
    const again = await s.signIn(phone);
    const fresh = field(await s.call(again.id_token, ME), 'me');
    expect(fresh).toMatchObject({ phone, name: null, email: null });
    expect(fresh.id).not.toBe(id);
  });

  it("cannot delete someone else's account, nor a staff account", async () => {
    s.later();
    const victim = await s.signIn();
    const attacker = await s.signIn();
    await s.call(victim.id_token, ASK);
    const victimCode = s.lastCode(victim.phone);
    expect(field(await s.call(attacker.id_token, DELETE, { c: victimCode, y: true }), 'deleteAccount')).toMatchObject({
      ok: false,
      refusal: 'CODE_INVALID',
    });
    expect(field(await s.call(victim.id_token, ME), 'me')).toMatchObject({ phone: victim.phone });
    expect((await s.call(null, DELETE, { c: victimCode, y: true })).errors).toBeDefined();

    const staff = await s.signIn();
    await s.db.db.execute(sql`update users set roles = '{customer,designer}' where phone = ${staff.phone}`);
    expect(field(await s.call(staff.id_token, ASK), 'requestAccountDeletionCode')).toMatchObject({
      ok: false,
      refusal: 'STAFF_ACCOUNT',
    });
  });
});
