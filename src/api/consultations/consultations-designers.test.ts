import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { consultationCells, consultations } from '../../db/schema/consultations';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { booking, everyDay, ist } from '../../test/consultations-api';
import { consultationsSuite, RESCHEDULE, CANCEL, MINE, DAY, OUTCOME, tue } from '../../test/consultations-suite';

describe.each(testDatabases())('designers and their calls on $kind', ({ open }) => {
  const suite = consultationsSuite(open);

  it('assigns designers round-robin: fewest calls first, then least recently booked, then a fixed order', async () => {
    const { db, server, designer, book } = suite;
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
    const { db, server, designer, book } = suite;
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
    const { db, server, clock, shopper, designer, book, toCall } = suite;
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
    const { db, server, clock, shopper, designer, book, toCall, reminders } = suite;
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
    const { server, clock, shopper, designer, book, toCall, reminders } = suite;
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
