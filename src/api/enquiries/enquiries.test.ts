import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';
import { notificationOutbox } from '../../db/schema/notifications';
import { testDatabases } from '../../test/databases';
import { startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { canMoveEnquiry, messageProblem } from '../../lib/enquiry-rules';

const SEND = `mutation S($input: SendEnquiryInput!) { sendEnquiry(input: $input) { ok code field retryAfterSeconds } }`;
const MINE = `{ myEnquiries { id status reply message phone } }`;
const STAFF = `query L($status: EnquiryStatus) { staffEnquiries(status: $status) { id name status reply } }`;
const UPDATE = `mutation U($id: ID!, $status: EnquiryStatus!, $reply: String) { updateEnquiry(id: $id, status: $status, reply: $reply) { ok code enquiry { id status reply } } }`;

type Send = {
  sendEnquiry: { ok: boolean; code: string | null; field: string | null; retryAfterSeconds: number | null };
};
type Update = {
  updateEnquiry: {
    ok: boolean;
    code: string | null;
    enquiry: { id: string; status: string; reply: string | null } | null;
  };
};

const hour = 60 * 60_000;
const valid = {
  name: 'Meera Iyer',
  phone: '+91 98200 12345',
  interest: 'bridal',
  preferredTime: 'evening',
  message: 'I need a lehenga blouse\nfor December.',
};

describe('enquiry rules', () => {
  it('moves forward only and refuses markup, controls and length, keeping line breaks', () => {
    expect(canMoveEnquiry('NEW', 'CONTACTED')).toBe(true);
    expect(canMoveEnquiry('CONTACTED', 'CLOSED')).toBe(true);
    expect(canMoveEnquiry('CLOSED', 'NEW')).toBe(false);
    expect(canMoveEnquiry('CONTACTED', 'NEW')).toBe(false);
    expect(messageProblem('two\nlines', 2000)).toBeNull();
    expect(messageProblem('<script>alert(1)</script>', 2000)).toBe('INVALID_CHARACTERS');
    expect(messageProblem('bell\u0007', 2000)).toBe('INVALID_CHARACTERS');
    expect(messageProblem('x'.repeat(2001), 2000)).toBe('TOO_LONG');
    expect(messageProblem('', 2000)).toBe('REQUIRED');
  });
});

describe.each(testDatabases())('enquiries on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let admin: Shopper;
  let designer: Shopper;
  let shopper: Shopper;

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { seed: false, clock });
    admin = await createShopper(db, server, 'admin');
    designer = await createShopper(db, server, 'designer');
    shopper = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // Every test starts in a fresh window for the limits (all requests come from one loopback address).
  beforeEach(() => clock.advance(2 * hour));

  const send = async (input: Record<string, unknown>, who: Shopper | null = null) =>
    (await gqlAs<Send>(server, who, SEND, { input })).data.sendEnquiry;
  const count = async () => (await db.db.select().from(enquiries)).length;

  it('accepts an enquiry signed out, normalises the phone and keeps line breaks', async () => {
    const before = await count();
    expect(await send({ ...valid, phone: '98200 12345' })).toEqual({
      ok: true,
      code: null,
      field: null,
      retryAfterSeconds: null,
    });
    const rows = await db.db.select().from(enquiries).where(eq(enquiries.phone, '+919820012345'));
    expect(rows.at(-1)).toMatchObject({
      name: 'Meera Iyer',
      status: 'NEW',
      message: 'I need a lehenga blouse\nfor December.',
      userId: null,
      locale: 'en',
    });
    expect(await count()).toBe(before + 1);
  });

  it('refuses bad input with a typed reason and keeps nothing', async () => {
    const before = await count();
    expect(await send({ ...valid, message: 'x'.repeat(10_240) })).toMatchObject({
      ok: false,
      code: 'TOO_LONG',
      field: 'message',
    });
    expect(await send({ ...valid, message: ' '.repeat(10_240) })).toMatchObject({
      ok: false,
      code: 'TOO_LONG',
      field: 'message',
    });
    expect(await send({ ...valid, message: 'hello\u0000there' })).toMatchObject({
      ok: false,
      code: 'INVALID_CHARACTERS',
      field: 'message',
    });
    expect(await send({ ...valid, message: 'hi <script>alert(1)</script>' })).toMatchObject({
      ok: false,
      code: 'INVALID_CHARACTERS',
      field: 'message',
    });
    expect(await send({ ...valid, name: 'Meera\u202e' })).toMatchObject({
      ok: false,
      code: 'INVALID_CHARACTERS',
      field: 'name',
    });
    expect(await send({ ...valid, name: '   ' })).toMatchObject({ ok: false, code: 'REQUIRED', field: 'name' });
    expect(await send({ ...valid, phone: '12' })).toMatchObject({ ok: false, code: 'INVALID_PHONE', field: 'phone' });
    expect(await send({ ...valid, interest: 'weapons' })).toMatchObject({
      ok: false,
      code: 'INVALID_CHOICE',
      field: 'interest',
    });
    expect(await send({ ...valid, preferredTime: 'midnight' })).toMatchObject({
      ok: false,
      code: 'INVALID_CHOICE',
      field: 'preferredTime',
    });
    expect(await send({ ...valid, message: '' })).toMatchObject({ ok: false, code: 'REQUIRED', field: 'message' });
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a real enquiry and keeps nothing', async () => {
    const before = await count();
    expect(await send({ ...valid, phone: '+91 98200 00001', website: 'http://spam.example' })).toEqual({
      ok: true,
      code: null,
      field: null,
      retryAfterSeconds: null,
    });
    expect(await count()).toBe(before);
  });

  it('limits a burst from one phone, then from one address, and lets them in again after the window', async () => {
    const phone = '+91 98200 00002';
    const results = await Promise.all(Array.from({ length: 6 }, () => send({ ...valid, phone })));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r).toMatchObject({ code: 'TOO_MANY', field: 'phone' });
      expect(r.retryAfterSeconds).toBeGreaterThan(0);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(3600);
    }
    // Three more numbers from the same address reach the per-address limit of six.
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await send({ ...valid, phone: `+91 98200 0010${i}` }));
    expect(others.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(others[3]).toMatchObject({ code: 'TOO_MANY', field: null });
    clock.advance(hour + 1000);
    expect((await send({ ...valid, phone })).ok).toBe(true);
  });

  it('lets designers and admins answer and move forward only; shoppers and visitors may not; a reply is announced once', async () => {
    await send({ ...valid, phone: shopper.phone, name: 'Asha' }, shopper);
    const id = (await db.db.select().from(enquiries).where(eq(enquiries.userId, shopper.id)))[0]!.id;

    // Who may see and change it.
    for (const who of [null, shopper]) {
      const list = await gqlAs(server, who, STAFF, {});
      expect(list.errors?.[0]?.extensions?.code).toBe('access-denied');
      const moved = await gqlAs(server, who, UPDATE, { id, status: 'CONTACTED', reply: 'hi' });
      expect(moved.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
    // A customer token asking for the admin role gets nothing either.
    const asked = await gqlAs(
      server,
      { ...shopper, headers: async () => ({ ...(await shopper.headers()), role: 'admin' }) },
      STAFF,
      {},
    );
    expect(asked.errors?.[0]?.extensions?.code).toBe('access-denied');
    const staffList = await gqlAs<{ staffEnquiries: { id: string }[] }>(server, designer, STAFF, { status: 'NEW' });
    expect(staffList.data.staffEnquiries.map((e) => e.id)).toContain(id);

    const reply = 'Boat neck suits you; call at 6 pm?';
    const contacted = await gqlAs<Update>(server, designer, UPDATE, { id, status: 'CONTACTED', reply });
    expect(contacted.data.updateEnquiry).toMatchObject({ ok: true, enquiry: { status: 'CONTACTED', reply } });
    // The same reply again is no new message; staying put without a new reply is refused.
    expect(
      (await gqlAs<Update>(server, admin, UPDATE, { id, status: 'CONTACTED', reply })).data.updateEnquiry,
    ).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect((await gqlAs<Update>(server, admin, UPDATE, { id, status: 'NEW' })).data.updateEnquiry).toMatchObject({
      ok: false,
      code: 'NOT_ALLOWED',
    });
    expect(
      (await gqlAs<Update>(server, admin, UPDATE, { id, status: 'CONTACTED', reply: '<b>x</b>' })).data.updateEnquiry,
    ).toMatchObject({ ok: false, code: 'INVALID_CHARACTERS' });
    expect(
      (await gqlAs<Update>(server, admin, UPDATE, { id: '00000000-0000-4000-8000-000000000000', status: 'CLOSED' }))
        .data.updateEnquiry,
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(
      (await gqlAs<Update>(server, admin, UPDATE, { id: 'nope', status: 'CLOSED' })).data.updateEnquiry,
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });

    const messages = await db.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, 'ENQUIRY_ANSWERED'));
    const mine = messages.filter((m) => (m.payload as { enquiryId?: string }).enquiryId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      userId: shopper.id,
      phone: shopper.phone,
      locale: 'en',
      status: 'PENDING',
      payload: { reply, name: 'Asha' },
    });

    // The shopper sees it at /enquiry, sent from their account; others do not.
    const seen = await gqlAs<{ myEnquiries: { id: string; status: string; reply: string | null }[] }>(
      server,
      shopper,
      MINE,
    );
    expect(seen.data.myEnquiries.find((e) => e.id === id)).toMatchObject({ status: 'CONTACTED', reply });
    const other = await gqlAs<{ myEnquiries: { id: string }[] }>(server, designer, MINE);
    expect(other.data.myEnquiries.map((e) => e.id)).not.toContain(id);
    expect((await gqlAs(server, null, MINE)).errors?.[0]?.extensions?.code).toBe('access-denied');

    expect((await gqlAs<Update>(server, admin, UPDATE, { id, status: 'CLOSED' })).data.updateEnquiry).toMatchObject({
      ok: true,
      enquiry: { status: 'CLOSED', reply },
    });
    expect((await gqlAs<Update>(server, admin, UPDATE, { id, status: 'CONTACTED' })).data.updateEnquiry).toMatchObject({
      ok: false,
      code: 'NOT_ALLOWED',
    });
  });

  it("keeps an enquiry sent signed out with someone's number, and the store's reply to it, out of that person's account", async () => {
    const victim = await createShopper(db, server);
    const stranger = await createShopper(db, server);
    const message = 'Please change the delivery address of my order to 4 Hill Road.';
    expect((await send({ ...valid, phone: victim.phone, name: 'Not the owner', message })).ok).toBe(true);
    // Signed in as someone else, with the victim's number: it joins the sender's account, not the victim's.
    expect(
      (await send({ ...valid, phone: victim.phone, name: 'Stranger', message: 'From the stranger' }, stranger)).ok,
    ).toBe(true);
    const [anonymous] = await db.db.select().from(enquiries).where(eq(enquiries.message, message));
    expect(anonymous).toMatchObject({ phone: victim.phone, userId: null });
    const reply = 'Done: your order now goes to 4 Hill Road.';
    expect(
      (await gqlAs<Update>(server, admin, UPDATE, { id: anonymous!.id, status: 'CONTACTED', reply })).data.updateEnquiry
        .ok,
    ).toBe(true);

    const seen = await gqlAs<{ myEnquiries: { id: string; message: string; reply: string | null }[] }>(
      server,
      victim,
      MINE,
    );
    expect(seen.data.myEnquiries).toEqual([]);
    const theirs = await gqlAs<{ myEnquiries: { message: string }[] }>(server, stranger, MINE);
    expect(theirs.data.myEnquiries.map((e) => e.message)).toEqual(['From the stranger']);
    // The answer goes to the number the sender typed, as a message tied to no account.
    const answered = (
      await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.kind, 'ENQUIRY_ANSWERED'))
    ).filter((m) => (m.payload as { enquiryId?: string }).enquiryId === anonymous!.id);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ userId: null, phone: victim.phone });
  });

  it('joins an enquiry sent signed in to the account, whatever number it gives', async () => {
    const asha = await createShopper(db, server);
    expect(
      (await send({ ...valid, phone: '+91 98200 55555', message: 'Call my sister on this number.' }, asha)).ok,
    ).toBe(true);
    const mine = await gqlAs<{ myEnquiries: { message: string; phone: string }[] }>(server, asha, MINE);
    expect(mine.data.myEnquiries).toEqual([
      expect.objectContaining({ message: 'Call my sister on this number.', phone: '+919820055555' }),
    ]);
  });
});
