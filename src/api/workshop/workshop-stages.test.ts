import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema/notifications';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';
import { ADVANCE } from '../../test/orders-api';
import { blouseOptions } from '../../test/workshop-api';
import { orderEvents, orders } from '../../db/schema/orders';
import { workshopSuite, type Line, MOVE, QUEUE, type MoveShape, hour } from '../../test/workshop-suite';

describe.each(testDatabases())('workshop stages on $kind', ({ open }) => {
  const suite = workshopSuite(open);

  it("shows the shopper the line on the order: options, garment, measurements in the profile's unit, and the window", async () => {
    const { clock, tailoredOrder, linesOf } = suite;
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
    const { db, server, meera, designer, admin, tailoredOrder, linesOf, move } = suite;
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
    // The message names the service being made, as bought (its name on the order).
    expect(sent[0]!.payload).toMatchObject({ serviceName: { en: expect.stringMatching(/\S/) } });

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

  it("records an admin moving a line as the admin on the order's timeline", async () => {
    const { admin, tailoredOrder, linesOf, move } = suite;
    const { number, lineId } = await tailoredOrder();
    expect((await move(admin, lineId, 0, 'CUTTING')).data.advanceTailoringLine.ok).toBe(true);
    expect((await linesOf(number))!.events.slice(-2).map((e) => [e.status, e.actor])).toEqual([
      ['CONFIRMED', 'admin'],
      ['IN_TAILORING', 'admin'],
    ]);
  });

  it('refuses to move lines of an order not yet confirmed; cash on delivery confirmed by the store may move', async () => {
    const { server, designer, admin, tailoredOrder, linesOf, move } = suite;
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
    const { db, designer, designer2, tailoredOrder, move } = suite;
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

  it('gives staff the work queue by stage, oldest first, paged; shoppers are refused', async () => {
    const { server, clock, meera, designer, admin, tailoredOrder } = suite;
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
