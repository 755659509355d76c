// Hostile consultation outcomes, GraphQL over HTTP: a designer or an admin recording how a call went before
// it happened. Against a real server (production settings) on each database; every refusal is typed and
// leaves stock, orders, messages, calls and enquiries as they were.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { consultationCells, consultations } from '../../db/schema/consultations';
import { startTestServer, testClock, type TestClock, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { booking, createDesigner, ist, remindersOf } from '../consultations-api';
import { answer, denied, everything, type Refusable } from './states-kit';

// ── Consultation outcomes before the call ─────────────────────────────────────────────────────────────
const BOOK =
  'mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id } } }';
const MOVE_CALL =
  'mutation R($id: ID!, $at: String!) { rescheduleConsultation(id: $id, startsAt: $at, timeZone: "Asia/Kolkata") { ok refusal } }';
const CANCEL_CALL = 'mutation C($id: ID!) { cancelConsultation(id: $id) { ok refusal } }';
const OUTCOME =
  'mutation O($id: ID!, $outcome: ConsultationOutcome!, $notes: String) { recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) { ok refusal call { consultation { status } } } }';
const outcomes = ['DONE', 'NO_SHOW'] as const;

describe.each(testDatabases())('hostile consultation outcomes on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let asha: Shopper;
  let bina: Shopper;
  let admin: Shopper;

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { production: true, seed: false, clock });
    asha = await createDesigner(db, server, 'Asha');
    bina = await createDesigner(db, server, 'Bina');
    admin = await createShopper(db, server, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** A new shopper's call at `at`, with the designer it went to. */
  async function call(at: string): Promise<{ shopper: Shopper; id: string; designer: Shopper }> {
    const shopper = await createShopper(db, server);
    const r = await answer<Refusable & { consultation: { id: string } | null }>(
      server,
      shopper,
      BOOK,
      { input: booking(at) },
      'bookConsultation',
    );
    expect(r).toMatchObject({ ok: true });
    const id = r.consultation!.id;
    const [row] = await db.db
      .select({ designerId: consultations.designerId })
      .from(consultations)
      .where(eq(consultations.id, id));
    return { shopper, id, designer: row!.designerId === asha.id ? asha : bina };
  }
  const outcome = (who: Shopper, id: string, o: string, notes: string | null = 'Did not pick up') =>
    answer<Refusable & { call: unknown }>(server, who, OUTCOME, { id, outcome: o, notes }, 'recordConsultationOutcome');

  /** Every way staff and others may try to close the call now; all refused, nothing changed. */
  async function attack(id: string, designer: Shopper, other: Shopper) {
    for (const who of [designer, admin]) {
      for (const o of outcomes) {
        for (const notes of [null, 'Did not pick up'])
          expect(await outcome(who, id, o, notes)).toEqual({ ok: false, refusal: 'NOT_STARTED', call: null });
      }
    }
    // Twenty at once, from the call's designer and an admin, each outcome: none slips through.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome(i % 2 ? admin : designer, id, outcomes[i % outcomes.length]!)),
    );
    expect(burst.map((r) => r.refusal)).toEqual(Array(20).fill('NOT_STARTED'));
    // Another designer's call is not theirs to close; shoppers and visitors may not close any.
    expect(await outcome(other, id, 'NO_SHOW')).toEqual({ ok: false, refusal: 'NOT_FOUND', call: null });
    const shopper = await createShopper(db, server);
    await denied(server, shopper, OUTCOME, { id, outcome: 'NO_SHOW' });
    await denied(server, null, OUTCOME, { id, outcome: 'DONE' });
    // A designer asking for the admin role their sign-in does not grant.
    await denied(server, designer, OUTCOME, { id, outcome: 'NO_SHOW' }, { role: 'admin' });
  }
  const callState = async (id: string) => ({
    status: (
      await db.db.select({ status: consultations.status }).from(consultations).where(eq(consultations.id, id))
    )[0]?.status,
    cells: (await db.db.select().from(consultationCells).where(eq(consultationCells.consultationId, id))).length,
    reminders: (await remindersOf(db, id)).map((r) => r.status),
  });

  it('an outcome for a call eleven days ahead, by its designer or an admin, one by one and twenty at once: NOT_STARTED, and the shopper keeps the call', async () => {
    const { shopper, id, designer } = await call(ist('10:00', '2026-12-03'));
    expect(await callState(id)).toEqual({ status: 'BOOKED', cells: 8, reminders: ['PENDING', 'PENDING'] });
    const before = await everything(db);
    await attack(id, designer, designer === asha ? bina : asha);
    expect(await everything(db)).toEqual(before);
    // Still the shopper's to move and to cancel, and cancelling frees the slot and withdraws the reminders.
    expect(
      await answer<Refusable>(
        server,
        shopper,
        MOVE_CALL,
        { id, at: ist('11:00', '2026-12-03') },
        'rescheduleConsultation',
      ),
    ).toEqual({ ok: true, refusal: null });
    const moved = await callState(id);
    expect({ ...moved, reminders: moved.reminders.sort() }).toEqual({
      status: 'BOOKED',
      cells: 8,
      reminders: ['PENDING', 'PENDING', 'WITHDRAWN', 'WITHDRAWN'],
    });
    expect(await answer<Refusable>(server, shopper, CANCEL_CALL, { id }, 'cancelConsultation')).toEqual({
      ok: true,
      refusal: null,
    });
    const after = await callState(id);
    expect(after).toMatchObject({ status: 'CANCELLED', cells: 0 });
    expect(after.reminders.every((s) => s === 'WITHDRAWN')).toBe(true);
  });

  it('an outcome a minute before the call starts, one by one and twenty at once: NOT_STARTED, the reminders still queued', async () => {
    const starts = ist('10:00', '2026-11-24');
    const { shopper, id, designer } = await call(starts);
    const before = await everything(db);
    const ahead = Date.parse(starts) - 60_000 - clock.now().getTime();
    clock.advance(ahead);
    try {
      await attack(id, designer, designer === asha ? bina : asha);
      expect(await callState(id)).toEqual({ status: 'BOOKED', cells: 8, reminders: ['PENDING', 'PENDING'] });
      expect(await everything(db)).toEqual(before);
    } finally {
      clock.advance(-ahead);
    }
    expect(
      await answer<Refusable>(
        server,
        shopper,
        MOVE_CALL,
        { id, at: ist('11:00', '2026-11-24') },
        'rescheduleConsultation',
      ),
    ).toEqual({ ok: true, refusal: null });
    expect(await answer<Refusable>(server, shopper, CANCEL_CALL, { id }, 'cancelConsultation')).toEqual({
      ok: true,
      refusal: null,
    });
    expect(await callState(id)).toMatchObject({ status: 'CANCELLED', cells: 0 });
  });
});
