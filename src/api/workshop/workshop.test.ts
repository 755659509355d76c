import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { stockOf } from '../../test/buying-fixtures';
import { ADVANCE, CANCEL } from '../../test/orders-api';
import { blouseOptions, tailoredOrder as placeTailored, tailoringFor, type Tailoring } from '../../test/workshop-api';
import { orderEvents, orders } from '../../db/schema/orders';

const LINE = `id version orderNumber stage nextStage stageChangedAt ownFabric canChange changeUntil changeClosed
  service { name kind } garment { name kind } options { group groupName code name price { amount currency } extraDays }
  measurement { kind name garment unit values { field mm value } }`;
type Line = {
  id: string;
  version: number;
  orderNumber: string;
  stage: string;
  nextStage: string | null;
  stageChangedAt: string;
  ownFabric: boolean;
  canChange: boolean;
  changeUntil: string | null;
  changeClosed: string | null;
  service: { name: string; kind: string } | null;
  garment: { name: string; kind: string } | null;
  options: {
    group: string;
    groupName: string | null;
    code: string;
    name: string;
    price: { amount: number; currency: string };
    extraDays: number;
  }[];
  measurement: {
    kind: string;
    name: string | null;
    garment: string | null;
    unit: string | null;
    values: { field: string; mm: number; value: number }[];
  };
};
const ORDER = `query O($n: String!) { order(number: $n) { status events { status actor note } tailoringLines { ${LINE} } } }`;
const MOVE = `mutation M($id: ID!, $v: Int!, $to: TailoringStage) { advanceTailoringLine(lineId: $id, expectedVersion: $v, to: $to) { ok refusal line { ${LINE} } } }`;
const CHANGE = `mutation C($id: ID!, $v: Int!, $values: [MeasurementValueInput!], $p: ID) {
  changeTailoringMeasurements(lineId: $id, expectedVersion: $v, values: $values, profileId: $p) { ok refusal errors { code field } line { ${LINE} } } }`;
const QUEUE = `query Q($stage: TailoringStage, $first: Int, $offset: Int) { tailoringQueue(stage: $stage, first: $first, offset: $offset) { total lines { ${LINE} } } }`;

type MoveShape = { advanceTailoringLine: { ok: boolean; refusal: string | null; line: Line | null } };
type ChangeShape = {
  changeTailoringMeasurements: {
    ok: boolean;
    refusal: string | null;
    errors: { code: string; field: string | null }[];
    line: Line | null;
  };
};

const hour = 3_600_000;

