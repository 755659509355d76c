import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { consultationCells, consultations, designerProfiles } from '../../db/schema/consultations';
import { notificationOutbox } from '../../db/schema/notifications';
import { startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { createDesigner, everyDay, ist } from '../../test/consultations-api';
import type { Channel, Delivery } from '../notifications/channels';
import { enqueueNotification } from '../notifications/outbox';
import { deliverDue } from '../notifications/worker';
import type { WorkerSettings } from '../notifications/worker-settings';
import { bookConsultation, cancelConsultation, rescheduleConsultation } from './service';
import { defaultConsultationSettings } from './settings';

const BOOK = `mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id startsAt } } }`;
const RESCHEDULE = `mutation R($id: ID!, $at: String!, $tz: String!) { rescheduleConsultation(id: $id, startsAt: $at, timeZone: $tz) { ok refusal consultation { id startsAt } } }`;
const CANCEL = `mutation C($id: ID!) { cancelConsultation(id: $id) { ok refusal } }`;

type Answer = { ok: boolean; refusal: string | null; consultation: { id: string; startsAt: string } | null };

// The clock: Sunday 22 Nov 2026, 15:30 in Kolkata; the designer works 10:00-20:00 every day.
const booking = (startsAt: string) => ({
  startsAt,
  durationMinutes: 30,
  topic: 'BRIDAL' as const,
  channel: 'VIDEO' as const,
  timeZone: 'Asia/Kolkata',
  locale: 'en' as const,
});
const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'http://localhost:3000' };

/** An SMS provider that takes everything and remembers it. */
function inbox() {
  const got: Delivery[] = [];
  const channel: Channel = { name: 'sms', reaches: (d) => d.to.phone !== null, send: async (d) => void got.push(d) };
  return { channel, got, to: (phone: string) => got.filter((d) => d.to.phone === phone) };
}

