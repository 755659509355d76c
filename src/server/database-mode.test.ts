import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client';
import { consultationCells, consultations, designerHours, designerProfiles } from '../db/schema/consultations';
import { refreshTokens, users } from '../db/schema/identity';
import { notificationOutbox } from '../db/schema/notifications';
import { ensureDemoDesk } from '../api/consultations/demo-desk';
import type { Channel } from '../api/notifications/channels';
import { enqueueNotification } from '../api/notifications/outbox';
import { liveDatabaseGate } from '../api/notifications/setup';
import { deliverDue } from '../api/notifications/worker';
import { log } from '../log';
import { testDatabases } from '../test/databases';
import { gql, startTestServer, testClock, type TestServer } from '../test/gateway-server';
import { createShopper, gqlAs } from '../test/shoppers';
import { checkDatabaseMode, DemoOnLiveDatabase, settleDatabaseMode } from './database-mode';
import { kitOf, liveLines, recordingSms, store } from '../test/live-mode';

const SEND = 'mutation S($phone: String!) { userservice { sendOtp(phone: $phone) { ok refusal } } }';
const VERIFY =
  'mutation V($phone: String!, $code: String!) { userservice { verifyOtp(phone: $phone, code: $code) { ok refusal id_token refresh_token } } }';
const REFRESH = 'mutation R($token: String!) { userservice { refreshToken(token: $token) { token } } }';
const ME = '{ me { roles } }';
const DAY = '{ designerDay { designerId consultation { id } } }';
const SLOTS = `query Q($tz: String!, $d: Int!) { consultationSlots(timeZone: $tz, durationMinutes: $d) { ok days { date starts } } }`;
const BOOK = `mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id designerName } } }`;

const deskPhone = '+919000000099';
// The clock: Sunday 22 Nov 2026, 15:30 in Kolkata. The desk works Monday to Saturday, 10:00-19:00 there.
const tuesdayTen = new Date('2026-11-24T10:00:00+05:30').toISOString();
const booking = {
  startsAt: tuesdayTen,
  durationMinutes: 30,
  topic: 'BRIDAL',
  channel: 'VIDEO',
  timeZone: 'Asia/Kolkata',
};

type Tokens = { ok: boolean; id_token: string; refresh_token: string };

async function signIn(server: TestServer, inbox: { to: string; body: string }[], phone: string): Promise<Tokens> {
  expect((await gql(server, SEND, { variables: { phone } })).body.data).toMatchObject({
    userservice: { sendOtp: { ok: true } },
  });
  const code = /\b(\d{6})\b/.exec([...inbox].reverse().find((m) => m.to === phone)?.body ?? '')?.[1] ?? '';
  const res = await gql(server, VERIFY, { variables: { phone, code } });
  return (res.body.data as { userservice: { verifyOtp: Tokens } }).userservice.verifyOtp;
}

const as = (token: string, role: string) => ({ role, authorization: `Bearer ${token}` });
const errorCode = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

