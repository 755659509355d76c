// Hostile enquiries, GraphQL over HTTP: enquiries sent with someone else's number, signed out or in, must
// never reach that shopper's account nor carry the store's replies there. Against a real server (production
// settings) on each database.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';
import { notificationOutbox } from '../../db/schema/notifications';
import { startTestServer, testClock, type TestClock, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { answer, everything } from './states-kit';

// ── Enquiries sent with someone else's number ─────────────────────────────────────────────────────────
const SEND = 'mutation S($input: SendEnquiryInput!) { sendEnquiry(input: $input) { ok code field retryAfterSeconds } }';
const MINE = '{ myEnquiries { id message reply phone } }';
const REPLY =
  'mutation U($id: ID!, $reply: String) { updateEnquiry(id: $id, status: CONTACTED, reply: $reply) { ok code } }';
const enquiry = { name: 'Not the owner', interest: 'bridal', preferredTime: 'evening' };
type Sent = { ok: boolean; code: string | null; field: string | null };

/** The same number written with digits of other scripts: refused as no phone number at all. */
const foreignDigits = (national: string): [string, string][] => {
  const as = (zero: number) => [...national].map((d) => String.fromCodePoint(zero + Number(d))).join('');
  return [
    ['Devanagari digits', `+९१ ${as(0x966)}`],
    ['Arabic-Indic digits', `+٩١${as(0x660)}`],
    ['full-width digits', `＋９１${as(0xff10)}`],
    ['one Devanagari digit among ASCII ones', `+91${national.slice(0, 9)}${as(0x966).slice(9)}`],
  ];
};

describe.each(testDatabases())('hostile enquiries on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let admin: Shopper;
  let victim: Shopper;

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { production: true, seed: false, clock });
    admin = await createShopper(db, server, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // A fresh window for the per-number and per-address limits (every request comes from one loopback address).
  beforeEach(async () => {
    clock.advance(2 * 3_600_000);
    victim = await createShopper(db, server);
  });

  const send = (who: Shopper | null, phone: string, message: string) =>
    answer<Sent>(server, who, SEND, { input: { ...enquiry, phone, message } }, 'sendEnquiry');
  /** The store answers every enquiry sent with this message: each answer is a message queued. */
  async function replyToAll(message: string): Promise<string[]> {
    const rows = await db.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.message, message));
    for (const { id } of rows)
      expect(
        await answer<{ ok: boolean }>(
          server,
          admin,
          REPLY,
          { id, reply: `About "${message}": done.` },
          'updateEnquiry',
        ),
      ).toMatchObject({ ok: true });
    return rows.map((r) => r.id);
  }
  /** What the victim's account shows, and every message queued for it: nothing, always. */
  async function expectVictimUntouched(): Promise<void> {
    expect(await answer<unknown[]>(server, victim, MINE, {}, 'myEnquiries')).toEqual([]);
    expect(await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, victim.id))).toEqual([]);
    expect(await db.db.select().from(enquiries).where(eq(enquiries.userId, victim.id))).toEqual([]);
  }
  const answersTo = (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.db
          .select()
          .from(notificationOutbox)
          .where(
            and(
              eq(notificationOutbox.kind, 'ENQUIRY_ANSWERED'),
              inArray(sql`${notificationOutbox.payload}->>'enquiryId'`, ids),
            ),
          );

  it("twenty enquiries sent signed out at once with another shopper's number: none reach their account, nor the store's replies", async () => {
    const message = 'Please send my order to 4 Hill Road instead.';
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(null, victim.phone, message)));
    // The limits let a few through, and refuse the rest by name.
    expect(answers.filter((a) => a.ok).length).toBeGreaterThan(0);
    expect(answers.filter((a) => !a.ok).every((a) => a.code === 'TOO_MANY')).toBe(true);
    const ids = await replyToAll(message);
    expect(ids).toHaveLength(answers.filter((a) => a.ok).length);
    const replies = await answersTo(ids);
    expect(replies).toHaveLength(ids.length);
    // Each reply goes to the number typed, as a message tied to no account.
    for (const r of replies) expect(r).toMatchObject({ userId: null, phone: victim.phone });
    await expectVictimUntouched();
  });

  it("the other shopper's number written otherwise (spaces, a 0 in front, dashes, brackets): the same number, still kept out of their account", async () => {
    const national = victim.phone.slice(3);
    const formats: [string, string][] = [
      ['with spaces', `+91 ${national.slice(0, 5)} ${national.slice(5)}`],
      ['with a 0 in front', `0${national}`],
      ['with a 0 and a space', `0${national.slice(0, 5)} ${national.slice(5)}`],
      ['with brackets and a dash', `(+91) ${national.slice(0, 5)}-${national.slice(5)}`],
      ['with dots', `+91.${national.slice(0, 5)}.${national.slice(5)}`],
    ];
    for (const [label, phone] of formats) {
      clock.advance(2 * 3_600_000);
      const message = `Written ${label}: please call me back.`;
      expect(await send(null, phone, message), label).toEqual({
        ok: true,
        code: null,
        field: null,
        retryAfterSeconds: null,
      });
      const [row] = await db.db.select().from(enquiries).where(eq(enquiries.message, message));
      expect(row, label).toMatchObject({ phone: victim.phone, userId: null });
      const ids = await replyToAll(message);
      for (const r of await answersTo(ids)) expect(r, label).toMatchObject({ userId: null, phone: victim.phone });
    }
    await expectVictimUntouched();

    // Digits of other scripts are no phone number: refused on the field, nothing kept.
    const before = await everything(db);
    for (const [label, phone] of foreignDigits(national)) {
      expect(await send(null, phone, `Written with ${label}.`), label).toEqual({
        ok: false,
        code: 'INVALID_PHONE',
        field: 'phone',
        retryAfterSeconds: null,
      });
    }
    expect(await everything(db)).toEqual(before);
    await expectVictimUntouched();
  });

  it("an enquiry sent signed in with another shopper's number joins the sender's account only, and so does the reply", async () => {
    const stranger = await createShopper(db, server);
    const message = 'Change the delivery on my number to my address.';
    const spaced = `+91 ${victim.phone.slice(3, 8)} ${victim.phone.slice(8)}`;
    expect(await send(stranger, spaced, message)).toMatchObject({ ok: true });
    const [id] = await replyToAll(message);
    const theirs = await answer<{ id: string; phone: string; reply: string | null }[]>(
      server,
      stranger,
      MINE,
      {},
      'myEnquiries',
    );
    expect(theirs).toEqual([expect.objectContaining({ id, phone: victim.phone, reply: `About "${message}": done.` })]);
    expect(await answersTo([id!])).toEqual([expect.objectContaining({ userId: stranger.id, phone: victim.phone })]);
    await expectVictimUntouched();
  });
});