describe.each(testDatabases())('booking changes and their messages on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { seed: false, clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // Each scenario starts with one designer, no bookings and an empty outbox.
  beforeEach(async () => {
    await db.db.delete(consultations);
    await db.db.delete(designerProfiles);
    await db.db.delete(notificationOutbox);
    await createDesigner(db, server, 'Asha', everyDay(600, 1200), [], [30]);
  });

  const round = (channels: Channel[], settings: Partial<WorkerSettings> = {}) =>
    deliverDue({ db: db.db, channels, store, now: clock.now, settings: { timeoutMs: 5_000, ...settings } });

  it('refuses bookings and moves past the hourly limit with a translated refusal, changing nothing; cancelling stays open', async () => {
    const s = await createShopper(db, server);
    const limit = defaultConsultationSettings.maxChangesPerHour;
    const book = async (at: string) =>
      (await gqlAs<{ bookConsultation: Answer }>(server, s, BOOK, { input: { ...booking(at), locale: undefined } }))
        .data.bookConsultation;
    const move = async (id: string, at: string) =>
      (await gqlAs<{ rescheduleConsultation: Answer }>(server, s, RESCHEDULE, { id, at, tz: 'Asia/Kolkata' })).data
        .rescheduleConsultation;
    const cancel = async (id: string) =>
      (await gqlAs<{ cancelConsultation: Answer }>(server, s, CANCEL, { id })).data.cancelConsultation;
    // limit - 2 changes in book/cancel pairs, one booking kept, and one move: the limit reached.
    for (let i = 0; i < (limit - 2) / 2; i++) {
      const b = await book(ist('10:00'));
      expect(b.ok).toBe(true);
      expect((await cancel(b.consultation!.id)).ok).toBe(true);
    }
    const kept = await book(ist('12:00'));
    expect((await move(kept.consultation!.id, ist('12:30'))).ok).toBe(true);

    const outboxBefore = await db.db.select().from(notificationOutbox);
    const cellsBefore = await db.db.select().from(consultationCells);
    const callsBefore = await db.db.select().from(consultations);
    expect(await book(ist('15:00'))).toMatchObject({ ok: false, refusal: 'TOO_MANY_CHANGES', consultation: null });
    expect(await move(kept.consultation!.id, ist('16:00'))).toMatchObject({ ok: false, refusal: 'TOO_MANY_CHANGES' });
    expect(await db.db.select().from(notificationOutbox)).toEqual(outboxBefore);
    expect(await db.db.select().from(consultationCells)).toEqual(cellsBefore);
    expect(await db.db.select().from(consultations)).toEqual(callsBefore);
    // A shopper can always call off a call they cannot make.
    expect((await cancel(kept.consultation!.id)).ok).toBe(true);
    // An hour on, they may book again.
    clock.advance(61 * 60_000);
    try {
      expect((await book(ist('15:00'))).ok).toBe(true);
    } finally {
      clock.advance(-61 * 60_000);
    }
    for (const lang of ['en', 'hi', 'ar']) {
      const text = (
        JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'common.json'), 'utf8')) as {
          consult: { errors: Record<string, string> };
        }
      ).consult.errors.TOO_MANY_CHANGES;
      expect(text, lang).toMatch(/\S/);
    }
  });

  it('a booking cancelled within the collapse window sends one message; after it, two', async () => {
    const s = defaultConsultationSettings;
    const quick = await createShopper(db, server);
    const sms = inbox();
    const booked = await bookConsultation(db.db, s, quick.id, booking(ist('10:00')), clock.now());
    await round([sms.channel]);
    clock.advance(60_000);
    expect(
      (await cancelConsultation(db.db, s, quick.id, booked.ok ? booked.consultation.id : '', clock.now())).ok,
    ).toBe(true);
    clock.advance(s.collapseMinutes * 60_000);
    await round([sms.channel]);
    expect(sms.to(quick.phone).map((d) => d.kind)).toEqual(['CONSULTATION_CANCELLED']);

    const slow = await createShopper(db, server);
    const second = await bookConsultation(db.db, s, slow.id, booking(ist('11:00')), clock.now());
    clock.advance(s.collapseMinutes * 60_000);
    await round([sms.channel]);
    expect((await cancelConsultation(db.db, s, slow.id, second.ok ? second.consultation.id : '', clock.now())).ok).toBe(
      true,
    );
    await round([sms.channel]);
    expect(sms.to(slow.phone).map((d) => d.kind)).toEqual(['CONSULTATION_BOOKED', 'CONSULTATION_CANCELLED']);
  });

  it('a booking moved twice within the window is announced once, as booked at its last time', async () => {
    const s = defaultConsultationSettings;
    const who = await createShopper(db, server);
    const sms = inbox();
    const booked = await bookConsultation(db.db, s, who.id, booking(ist('13:00')), clock.now());
    const id = booked.ok ? booked.consultation.id : '';
    expect(
      (
        await rescheduleConsultation(
          db.db,
          s,
          who.id,
          id,
          { startsAt: ist('13:30'), timeZone: 'Asia/Kolkata' },
          clock.now(),
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await rescheduleConsultation(
          db.db,
          s,
          who.id,
          id,
          { startsAt: ist('14:00'), timeZone: 'Asia/Kolkata' },
          clock.now(),
        )
      ).ok,
    ).toBe(true);
    clock.advance(s.collapseMinutes * 60_000);
    await round([sms.channel]);
    const news = sms.to(who.phone);
    expect(news.map((d) => d.kind)).toEqual(['CONSULTATION_BOOKED']);
    const [sent] = await db.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, news[0]!.dedupeKey));
    expect(sent!.payload).toMatchObject({ bookingId: id, startsAt: ist('14:00') });
    // Moved back to a time it had before, once that news was out: news again.
    expect(
      (
        await rescheduleConsultation(
          db.db,
          s,
          who.id,
          id,
          { startsAt: ist('13:30'), timeZone: 'Asia/Kolkata' },
          clock.now(),
        )
      ).ok,
    ).toBe(true);
    clock.advance(s.collapseMinutes * 60_000);
    await round([sms.channel]);
    expect(sms.to(who.phone).map((d) => d.kind)).toEqual(['CONSULTATION_BOOKED', 'CONSULTATION_RESCHEDULED']);
    expect((await db.db.select().from(consultations).where(eq(consultations.id, id)))[0]!.startsAt.toISOString()).toBe(
      ist('13:30'),
    );
  });

  it('200 booking changes from one shopper reach their phone at most the hourly cap, while another shopper is told at once', async () => {
    const pumper = await createShopper(db, server);
    // As if the per-shopper limit were lifted and nothing were held back: every change queues its news.
    const s = { ...defaultConsultationSettings, maxChangesPerHour: 1000, collapseMinutes: 0 };
    for (let i = 0; i < 100; i++) {
      const booked = await bookConsultation(db.db, s, pumper.id, booking(ist('10:00')), clock.now());
      if (!booked.ok) throw new Error(`booking ${i} refused: ${booked.refusal}`);
      expect((await cancelConsultation(db.db, s, pumper.id, booked.consultation.id, clock.now())).ok).toBe(true);
    }
    const queued = await db.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.phone} = ${pumper.phone} and ${notificationOutbox.status} = 'PENDING'`);
    expect(queued.length).toBeGreaterThanOrEqual(100);
    // Another shopper's order, then their booking, queued after all of that.
    const other = await createShopper(db, server);
    await enqueueNotification(
      db.db,
      {
        kind: 'ORDER_PLACED',
        dedupeKey: `order-placed:${other.id}`,
        userId: other.id,
        phone: other.phone,
        locale: 'en',
        payload: { orderNumber: 'SL-OTHER001' },
      },
      clock.now(),
    );
    expect((await bookConsultation(db.db, s, other.id, booking(ist('11:00')), clock.now())).ok).toBe(true);

    const sms = inbox();
    const settings = { batchSize: 20, perRecipientPerHour: 10 };
    await round([sms.channel], settings);
    expect(
      sms
        .to(other.phone)
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['CONSULTATION_BOOKED', 'ORDER_PLACED']);
    expect(sms.to(pumper.phone)).toHaveLength(10);
    // Rounds through the rest of the hour add nothing for that phone; nothing is lost either.
    for (let i = 0; i < 5; i++) {
      clock.advance(10 * 60_000);
      await round([sms.channel], settings);
    }
    expect(sms.to(pumper.phone)).toHaveLength(10);
    const waiting = await db.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.phone} = ${pumper.phone} and ${notificationOutbox.status} = 'PENDING'`);
    expect(waiting).toHaveLength(queued.length - 10);
  });
});
