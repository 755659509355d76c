import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { consultationCells, consultations, designerProfiles } from '../../db/schema/consultations';
import { notificationOutbox } from '../../db/schema/notifications';
import { startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { ensureDemoDesk } from './demo-desk';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import {
  booking,
  createDesigner,
  everyDay,
  ist,
  remindersOf,
  SAVE_SETTINGS as SAVE,
} from '../../test/consultations-api';

const SLOTS = `query Q($tz: String!, $d: Int!) { consultationSlots(timeZone: $tz, durationMinutes: $d) { ok refusal timeZone days { date starts } } }`;
const BOOK = `mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id startsAt designerName status canChange timeZone } } }`;
const RESCHEDULE = `mutation R($id: ID!, $at: String!, $tz: String!) { rescheduleConsultation(id: $id, startsAt: $at, timeZone: $tz) { ok refusal consultation { id startsAt } } }`;
const CANCEL = `mutation C($id: ID!) { cancelConsultation(id: $id) { ok refusal consultation { status } } }`;
const MINE = `{ myConsultations { id status notes designerName startsAt } }`;
const DAY = `query D($designerId: ID) { designerDay(designerId: $designerId) { designerId shopperPhone consultation { id status } } }`;
const OUTCOME = `mutation O($id: ID!, $outcome: ConsultationOutcome!, $notes: String) { recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) { ok refusal call { consultation { status notes } } } }`;

type Book = {
  bookConsultation: {
    ok: boolean;
    refusal: string | null;
    consultation: {
      id: string;
      startsAt: string;
      designerName: string;
      status: string;
      canChange: boolean;
      timeZone: string;
    } | null;
  };
};
type Slots = {
  consultationSlots: {
    ok: boolean;
    refusal: string | null;
    timeZone: string | null;
    days: { date: string; starts: string[] }[];
  };
};

/** Tuesday: more than a day ahead, so both reminders are due later. */
const tue = '2026-11-24';

describe.each(testDatabases())('consultations on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let shopper: Shopper;

  const designer = (name: string, hours = everyDay(600, 780), daysOff: string[] = [], lengths = [15, 30, 45]) =>
    createDesigner(db, server, name, hours, daysOff, lengths);
  const book = (who: Shopper, input: Record<string, unknown>) => gqlAs<Book>(server, who, BOOK, { input });
  /** How far the clock must move to reach an instant. */
  const toCall = (iso: string) => Date.parse(iso) - clock.now().getTime();
  const reminders = (id: string) => remindersOf(db, id);

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { seed: false, clock });
    shopper = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // Every scenario starts with no designers and no bookings (a shared team would blur fairness).
  beforeEach(async () => {
    await db.db.delete(consultations);
    await db.db.delete(designerProfiles);
  });

  it('offers times on a fresh demo store through the stand-in desk, which takes a call only when no designer is free', async () => {
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
    await designer('Asha', everyDay(600, 1200));
    const s = await createShopper(db, server);
    for (const time of ['10:00', '11:00', '12:00'])
      expect((await book(s, booking(ist(time)))).data.bookConsultation.ok).toBe(true);
    expect((await book(s, booking(ist('13:00')))).data.bookConsultation.refusal).toBe('TOO_MANY');
  });

  it('assigns designers round-robin: fewest calls first, then least recently booked, then a fixed order', async () => {
    const a = await designer('Asha', everyDay(600, 1200));
    const b = await designer('Bela', everyDay(600, 1200));
    const c = await designer('Chitra', everyDay(600, 1200));
    const assigned: string[] = [];
    for (const time of ['10:00', '10:00', '10:00', '11:00', '11:00', '11:00', '12:00', '12:00', '12:00']) {
      const r = await book(await createShopper(db, server), booking(ist(time)));
      assigned.push(r.data.bookConsultation.consultation!.designerName);
    }
    // Each round every designer gets one call; within a round the order repeats (least recently booked first).
    expect(assigned.slice(0, 3).sort()).toEqual(['Asha', 'Bela', 'Chitra']);
    expect(assigned.slice(3, 6)).toEqual(assigned.slice(0, 3));
    expect(assigned.slice(6, 9)).toEqual(assigned.slice(0, 3));
    const counts = await db.db
      .select({ d: consultations.designerId, n: sql<number>`count(*)::int` })
      .from(consultations)
      .groupBy(consultations.designerId);
    expect(counts.map((x) => x.n)).toEqual([3, 3, 3]);
    expect(new Set(counts.map((x) => x.d))).toEqual(new Set([a.id, b.id, c.id]));
    // A fourth shopper at 10:00: every designer is busy.
    expect((await book(await createShopper(db, server), booking(ist('10:00')))).data.bookConsultation.refusal).toBe(
      'SLOT_TAKEN',
    );
  });

  it('30 concurrent bookings of 10 slots give exactly 10 bookings and no overlap', async () => {
    await designer('Asha', everyDay(600, 900));
    const slots = Array.from({ length: 10 }, (_, i) =>
      new Date(Date.parse(ist('10:00')) + i * 30 * 60_000).toISOString(),
    );
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => createShopper(db, server)));
    // 15-minute calls half an hour apart: with the 10-minute buffer, all ten fit.
    const results = await Promise.all(
      shoppers.map((s, i) => book(s, booking(slots[i % 10]!, { durationMinutes: 15 }))),
    );
    const outcomes = results.map((r) => (r.data.bookConsultation.ok ? 'ok' : r.data.bookConsultation.refusal));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'SLOT_TAKEN')).toBe(true);
    const overlaps = (await db.db.execute(sql`
      select count(*)::int as n from consultations a join consultations b
        on a.designer_id = b.designer_id and a.id < b.id and a.status = 'BOOKED' and b.status = 'BOOKED'
       and a.starts_at < b.starts_at + make_interval(mins => b.duration_minutes + 10)
       and b.starts_at < a.starts_at + make_interval(mins => a.duration_minutes + 10)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(overlaps.rows[0]!.n)).toBe(0);
    // The database itself refuses a second hold on a designer's cell, whatever the code checked.
    const [held] = await db.db.select().from(consultationCells).limit(1);
    const [otherCall] = await db.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(sql`${consultations.id} <> ${held!.consultationId}`)
      .limit(1);
    await expect(
      db.db
        .insert(consultationCells)
        .values({ designerId: held!.designerId, cellStart: held!.cellStart, consultationId: otherCall!.id }),
    ).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'consultation_cells_designer_cell_idx' },
    });
  });

  it("shows the designer their day, takes notes the shopper reads, and shows admins everyone's", async () => {
    const asha = await designer('Asha');
    const bela = await designer('Bela', everyDay(900, 960));
    const call = await book(shopper, booking(ist('10:00')));
    const id = call.data.bookConsultation.consultation!.id;
    await book(await createShopper(db, server), booking(ist('15:00')));
    const day = await gqlAs<{
      designerDay: { designerId: string; shopperPhone: string; consultation: { id: string } }[];
    }>(server, asha, DAY);
    expect(day.data.designerDay).toEqual([
      { designerId: asha.id, shopperPhone: shopper.phone, consultation: { id, status: 'BOOKED' } },
    ]);
    expect((await gqlAs(server, shopper, DAY)).errors?.[0]?.extensions?.code).toBe('access-denied');
    const admin = await createShopper(db, server, 'admin');
    expect((await gqlAs<{ designerDay: unknown[] }>(server, admin, DAY)).data.designerDay).toHaveLength(2);
    expect(
      (await gqlAs<{ designerDay: unknown[] }>(server, admin, DAY, { designerId: bela.id })).data.designerDay,
    ).toHaveLength(1);
    const script = await gqlAs<{ recordConsultationOutcome: { refusal: string } }>(server, asha, OUTCOME, {
      id,
      outcome: 'DONE',
      notes: '<script>x</script>',
    });
    expect(script.data.recordConsultationOutcome.refusal).toBe('INVALID_INPUT');
    const long = await gqlAs<{ recordConsultationOutcome: { refusal: string } }>(server, asha, OUTCOME, {
      id,
      outcome: 'DONE',
      notes: 'x'.repeat(10_000),
    });
    expect(long.data.recordConsultationOutcome.refusal).toBe('INVALID_INPUT');
    const intoCall = toCall(ist('10:05')); // Monday 10:05 in Kolkata: five minutes into the call
    clock.advance(intoCall);
    try {
      const done = await gqlAs<{ recordConsultationOutcome: { ok: boolean } }>(server, asha, OUTCOME, {
        id,
        outcome: 'DONE',
        notes: 'We chose a boat neck,\nsleeves 10 in',
      });
      expect(done.data.recordConsultationOutcome).toMatchObject({
        ok: true,
        call: { consultation: { status: 'DONE', notes: 'We chose a boat neck,\nsleeves 10 in' } },
      });
      const mine = await gqlAs<{
        myConsultations: { id: string; status: string; notes: string; designerName: string }[];
      }>(server, shopper, MINE);
      expect(mine.data.myConsultations.find((c) => c.id === id)).toMatchObject({
        status: 'DONE',
        notes: 'We chose a boat neck,\nsleeves 10 in',
        designerName: 'Asha',
      });
    } finally {
      clock.advance(-intoCall);
    }
  });

  it('refuses an outcome before the call starts and changes nothing: the shopper may still move or cancel it', async () => {
    const asha = await designer('Asha');
    const admin = await createShopper(db, server, 'admin');
    // Eleven days ahead: both reminders queued, the shopper free to change it.
    const call = await book(shopper, booking(ist('10:00', '2026-12-03')));
    const id = call.data.bookConsultation.consultation!.id;
    const state = async () => ({
      row: (
        await db.db
          .select({ status: consultations.status, notes: consultations.notes, startsAt: consultations.startsAt })
          .from(consultations)
          .where(eq(consultations.id, id))
      )[0],
      cells: (await db.db.select().from(consultationCells).where(eq(consultationCells.consultationId, id))).length,
      reminders: (await reminders(id)).map((r) => r.status),
    });
    const before = await state();
    expect(before).toMatchObject({
      row: { status: 'BOOKED', notes: null },
      cells: 8,
      reminders: ['PENDING', 'PENDING'],
    });
    for (const [who, outcome] of [
      [asha, 'NO_SHOW'],
      [asha, 'DONE'],
      [admin, 'NO_SHOW'],
    ] as const) {
      const r = await gqlAs<{ recordConsultationOutcome: { ok: boolean; refusal: string; call: unknown } }>(
        server,
        who,
        OUTCOME,
        { id, outcome, notes: 'Did not pick up' },
      );
      expect(r.data.recordConsultationOutcome).toEqual({ ok: false, refusal: 'NOT_STARTED', call: null });
    }
    // A minute before the start is still before it.
    const minuteBefore = toCall(ist('10:00', '2026-12-03')) - 60_000;
    clock.advance(minuteBefore);
    try {
      expect(
        (
          await gqlAs<{ recordConsultationOutcome: { refusal: string } }>(server, asha, OUTCOME, {
            id,
            outcome: 'NO_SHOW',
          })
        ).data.recordConsultationOutcome.refusal,
      ).toBe('NOT_STARTED');
    } finally {
      clock.advance(-minuteBefore);
    }
    expect(await state()).toEqual(before);
    const moved = await gqlAs<{ rescheduleConsultation: { ok: boolean; refusal: string | null } }>(
      server,
      shopper,
      RESCHEDULE,
      { id, at: ist('11:00', '2026-12-03'), tz: 'Asia/Kolkata' },
    );
    expect(moved.data.rescheduleConsultation).toMatchObject({ ok: true });
    const cancelled = await gqlAs<{ cancelConsultation: { ok: boolean } }>(server, shopper, CANCEL, { id });
    expect(cancelled.data.cancelConsultation.ok).toBe(true);
    expect((await reminders(id)).every((r) => r.status === 'WITHDRAWN')).toBe(true);
  });

  it('takes an outcome once the call has started and withdraws the reminders still queued', async () => {
    const asha = await designer('Asha');
    const call = await book(shopper, booking(ist('10:00', tue)));
    expect(call.data.bookConsultation).toMatchObject({ ok: true });
    const id = call.data.bookConsultation.consultation!.id;
    expect((await reminders(id)).map((r) => r.status)).toEqual(['PENDING', 'PENDING']);
    const atStart = toCall(ist('10:00', tue)); // the very start of the call
    clock.advance(atStart);
    try {
      const r = await gqlAs<{ recordConsultationOutcome: { ok: boolean } }>(server, asha, OUTCOME, {
        id,
        outcome: 'NO_SHOW',
      });
      expect(r.data.recordConsultationOutcome).toMatchObject({
        ok: true,
        call: { consultation: { status: 'NO_SHOW' } },
      });
      expect((await reminders(id)).map((m) => m.status)).toEqual(['WITHDRAWN', 'WITHDRAWN']);
      // Gone by now: the shopper can no longer change it either.
      expect(
        (await gqlAs<{ cancelConsultation: { refusal: string } }>(server, shopper, CANCEL, { id })).data
          .cancelConsultation.refusal,
      ).toBe('NOT_FOUND');
    } finally {
      clock.advance(-atStart);
    }
  });
});
