// Hostile moves of state, GraphQL over HTTP: staff and shoppers trying what their role or the moment does
// not allow (an outcome before a call, a cancel after cutting, an order move beyond the workshop, an
// enquiry slipped into someone else's account). Every case runs against a real server (production
// settings) on each database, must answer below 500 with clean JSON and a typed refusal, and must leave
// stock, orders, events, messages, calls and enquiries as they were.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { consultationCells, consultations } from '../../db/schema/consultations';
import { enquiries } from '../../db/schema/enquiries';
import { notificationOutbox } from '../../db/schema/notifications';
import { orderEvents, orders } from '../../db/schema/orders';
import { orderTailoringLines } from '../../db/schema/tailoring';
import { startTestServer, testClock, type TestClock, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { stockOf } from '../buying-fixtures';
import { ADVANCE, CANCEL } from '../orders-api';
import { booking, createDesigner, ist, remindersOf } from '../consultations-api';
import { tailoredOrder, tailoringFor, type Tailoring } from '../workshop-api';
import { expectCleanGraphql, expectNoLeak, snapshot } from './gateway-kit';

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** One operation as `who` (null: signed out), with extra headers over theirs; the answer must be clean whatever it says. */
async function ask(
  server: TestServer,
  who: Shopper | null,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Body> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', role: 'anonymous', ...(who ? await who.headers() : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expectNoLeak(text, query.slice(0, 60));
  const body = JSON.parse(text) as Body;
  expectCleanGraphql(body, query.slice(0, 60));
  return body;
}
/** The payload of a mutation that must answer (a typed result, not an error). */
async function answer<T>(
  server: TestServer,
  who: Shopper | null,
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Promise<T> {
  const body = await ask(server, who, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data![field] as T;
}
/** An operation refused outright: no data for it, and `access-denied` said plainly. */
async function denied(
  server: TestServer,
  who: Shopper | null,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<void> {
  const body = await ask(server, who, query, variables, headers);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['access-denied']);
}

/** A digest of a query's rows (one text each), so any row added, removed or changed shows. */
async function digest(db: DbHandle, rows: string): Promise<string> {
  const r = (await db.db.execute(
    sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x, ',' order by x), '')) as f from (${rows}) t(x)`),
  )) as unknown as { rows: { n: number; f: string }[] };
  return `${r.rows[0]!.n}:${r.rows[0]!.f}`;
}

/** Everything these moves could touch: stock, orders, payments (the kit's snapshot), and each row of the rest. */
async function everything(db: DbHandle) {
  return {
    ...(await snapshot(db)),
    events: await digest(db, `select id::text || status || actor || coalesce(actor_id::text, '-') from order_events`),
    lines: await digest(db, `select id::text || ':' || stage || ':' || version::text from order_tailoring_lines`),
    outbox: await digest(
      db,
      `select id::text || kind || status || coalesce(user_id::text, '-') || coalesce(phone, '-') || next_attempt_at::text || dedupe_key from notification_outbox`,
    ),
    calls: await digest(
      db,
      `select id::text || status || coalesce(notes, '-') || starts_at::text || updated_at::text from consultations`,
    ),
    cells: await digest(db, `select consultation_id::text || cell_start::text from consultation_cells`),
    changes: await digest(db, `select id::text || consultation_id::text from consultation_changes`),
    enquiries: await digest(
      db,
      `select id::text || coalesce(user_id::text, '-') || phone || status || coalesce(reply, '-') from enquiries`,
    ),
  };
}

// ── Consultation outcomes before the call ─────────────────────────────────────────────────────────────
const BOOK =
  'mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id } } }';
const MOVE_CALL =
  'mutation R($id: ID!, $at: String!) { rescheduleConsultation(id: $id, startsAt: $at, timeZone: "Asia/Kolkata") { ok refusal } }';
const CANCEL_CALL = 'mutation C($id: ID!) { cancelConsultation(id: $id) { ok refusal } }';
const OUTCOME =
  'mutation O($id: ID!, $outcome: ConsultationOutcome!, $notes: String) { recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) { ok refusal call { consultation { status } } } }';
const outcomes = ['DONE', 'NO_SHOW'] as const;
type Refusable = { ok: boolean; refusal: string | null };

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

// ── Orders: the shopper's cancel after cutting, staff moves beyond a designer's ─────────────────────────
const MOVE_LINE =
  'mutation M($id: ID!, $v: Int!, $to: TailoringStage) { advanceTailoringLine(lineId: $id, expectedVersion: $v, to: $to) { ok refusal line { stage } } }';
const READ = 'query O($n: String!) { order(number: $n) { status canCancel cancelRefusal events { status actor } } }';
const orderStatuses = [
  'PENDING_PAYMENT',
  'PLACED',
  'CONFIRMED',
  'IN_TAILORING',
  'QUALITY_CHECK',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'PAYMENT_FAILED',
];
type Cancelled = Refusable & { order: { status: string; paymentStatus: string } | null };

describe.each(testDatabases())('hostile order moves on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let meera: Shopper;
  let ravi: Shopper;
  let designer: Shopper;
  let tailoring: Tailoring;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { production: true, clock: testClock() });
    meera = await createShopper(db, server);
    ravi = await createShopper(db, server);
    designer = await createShopper(db, server, 'designer');
    tailoring = await tailoringFor(db, server, meera);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const moveLine = (who: Shopper, id: string, v: number, to?: string) =>
    answer<Refusable & { line: { stage: string } | null }>(
      server,
      who,
      MOVE_LINE,
      { id, v, to },
      'advanceTailoringLine',
    );
  const cancel = (who: Shopper, n: string) => answer<Cancelled>(server, who, CANCEL, { n }, 'cancelOrder');
  /** Meera's paid tailored order with its line cut by the designer (and finished too, to quality check). */
  async function cutOrder(finished = false) {
    const placed = await tailoredOrder(server, tailoring);
    expect(await moveLine(designer, placed.lineId, 0, 'CUTTING')).toMatchObject({ ok: true });
    if (finished)
      for (let v = 1; v < 4; v++) expect(await moveLine(designer, placed.lineId, v)).toMatchObject({ ok: true });
    return placed;
  }

  for (const [where, finished, status] of [
    ['at cutting', false, 'IN_TAILORING'],
    ['at quality check', true, 'QUALITY_CHECK'],
  ] as const) {
    it(`the shopper cancelling her paid order ${where}, once and ten times at once: CUTTING_STARTED, the saree stays sold`, async () => {
      const { number } = await cutOrder(finished);
      const stock = await stockOf(db, tailoring.saree);
      const before = await everything(db);
      const refused = { ok: false, refusal: 'CUTTING_STARTED', order: { status, paymentStatus: 'PAID' } };
      expect(await cancel(meera, number)).toEqual(refused);
      expect(await Promise.all(Array.from({ length: 10 }, () => cancel(meera, number)))).toEqual(
        Array(10).fill(refused),
      );
      expect(await stockOf(db, tailoring.saree)).toBe(stock);
      expect(await everything(db)).toEqual(before);
      expect(
        await answer<{ status: string; canCancel: boolean; cancelRefusal: string }>(
          server,
          meera,
          READ,
          { n: number },
          'order',
        ),
      ).toMatchObject({ status, canCancel: false, cancelRefusal: 'CUTTING_STARTED' });
    });
  }

  it("someone else cancelling or reading a shopper's order, cut or not: NOT_FOUND, nothing revealed or changed", async () => {
    const cut = await cutOrder();
    const fresh = await tailoredOrder(server, tailoring);
    const before = await everything(db);
    for (const who of [ravi, designer]) {
      for (const { number } of [cut, fresh]) {
        expect(await cancel(who, number)).toEqual({ ok: false, refusal: 'NOT_FOUND', order: null });
        expect(await answer<unknown>(server, who, READ, { n: number }, 'order')).toBeNull();
      }
    }
    // The same answer as for a number no order has: whether it exists is not told either.
    const unknown = `${fresh.number.slice(0, -1)}${fresh.number.endsWith('0') ? '1' : '0'}`;
    expect(await db.db.select().from(orders).where(eq(orders.number, unknown))).toEqual([]);
    expect(await cancel(ravi, unknown)).toEqual({ ok: false, refusal: 'NOT_FOUND', order: null });
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cancel(ravi, i % 2 ? cut.number : fresh.number)),
    );
    expect(burst).toEqual(Array(10).fill({ ok: false, refusal: 'NOT_FOUND', order: null }));
    await denied(server, null, CANCEL, { n: fresh.number });
    expect(await everything(db)).toEqual(before);
  });

  it('a designer moving orders by hand (cancel, ship, deliver, any status) or skipping stages: refused, nothing changed', async () => {
    const paid = await tailoredOrder(server, tailoring);
    const cut = await cutOrder();
    const finished = await cutOrder(true);
    const before = await everything(db);
    for (const { number } of [paid, cut, finished]) {
      for (const to of orderStatuses) {
        await denied(server, designer, ADVANCE, { n: number, to, carrier: 'Delhivery', tracking: 'DL123456789IN' });
        // Asking for the admin role the sign-in does not grant changes nothing.
        await denied(
          server,
          designer,
          ADVANCE,
          { n: number, to, carrier: 'Delhivery', tracking: 'DL123456789IN' },
          { role: 'admin' },
        );
      }
    }
    await Promise.all(
      orderStatuses.map((to) =>
        denied(server, designer, ADVANCE, { n: cut.number, to, carrier: 'Delhivery', tracking: 'DL1' }),
      ),
    );
    // The workshop's own moves, out of turn: a stage skipped, a stale version, past the last stage.
    expect(await moveLine(designer, paid.lineId, 0, 'READY_TO_SHIP')).toMatchObject({
      ok: false,
      refusal: 'NOT_NEXT_STAGE',
    });
    expect(await moveLine(designer, cut.lineId, 0, 'STITCHING')).toMatchObject({ ok: false, refusal: 'STALE' });
    expect(await moveLine(designer, finished.lineId, 4)).toMatchObject({ ok: false, refusal: 'LAST_STAGE' });
    // A shopper moving the workshop's lines at all.
    await denied(server, meera, MOVE_LINE, { id: paid.lineId, v: 0, to: 'CUTTING' });
    expect(await everything(db)).toEqual(before);
  });

  it("a designer's cut and finish are on the order's timeline as the designer, never as an admin", async () => {
    const { number, lineId } = await cutOrder(true);
    const [row] = await db.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const events = await db.db
      .select({ status: orderEvents.status, actor: orderEvents.actor, actorId: orderEvents.actorId })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row!.id))
      .orderBy(orderEvents.id);
    expect(events.filter((e) => e.actor === 'admin')).toEqual([]);
    expect(events.filter((e) => e.actor === 'designer')).toEqual([
      { status: 'CONFIRMED', actor: 'designer', actorId: designer.id },
      { status: 'IN_TAILORING', actor: 'designer', actorId: designer.id },
      { status: 'QUALITY_CHECK', actor: 'designer', actorId: designer.id },
    ]);
    const seen = await answer<{ events: { status: string; actor: string }[] }>(
      server,
      meera,
      READ,
      { n: number },
      'order',
    );
    expect(seen.events.slice(-3)).toEqual([
      { status: 'CONFIRMED', actor: 'designer' },
      { status: 'IN_TAILORING', actor: 'designer' },
      { status: 'QUALITY_CHECK', actor: 'designer' },
    ]);
    const [line] = await db.db
      .select({ stage: orderTailoringLines.stage })
      .from(orderTailoringLines)
      .where(eq(orderTailoringLines.id, Number(lineId)));
    expect(line!.stage).toBe('READY_TO_SHIP');
  });

  it('the cut racing ten cancels by the shopper: either the order is cancelled and nothing cut, or it is cut and kept', async () => {
    const { number, lineId } = await tailoredOrder(server, tailoring);
    const stock = await stockOf(db, tailoring.saree);
    const [cutting, ...cancels] = await Promise.all([
      moveLine(designer, lineId, 0, 'CUTTING'),
      ...Array.from({ length: 10 }, () => cancel(meera, number)),
    ]);
    const [row] = await db.db.select({ status: orders.status }).from(orders).where(eq(orders.number, number));
    const [line] = await db.db
      .select({ stage: orderTailoringLines.stage })
      .from(orderTailoringLines)
      .where(eq(orderTailoringLines.id, Number(lineId)));
    const cancelledOnce = cancels.filter((c) => c.ok).length;
    if (cutting!.ok) {
      expect(cancelledOnce).toBe(0);
      expect(cancels.map((c) => c.refusal).every((r) => r === 'CUTTING_STARTED')).toBe(true);
      expect({ status: row!.status, stage: line!.stage }).toEqual({ status: 'IN_TAILORING', stage: 'CUTTING' });
      expect(await stockOf(db, tailoring.saree)).toBe(stock);
    } else {
      expect(cutting!.refusal).toBe('ORDER_NOT_CONFIRMED');
      expect(cancelledOnce).toBe(1);
      expect(cancels.filter((c) => !c.ok).every((c) => c.refusal === 'NOT_ALLOWED')).toBe(true);
      expect({ status: row!.status, stage: line!.stage }).toEqual({
        status: 'CANCELLED',
        stage: 'MEASUREMENTS_CONFIRMED',
      });
      expect(await stockOf(db, tailoring.saree)).toBe(stock! + 1);
    }
  });
});

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