describe.each(testDatabases())('the tailoring workshop on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let saree: string;
  let tailoring: Tailoring;
  let meera: Shopper;
  let ravi: Shopper;
  let designer: Shopper;
  let designer2: Shopper;
  let admin: Shopper;

  /** Meera's tailored order, paid (or cash on delivery, left unconfirmed). */
  const tailoredOrder = (method: 'TEST_GATEWAY' | 'COD' = 'TEST_GATEWAY') => placeTailored(server, tailoring, method);
  const linesOf = async (number: string, who = meera) => {
    const r = await gqlAs<{
      order: {
        status: string;
        events: { status: string; actor: string; note: string | null }[];
        tailoringLines: Line[];
      } | null;
    }>(server, who, ORDER, { n: number });
    return r.data.order;
  };
  const move = (who: Shopper, id: string, v: number, to?: string) => gqlAs<MoveShape>(server, who, MOVE, { id, v, to });
  const change = (
    who: Shopper,
    id: string,
    v: number,
    vars: { values?: { field: string; value: string }[]; p?: string },
  ) => gqlAs<ChangeShape>(server, who, CHANGE, { id, v, ...vars });

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { clock, buying: { codMaxMinor: 100_000_00 } });
    meera = await createShopper(db, server);
    ravi = await createShopper(db, server);
    designer = await createShopper(db, server, 'designer');
    designer2 = await createShopper(db, server, 'designer');
    admin = await createShopper(db, server, 'admin');
    tailoring = await tailoringFor(db, server, meera);
    saree = tailoring.saree;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("shows the shopper the line on the order: options, garment, measurements in the profile's unit, and the window", async () => {
    const paidAt = clock.now();
    const { number } = await tailoredOrder();
    const order = (await linesOf(number))!;
    expect(order.status).toBe('PLACED');
    expect(order.tailoringLines).toHaveLength(1);
    const [line] = order.tailoringLines;
    expect(line).toMatchObject({
      orderNumber: number,
      stage: 'MEASUREMENTS_CONFIRMED',
      nextStage: 'CUTTING',
      ownFabric: false,
      canChange: true,
      changeClosed: null,
      changeUntil: new Date(paidAt.getTime() + 24 * hour).toISOString(),
      service: { kind: 'service' },
      garment: { kind: 'saree' },
      measurement: { kind: 'PROFILE', name: 'Me', garment: 'BLOUSE', unit: 'CM' },
    });
    expect(line!.options.map((o) => o.code)).toEqual(blouseOptions);
    expect(line!.options.every((o) => o.name.length > 0 && o.price.currency === 'INR')).toBe(true);
    expect(line!.options.find((o) => o.code === 'sleeve-puff')).toMatchObject({
      groupName: 'Sleeve style',
      name: 'Puff sleeve',
      price: { amount: 15000 },
    });
    expect(line!.measurement.values).toContainEqual({ field: 'sleeveLength', mm: 120, value: 12 });
  });

  it('lets only designers and admins move a line, in order, and the order follows its state machine', async () => {
    const { number, lineId } = await tailoredOrder();
    for (const who of [meera, null]) {
      const r = who ? await move(who, lineId, 0) : await gqlAs<MoveShape>(server, null, MOVE, { id: lineId, v: 0 });
      expect(r.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
    expect((await linesOf(number))!.tailoringLines[0]!.stage).toBe('MEASUREMENTS_CONFIRMED');

    const skip = await move(designer, lineId, 0, 'STITCHING');
    expect(skip.data.advanceTailoringLine).toMatchObject({
      ok: false,
      refusal: 'NOT_NEXT_STAGE',
      line: { stage: 'MEASUREMENTS_CONFIRMED', version: 0 },
    });

    const cut = await move(designer, lineId, 0, 'CUTTING');
    expect(cut.data.advanceTailoringLine).toMatchObject({
      ok: true,
      refusal: null,
      line: { stage: 'CUTTING', version: 1, nextStage: 'STITCHING' },
    });
    let order = (await linesOf(number))!;
    // Paid, not yet confirmed by hand: cutting confirms it and takes it into tailoring, each an event.
    expect(order.status).toBe('IN_TAILORING');
    expect(order.events.slice(-2).map((e) => e.status)).toEqual(['CONFIRMED', 'IN_TAILORING']);
    const sent = await db.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.kind, 'TAILORING_STAGE'),
          eq(notificationOutbox.dedupeKey, `tailoring-stage:${lineId}:CUTTING`),
        ),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.userId).toBe(meera.id);
    expect(sent[0]!.payload).toMatchObject({ orderNumber: number, stage: 'CUTTING' });

    // An old version is refused and changes nothing.
    expect((await move(admin, lineId, 0)).data.advanceTailoringLine).toMatchObject({
      ok: false,
      refusal: 'STALE',
      line: { stage: 'CUTTING', version: 1 },
    });
    expect((await move(admin, lineId, 1)).data.advanceTailoringLine).toMatchObject({
      ok: true,
      line: { stage: 'STITCHING', version: 2 },
    });
    expect((await move(designer, lineId, 2)).data.advanceTailoringLine).toMatchObject({
      ok: true,
      line: { stage: 'FINISHING' },
    });
    expect((await linesOf(number))!.status).toBe('IN_TAILORING');
    expect((await move(designer, lineId, 3)).data.advanceTailoringLine).toMatchObject({
      ok: true,
      line: { stage: 'READY_TO_SHIP', nextStage: null },
    });
    order = (await linesOf(number))!;
    expect(order.status).toBe('QUALITY_CHECK');
    // Each order move names who made it: the designer who cut, then the designer who finished it.
    expect(order.events.slice(-3).map((e) => [e.status, e.actor])).toEqual([
      ['CONFIRMED', 'designer'],
      ['IN_TAILORING', 'designer'],
      ['QUALITY_CHECK', 'designer'],
    ]);
    const [row] = await db.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const people = await db.db
      .select({ status: orderEvents.status, actorId: orderEvents.actorId })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row!.id))
      .orderBy(orderEvents.id);
    expect(people.slice(-3).map((e) => e.actorId)).toEqual([designer.id, designer.id, designer.id]);
    expect(people[0]).toEqual({ status: 'PENDING_PAYMENT', actorId: meera.id });
    expect((await move(designer, lineId, 4)).data.advanceTailoringLine.refusal).toBe('LAST_STAGE');
    expect((await move(designer, '99999999', 0)).data.advanceTailoringLine).toEqual({
      ok: false,
      refusal: 'NOT_FOUND',
      line: null,
    });
    expect((await move(designer, 'x1', 0)).data.advanceTailoringLine.refusal).toBe('NOT_FOUND');
  });

  it('lets the shopper cancel a tailored order until cutting starts, and says so on the order before they try', async () => {
    type Cancellable = {
      order: {
        status: string;
        canCancel: boolean;
        cancelRefusal: string | null;
        events: { status: string; actor: string }[];
      } | null;
    };
    const read = async (number: string, who: Shopper = meera) =>
      (
        await gqlAs<Cancellable>(
          server,
          who,
          'query O($n: String!) { order(number: $n) { status canCancel cancelRefusal events { status actor } } }',
          { n: number },
        )
      ).data.order!;
    type Cancel = {
      cancelOrder: { ok: boolean; refusal: string | null; order: { status: string; paymentStatus: string } | null };
    };

    // Before cutting: cancellable, and the saree goes back on sale.
    const early = await tailoredOrder();
    expect(await read(early.number)).toMatchObject({ status: 'PLACED', canCancel: true, cancelRefusal: null });
    const beforeEarly = await stockOf(db, saree);
    const ok = await gqlAs<Cancel>(server, meera, CANCEL, { n: early.number });
    expect(ok.data.cancelOrder).toMatchObject({
      ok: true,
      refusal: null,
      order: { status: 'CANCELLED', paymentStatus: 'REFUND_DUE' },
    });
    expect(await stockOf(db, saree)).toBe(beforeEarly! + 1);
    expect((await read(early.number)).events.at(-1)).toEqual({ status: 'CANCELLED', actor: 'customer' });

    // Once a line is cut: the page says so, and a cancel is refused with nothing changed.
    const { number, lineId } = await tailoredOrder();
    expect((await move(designer, lineId, 0, 'CUTTING')).data.advanceTailoringLine.ok).toBe(true);
    const cut = await read(number);
    expect(cut).toMatchObject({ status: 'IN_TAILORING', canCancel: false, cancelRefusal: 'CUTTING_STARTED' });
    // Staff reading the order see no shopper's refusal: it is the owner's.
    expect(await read(number, admin)).toMatchObject({ canCancel: false, cancelRefusal: null });
    const stock = await stockOf(db, saree);
    const refused = await gqlAs<Cancel>(server, meera, CANCEL, { n: number });
    expect(refused.data.cancelOrder).toMatchObject({
      ok: false,
      refusal: 'CUTTING_STARTED',
      order: { status: 'IN_TAILORING', paymentStatus: 'PAID' },
    });
    expect(await stockOf(db, saree)).toBe(stock);
    expect(await read(number)).toEqual(cut);
    // Further along, still refused.
    for (let v = 1; v < 4; v++) expect((await move(designer, lineId, v)).data.advanceTailoringLine.ok).toBe(true);
    expect(await read(number)).toMatchObject({
      status: 'QUALITY_CHECK',
      canCancel: false,
      cancelRefusal: 'CUTTING_STARTED',
    });
    expect((await gqlAs<Cancel>(server, meera, CANCEL, { n: number })).data.cancelOrder).toMatchObject({
      ok: false,
      refusal: 'CUTTING_STARTED',
    });
    expect(await stockOf(db, saree)).toBe(stock);
    // The store can still cancel it (after talking to the shopper), and its timeline says the team did.
    const byStore = await gqlAs<{ advanceOrder: { ok: boolean } }>(server, admin, ADVANCE, {
      n: number,
      to: 'CANCELLED',
    });
    expect(byStore.data.advanceOrder.ok).toBe(true);
    expect((await read(number)).events.at(-1)).toEqual({ status: 'CANCELLED', actor: 'admin' });
  });

  it("records an admin moving a line as the admin on the order's timeline", async () => {
    const { number, lineId } = await tailoredOrder();
    expect((await move(admin, lineId, 0, 'CUTTING')).data.advanceTailoringLine.ok).toBe(true);
    expect((await linesOf(number))!.events.slice(-2).map((e) => [e.status, e.actor])).toEqual([
      ['CONFIRMED', 'admin'],
      ['IN_TAILORING', 'admin'],
    ]);
  });

  it('refuses to move lines of an order not yet confirmed; cash on delivery confirmed by the store may move', async () => {
    const { number, lineId } = await tailoredOrder('COD');
    expect((await move(designer, lineId, 0)).data.advanceTailoringLine).toMatchObject({
      ok: false,
      refusal: 'ORDER_NOT_CONFIRMED',
    });
    const queued = await gqlAs<{ tailoringQueue: { lines: Line[] } }>(server, designer, QUEUE, { first: 50 });
    expect(queued.data.tailoringQueue.lines.map((l) => l.orderNumber)).not.toContain(number);
    const confirmed = await gqlAs<{ advanceOrder: { ok: boolean } }>(server, admin, ADVANCE, {
      n: number,
      to: 'CONFIRMED',
    });
    expect(confirmed.data.advanceOrder.ok).toBe(true);
    expect((await move(designer, lineId, 0)).data.advanceTailoringLine).toMatchObject({
      ok: true,
      line: { stage: 'CUTTING' },
    });
    expect((await linesOf(number))!.status).toBe('IN_TAILORING');
  });

  it('two staff moving the same line at once: one wins, the other is told it already moved', async () => {
    const { lineId } = await tailoredOrder();
    const [a, b] = await Promise.all([move(designer, lineId, 0), move(designer2, lineId, 0)]);
    const results = [a.data.advanceTailoringLine, b.data.advanceTailoringLine];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ refusal: 'STALE', line: { stage: 'CUTTING', version: 1 } });
    const sent = await db.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, `tailoring-stage:${lineId}:CUTTING`));
    expect(sent).toHaveLength(1);
  });

  it('lets the shopper change measurements within 24 h of confirmation, checked against the ranges; then refuses', async () => {
    const { number, lineId } = await tailoredOrder();
    const ok = await change(meera, lineId, 0, { values: [{ field: 'sleeveLength', value: '15.5' }] });
    expect(ok.data.changeTailoringMeasurements).toMatchObject({
      ok: true,
      refusal: null,
      errors: [],
      line: { version: 1, canChange: true },
    });
    expect(ok.data.changeTailoringMeasurements.line!.measurement.values).toContainEqual({
      field: 'sleeveLength',
      mm: 155,
      value: 15.5,
    });

    // Bad figures: a 300 cm waist, letters, a negative length, a field the garment has not: nothing changes.
    for (const [value, field, code] of [
      ['300', 'waist', 'OUT_OF_RANGE'],
      ['abc', 'bust', 'NOT_A_NUMBER'],
      ['-4', 'sleeveLength', 'OUT_OF_RANGE'],
      ['40', 'thigh', 'UNKNOWN_FIELD'],
    ] as const) {
      const bad = await change(meera, lineId, 1, { values: [{ field, value }] });
      expect(bad.data.changeTailoringMeasurements).toMatchObject({
        ok: false,
        refusal: 'INVALID_MEASUREMENT',
        errors: [{ code, field }],
      });
    }
    expect(
      (await change(meera, lineId, 0, { values: [{ field: 'bust', value: '88' }] })).data.changeTailoringMeasurements
        .refusal,
    ).toBe('STALE');
    expect((await change(meera, lineId, 1, {})).data.changeTailoringMeasurements.refusal).toBe('INVALID_INPUT');
    expect(
      (await change(meera, lineId, 1, { p: '00000000-0000-4000-8000-0000000000ff' })).data.changeTailoringMeasurements
        .refusal,
    ).toBe('PROFILE_NOT_FOUND');

    // Another shopper's order: not found, as if it did not exist; the order itself is not theirs to see.
    const theirs = await change(ravi, lineId, 1, { values: [{ field: 'sleeveLength', value: '20' }] });
    expect(theirs.data.changeTailoringMeasurements).toEqual({
      ok: false,
      refusal: 'NOT_FOUND',
      errors: [],
      line: null,
    });
    expect(await linesOf(number, ravi)).toBeNull();

    clock.advance(23 * hour + 59 * 60_000);
    expect(
      (await change(meera, lineId, 1, { values: [{ field: 'sleeveLength', value: '16' }] })).data
        .changeTailoringMeasurements,
    ).toMatchObject({ ok: true, line: { version: 2 } });
    clock.advance(60_000);
    const late = await change(meera, lineId, 2, { values: [{ field: 'sleeveLength', value: '17' }] });
    expect(late.data.changeTailoringMeasurements).toMatchObject({
      ok: false,
      refusal: 'WINDOW_CLOSED',
      line: { version: 2, canChange: false, changeClosed: 'WINDOW_CLOSED' },
    });
    expect(late.data.changeTailoringMeasurements.line!.measurement.values).toContainEqual({
      field: 'sleeveLength',
      mm: 160,
      value: 16,
    });
  });

  it('refuses changes once a designer has moved the line to cutting, even within the window', async () => {
    const { number, lineId } = await tailoredOrder();
    expect((await move(designer, lineId, 0, 'CUTTING')).data.advanceTailoringLine.ok).toBe(true);
    const r = await change(meera, lineId, 1, { values: [{ field: 'sleeveLength', value: '15' }] });
    expect(r.data.changeTailoringMeasurements).toMatchObject({
      ok: false,
      refusal: 'CUTTING_STARTED',
      line: { stage: 'CUTTING', canChange: false, changeClosed: 'CUTTING_STARTED' },
    });
    expect((await linesOf(number))!.tailoringLines[0]!.measurement.values).toContainEqual({
      field: 'sleeveLength',
      mm: 120,
      value: 12,
    });
  });

  it('gives staff the work queue by stage, oldest first, paged; shoppers are refused', async () => {
    const first = await tailoredOrder();
    clock.advance(60_000);
    const second = await tailoredOrder();
    const all = await gqlAs<{ tailoringQueue: { total: number; lines: Line[] } }>(server, designer, QUEUE, {
      stage: 'MEASUREMENTS_CONFIRMED',
      first: 50,
    });
    const numbers = all.data.tailoringQueue.lines.map((l) => l.orderNumber);
    expect(numbers.indexOf(first.number)).toBeGreaterThanOrEqual(0);
    expect(numbers.indexOf(first.number)).toBeLessThan(numbers.indexOf(second.number));
    expect(all.data.tailoringQueue.lines.every((l) => l.stage === 'MEASUREMENTS_CONFIRMED')).toBe(true);
    expect(all.data.tailoringQueue.lines[0]).toMatchObject({
      service: { kind: 'service' },
      garment: { kind: 'saree' },
      measurement: { kind: 'PROFILE' },
    });
    const page = await gqlAs<{ tailoringQueue: { total: number; lines: Line[] } }>(server, admin, QUEUE, {
      stage: 'MEASUREMENTS_CONFIRMED',
      first: 1,
      offset: 1,
    });
    expect(page.data.tailoringQueue.total).toBe(all.data.tailoringQueue.total);
    expect(page.data.tailoringQueue.lines.map((l) => l.id)).toEqual([all.data.tailoringQueue.lines[1]!.id]);
    const cutting = await gqlAs<{ tailoringQueue: { lines: Line[] } }>(server, designer, QUEUE, { stage: 'CUTTING' });
    expect(cutting.data.tailoringQueue.lines.every((l) => l.stage === 'CUTTING')).toBe(true);
    const refused = await gqlAs(server, meera, QUEUE, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('access-denied');
  });
});