describe.each(testDatabases())('a database that was a demo, started live, on $kind', ({ open }) => {
  let db: DbHandle | undefined;
  const servers: TestServer[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const s of servers.splice(0)) await s.close();
    await db?.close();
    db = undefined;
  });

  it("loses its design desk, the desk's calls and sign-ins and every queued message: the desk cannot sign in as a designer or be booked, and no demo message is sent", async () => {
    db = await open();
    const clock = testClock();
    const inbox: { to: string; body: string }[] = [];

    // The demo: its desk, the desk signed in, a shopper's call with the desk, and messages queued.
    expect(await settleDatabaseMode(db.db, true, clock.now())).toBeNull();
    await ensureDemoDesk(db.db, clock.now());
    const demo = await startTestServer(db, { seed: false, clock, kit: await kitOf(db, clock, inbox) });
    servers.push(demo);
    const desk = await signIn(demo, inbox, deskPhone);
    expect(desk.ok).toBe(true);
    expect((await gql(demo, ME, { headers: as(desk.id_token, 'designer') })).body.data).toEqual({
      me: { roles: ['customer', 'designer'] },
    });
    expect((await gql(demo, DAY, { headers: as(desk.id_token, 'designer') })).body.errors).toBeUndefined();
    const shopper = await createShopper(db, demo);
    const booked = await gqlAs<{
      bookConsultation: { ok: boolean; consultation: { id: string; designerName: string } };
    }>(demo, shopper, BOOK, { input: booking });
    expect(booked.data.bookConsultation).toMatchObject({
      ok: true,
      consultation: { designerName: 'Silai design desk' },
    });
    const callId = booked.data.bookConsultation.consultation.id;
    for (let i = 0; i < 5; i++) {
      await enqueueNotification(
        db.db,
        {
          kind: 'ORDER_PAID',
          dedupeKey: `demo-order-paid:${i}`,
          phone: `+91981234000${i}`,
          locale: 'en',
          payload: { orderNumber: `SL-DEMO000${i}` },
        },
        clock.now(),
      );
    }
    const queued = await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'PENDING'));
    // Booked, two reminders, five order messages.
    expect(queued).toHaveLength(8);

    // A live worker of its own, started before the store: the database is not live yet, so it sends nothing.
    const early = recordingSms();
    const gate = liveDatabaseGate(db.db);
    const worker = (channel: Channel) =>
      deliverDue({ db: db!.db, channels: [channel], store, now: clock.now, live: true, mayDeliver: gate });
    expect(await worker(early.channel)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(early.sent).toEqual([]);

    // The live start.
    const notice = vi.spyOn(log, 'notice');
    const switched = await settleDatabaseMode(db.db, false, clock.now());
    expect(switched).toMatchObject({
      wasDemo: true,
      deskRolesDropped: 1,
      messagesWithdrawn: 8,
      desk: { hours: 6, cancelledCalls: 1 },
    });
    expect(switched!.signInsEnded).toBeGreaterThanOrEqual(2);
    expect(liveLines(notice)).toEqual({
      'live mode: demo design desk removed': {
        designers: 1,
        designerRolesDropped: 1,
        hoursRemoved: 6,
        daysOffRemoved: 0,
      },
      'live mode: demo design desk calls cancelled, shoppers not messaged': {
        calls: 1,
        cellsReleased: switched!.desk.releasedCells,
      },
      'live mode: demo sign-ins ended': { signIns: switched!.signInsEnded },
      'live mode: demo messages withdrawn, never sent': { messages: 8 },
      'live mode: this database was a demo and is now live': { since: clock.now().toISOString() },
    });
    expect(switched!.desk.releasedCells).toBeGreaterThan(0);

    // What is left: the call cancelled with its cells free, no desk, no designer role, nothing pending, no new message.
    expect((await db.db.select().from(consultations).where(eq(consultations.id, callId)))[0]!.status).toBe('CANCELLED');
    expect(await db.db.select().from(consultationCells)).toEqual([]);
    expect(await db.db.select().from(designerProfiles)).toEqual([]);
    expect(await db.db.select().from(designerHours)).toEqual([]);
    expect((await db.db.select().from(users).where(eq(users.phone, deskPhone)))[0]!.roles).toEqual(['customer']);
    const outbox = await db.db.select().from(notificationOutbox);
    expect(outbox.map((m) => m.status)).toEqual(Array(8).fill('WITHDRAWN'));
    expect((await db.db.select().from(refreshTokens)).every((t) => t.revokedAt !== null)).toBe(true);

    // The live store, restarted with the same secret: the desk's demo session is dead, and a fresh
    // sign-in with a code sent to that number is a shopper's, not a designer's.
    await demo.close();
    servers.splice(0);
    const live = await startTestServer(db, { seed: false, clock, kit: await kitOf(db, clock, inbox) });
    servers.push(live);
    expect(errorCode((await gql(live, DAY, { headers: as(desk.id_token, 'designer') })).body)).toBe('invalid-jwt');
    expect(errorCode((await gql(live, REFRESH, { variables: { token: desk.refresh_token } })).body)).toBe(
      'refresh-invalid',
    );
    clock.advance(60_000);
    const again = await signIn(live, inbox, deskPhone);
    expect(again.ok).toBe(true);
    expect((await gql(live, ME, { headers: as(again.id_token, 'customer') })).body.data).toEqual({
      me: { roles: ['customer'] },
    });
    expect(errorCode((await gql(live, DAY, { headers: as(again.id_token, 'designer') })).body)).toBe('access-denied');

    // The shopper's demo sign-in ended too; signed in again, nobody can book the desk: no times
    // offered, and its old time is outside everyone's hours.
    expect(errorCode((await gql(live, ME, { headers: await shopper.headers() })).body)).toBe('invalid-jwt');
    const liveShopper = await createShopper(db, live);
    const slots = await gqlAs<{ consultationSlots: { ok: boolean; days: unknown[] } }>(live, liveShopper, SLOTS, {
      tz: 'Asia/Kolkata',
      d: 30,
    });
    expect(slots.data.consultationSlots).toEqual({ ok: true, days: [] });
    const refused = await gqlAs<{ bookConsultation: { ok: boolean; refusal: string } }>(live, liveShopper, BOOK, {
      input: booking,
    });
    expect(refused.data.bookConsultation).toMatchObject({ ok: false, refusal: 'SLOT_UNAVAILABLE' });

    // The worker that waited now runs, days later when every reminder would be due: no demo message
    // leaves; a message the live store queues does.
    clock.advance(3 * 86_400_000);
    const afterwards = recordingSms();
    await enqueueNotification(
      db.db,
      {
        kind: 'ORDER_PAID',
        dedupeKey: 'live-order-paid:1',
        phone: '+919812345678',
        locale: 'en',
        payload: { orderNumber: 'SL-LIVE0001' },
      },
      clock.now(),
    );
    expect(await worker(afterwards.channel)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(afterwards.sent.map((d) => d.dedupeKey)).toEqual(['live-order-paid:1']);

    // Starting live again changes nothing and says nothing; a demo is refused on this database.
    notice.mockClear();
    expect(await settleDatabaseMode(db.db, false, clock.now())).toMatchObject({
      wasDemo: false,
      signInsEnded: 0,
      messagesWithdrawn: 0,
    });
    expect(liveLines(notice)).toEqual({});
    expect((await gqlAs<{ me: { roles: string[] } }>(live, liveShopper, ME)).data.me.roles).toEqual(['customer']);
    await expect(settleDatabaseMode(db.db, true, clock.now())).rejects.toThrow(DemoOnLiveDatabase);
    await expect(settleDatabaseMode(db.db, true, clock.now())).rejects.toThrow(
      /^DEMO_MODE: this database has been live since /,
    );
    await expect(checkDatabaseMode(db.db, true)).rejects.toThrow(DemoOnLiveDatabase);
    await expect(checkDatabaseMode(db.db, false)).resolves.toBeUndefined();
  });
});
