// Hostile order moves, GraphQL over HTTP: the shopper's cancel after cutting, someone else's cancel or read,
// and staff moves beyond a designer's. Against a real server (production settings) on each database; every
// refusal is typed and leaves stock, orders, events and messages as they were.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/orders';
import { orderTailoringLines } from '../../db/schema/tailoring';
import { startTestServer, testClock, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { stockOf } from '../buying-fixtures';
import { ADVANCE, CANCEL } from '../orders-api';
import { tailoredOrder, tailoringFor, type Tailoring } from '../workshop-api';
import { answer, denied, everything, type Refusable } from './states-kit';

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
    db = await open({ seeded: true });
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
