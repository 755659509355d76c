import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { consultationCells, consultations, designerProfiles } from '../../db/schema/consultations';
import { notificationOutbox } from '../../db/schema/notifications';
import { testDatabases } from '../../test/databases';
import { ensureDemoDesk } from './demo-desk';
import { createShopper, gqlAs } from '../../test/shoppers';
import { booking, everyDay, ist, SAVE_SETTINGS as SAVE } from '../../test/consultations-api';
import {
  consultationsSuite,
  SLOTS,
  BOOK,
  RESCHEDULE,
  CANCEL,
  MINE,
  OUTCOME,
  type Slots,
  tue,
} from '../../test/consultations-suite';

describe.each(testDatabases())('booking consultations on $kind', ({ open }) => {
  const suite = consultationsSuite(open);

  it('offers times on a fresh demo store through the stand-in desk, which takes a call only when no designer is free', async () => {
    const { db, server, shopper, designer, book } = suite;
    await ensureDemoDesk(db.db, server.kit.now());
    await ensureDemoDesk(db.db, server.kit.now());
    expect(await db.db.select().from(designerProfiles).where(eq(designerProfiles.standIn, true))).toHaveLength(1);
    const slots = await gqlAs<Slots>(server, shopper, SLOTS, { tz: 'Asia/Kolkata', d: 30 });
    expect(slots.data.consultationSlots.days.length).toBeGreaterThan(0);
    await designer('Asha');
    const first = await book(shopper, booking(ist('10:00', tue)));
    expect(first.data.bookConsultation.consultation?.designerName).toBe('Asha');
    const second = await book(await createShopper(db, server), booking(ist('10:00', tue)));
    expect(second.data.bookConsultation.consultation?.designerName).toBe('Silai design desk');
  });

  it('lets a designer set hours, refuses customers and bad input, and lists slots in the shopper zone', async () => {
    const { db, server, shopper, designer } = suite;
    const customer = await gqlAs(server, shopper, SAVE, {
      input: { displayName: 'X', lengths: [30], hours: [], daysOff: [] },
    });
    expect(customer.errors?.[0]?.extensions?.code).toBe('access-denied');
    const d = await createShopper(db, server, 'designer');
    const overlapping = await gqlAs<{ saveDesignerSettings: { ok: boolean; field: string } }>(server, d, SAVE, {
      input: {
        displayName: 'Asha',
        lengths: [30],
        hours: [
          { weekday: 1, startMinute: 600, endMinute: 720 },
          { weekday: 1, startMinute: 700, endMinute: 800 },
        ],
        daysOff: [],
      },
    });
    expect(overlapping.data.saveDesignerSettings).toMatchObject({ ok: false, field: 'hours' });
    const badLength = await gqlAs<{ saveDesignerSettings: { ok: boolean; field: string } }>(server, d, SAVE, {
      input: { displayName: 'Asha', lengths: [20], hours: [], daysOff: [] },
    });
    expect(badLength.data.saveDesignerSettings).toMatchObject({ ok: false, field: 'lengths' });
    await designer('Asha', everyDay(600, 780), ['2026-11-24']);
    const slots = await gqlAs<Slots>(server, shopper, SLOTS, { tz: 'Europe/London', d: 30 });
    expect(slots.data.consultationSlots.ok).toBe(true);
    const days = slots.data.consultationSlots.days;
    // 10:00 in Kolkata is 04:30 in London; Tuesday 24 Nov is a day off.
    expect(days[0]).toMatchObject({ date: '2026-11-23' });
    expect(days[0]!.starts[0]).toBe(ist('10:00'));
    expect(days.some((x) => x.date === '2026-11-24')).toBe(false);
    expect(days.length).toBeLessThanOrEqual(31);
    const bad = await gqlAs<Slots>(server, null, SLOTS, { tz: 'Mars/Olympus', d: 30 });
    expect(bad.data.consultationSlots).toMatchObject({ ok: false, refusal: 'INVALID_TIME_ZONE', days: [] });
  });

  it('books a slot, announces it with reminders, and refuses past, too soon, outside hours, taken and bad zones', async () => {
    const { db, server, shopper, designer, book } = suite;
    await designer('Asha');
    expect((await gqlAs(server, null, BOOK, { input: booking(ist('10:00')) })).errors?.[0]?.extensions?.code).toBe(
      'access-denied',
    );
    expect((await book(shopper, booking(ist('10:00', '2026-11-21')))).data.bookConsultation.refusal).toBe('TOO_SOON');
    expect((await book(shopper, booking(ist('18:00', '2026-11-22')))).data.bookConsultation.refusal).toBe('TOO_SOON');
    expect((await book(shopper, booking(ist('14:00')))).data.bookConsultation.refusal).toBe('SLOT_UNAVAILABLE');
    expect((await book(shopper, booking(ist('10:00'), { timeZone: 'Not/AZone' }))).data.bookConsultation.refusal).toBe(
      'INVALID_TIME_ZONE',
    );
    expect((await book(shopper, booking('2026-11-23T04:31:00Z'))).data.bookConsultation.refusal).toBe('INVALID_INPUT');
    expect(
      (await book(shopper, booking(ist('10:00'), { orderNumber: 'SL-NOPE0000' }))).data.bookConsultation.refusal,
    ).toBe('ORDER_NOT_FOUND');
    const ok = await book(shopper, booking(ist('10:00', tue)));
    expect(ok.data.bookConsultation).toMatchObject({
      ok: true,
      consultation: { designerName: 'Asha', status: 'BOOKED', canChange: true, timeZone: 'Europe/London' },
    });
    const other = await createShopper(db, server);
    // The same time, and 10:30 (inside the 10-minute buffer after 10:00-10:30): taken.
    expect((await book(other, booking(ist('10:00', tue)))).data.bookConsultation.refusal).toBe('SLOT_TAKEN');
    expect((await book(other, booking(ist('10:30', tue)))).data.bookConsultation.refusal).toBe('SLOT_TAKEN');
    expect((await book(other, booking(ist('10:45', tue)))).data.bookConsultation.ok).toBe(true);
    const id = ok.data.bookConsultation.consultation!.id;
    const outbox = await db.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload}->>'bookingId' = ${id}`);
    expect(outbox.map((m) => m.kind).sort()).toEqual([
      'CONSULTATION_BOOKED',
      'CONSULTATION_REMINDER',
      'CONSULTATION_REMINDER',
    ]);
    expect(outbox.find((m) => m.kind === 'CONSULTATION_BOOKED')!.payload).toMatchObject({
      bookingId: id,
      startsAt: ist('10:00', tue),
      durationMinutes: 30,
      timeZone: 'Europe/London',
      topic: 'BRIDAL',
      channel: 'VIDEO',
      designer: 'Asha',
    });
    expect(
      outbox
        .filter((m) => m.kind === 'CONSULTATION_REMINDER')
        .map((m) => m.nextAttemptAt.toISOString())
        .sort(),
    ).toEqual([ist('09:00', tue), ist('10:00')].sort());
  });

  it("refuses a designer booking themselves, and keeps someone else's booking out of reach", async () => {
    const { db, server, shopper, designer, book } = suite;
    const asha = await designer('Asha');
    expect((await book(asha, booking(ist('10:00')))).data.bookConsultation.refusal).toBe('SELF_BOOKING');
    const mine = await book(shopper, booking(ist('11:00')));
    const id = mine.data.bookConsultation.consultation!.id;
    const stranger = await createShopper(db, server);
    expect(
      (
        await gqlAs<{ rescheduleConsultation: { refusal: string } }>(server, stranger, RESCHEDULE, {
          id,
          at: ist('12:00'),
          tz: 'Asia/Kolkata',
        })
      ).data.rescheduleConsultation.refusal,
    ).toBe('NOT_FOUND');
    expect(
      (await gqlAs<{ cancelConsultation: { refusal: string } }>(server, stranger, CANCEL, { id })).data
        .cancelConsultation.refusal,
    ).toBe('NOT_FOUND');
    expect(
      (
        await gqlAs<{ recordConsultationOutcome: { refusal: string } }>(server, stranger, OUTCOME, {
          id,
          outcome: 'DONE',
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('access-denied');
    const otherDesigner = await designer('Bela', everyDay(900, 960));
    expect(
      (
        await gqlAs<{ recordConsultationOutcome: { refusal: string } }>(server, otherDesigner, OUTCOME, {
          id,
          outcome: 'DONE',
        })
      ).data.recordConsultationOutcome.refusal,
    ).toBe('NOT_FOUND');
    expect((await gqlAs<{ myConsultations: unknown[] }>(server, stranger, MINE)).data.myConsultations).toEqual([]);
  });

  it('reschedules and cancels until two hours before, withdrawing the old reminders', async () => {
    const { db, server, clock, shopper, designer, book } = suite;
    await designer('Asha');
    const first = await book(shopper, booking(ist('10:00', tue)));
    const id = first.data.bookConsultation.consultation!.id;
    const moved = await gqlAs<{ rescheduleConsultation: { ok: boolean; consultation: { startsAt: string } } }>(
      server,
      shopper,
      RESCHEDULE,
      { id, at: ist('10:15', tue), tz: 'Asia/Kolkata' },
    );
    expect(moved.data.rescheduleConsultation).toMatchObject({
      ok: true,
      consultation: { startsAt: ist('10:15', tue) },
    });
    const reminders = await db.db
      .select()
      .from(notificationOutbox)
      .where(
        sql`${notificationOutbox.payload}->>'bookingId' = ${id} and ${notificationOutbox.kind} = 'CONSULTATION_REMINDER'`,
      );
    expect(reminders.filter((r) => r.status === 'WITHDRAWN')).toHaveLength(2);
    expect(reminders.filter((r) => r.status === 'PENDING')).toHaveLength(2);
    expect(await db.db.select().from(consultationCells).where(eq(consultationCells.consultationId, id))).toHaveLength(
      8,
    );
    // Outside hours: refused, and nothing moved.
    const outside = await gqlAs<{ rescheduleConsultation: { refusal: string } }>(server, shopper, RESCHEDULE, {
      id,
      at: ist('15:00', tue),
      tz: 'Asia/Kolkata',
    });
    expect(outside.data.rescheduleConsultation.refusal).toBe('SLOT_UNAVAILABLE');
    expect((await db.db.select().from(consultations).where(eq(consultations.id, id)))[0]!.startsAt.toISOString()).toBe(
      ist('10:15', tue),
    );
    expect(await db.db.select().from(consultationCells).where(eq(consultationCells.consultationId, id))).toHaveLength(
      8,
    );
    clock.advance(41 * 3_600_000); // Tuesday 08:30 in Kolkata: 1 h 45 min before the call
    try {
      expect(
        (await gqlAs<{ cancelConsultation: { refusal: string } }>(server, shopper, CANCEL, { id })).data
          .cancelConsultation.refusal,
      ).toBe('TOO_LATE');
    } finally {
      clock.advance(-41 * 3_600_000);
    }
    const cancelled = await gqlAs<{ cancelConsultation: { ok: boolean; consultation: { status: string } } }>(
      server,
      shopper,
      CANCEL,
      { id },
    );
    expect(cancelled.data.cancelConsultation).toMatchObject({ ok: true, consultation: { status: 'CANCELLED' } });
    expect(await db.db.select().from(consultationCells).where(eq(consultationCells.consultationId, id))).toHaveLength(
      0,
    );
    // The time is free again.
    expect((await book(await createShopper(db, server), booking(ist('10:15', tue)))).data.bookConsultation.ok).toBe(
      true,
    );
  });

  it('limits upcoming bookings per shopper', async () => {
    const { db, server, designer, book } = suite;
    await designer('Asha', everyDay(600, 1200));
    const s = await createShopper(db, server);
    for (const time of ['10:00', '11:00', '12:00'])
      expect((await book(s, booking(ist(time)))).data.bookConsultation.ok).toBe(true);
    expect((await book(s, booking(ist('13:00')))).data.bookConsultation.refusal).toBe('TOO_MANY');
  });
});
