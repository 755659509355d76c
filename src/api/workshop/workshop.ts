// The workshop: the work queue, and moving a tailoring line to its next production stage. It owns no
// table; it joins the tailoring domain's lines (src/api/tailoring/lines.ts) with their orders (the orders
// domain's src/api/orders/for-workshop.ts), so neither of those depends on the other for this.
// A move is one transaction under the order's lock with an optimistic version check, so two staff moving
// the same line at once: one wins, the other is told it already moved. The order follows through its own
// state machine, and the shopper hears of it (orderUpdated, a TAILORING_STAGE message in the same transaction).
import type { Db } from '../../db/client';
import { snapshotFigures } from '../../lib/measurements';
import type { TailoringStage } from '../../lib/tailoring-stages';
import { enqueueNotification } from '../notifications';
import {
  announceOrderChange,
  followWorkshop,
  isWorkable,
  lockWorkshopOrder,
  workableOrderIds,
  workshopOrderOf,
  workshopOrders,
  type WorkshopOrder,
  type BuyingDeps,
  type OrderView,
} from '../orders';
import { recordAudit } from '../audit';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import type { StaffViewer } from '../core/viewer';
import {
  lineById,
  lineIdOf,
  linesOfOrder,
  lockLine,
  nextStage,
  queueLines,
  setLineStage,
  type TailoringLineRow,
} from '../tailoring';

/** Whether a line waits for figures: its choice was a call or a blouse, and nobody has taken them yet. */
export const awaitsFigures = (line: Pick<TailoringLineRow, 'stage' | 'measurement'>) =>
  line.stage === 'AWAITING_MEASUREMENTS' && snapshotFigures(line.measurement) === null;

/** A line with the order it belongs to (number, owner, items, confirmation), as the API shows it. */
export type TailoringJob = { row: TailoringLineRow; order: WorkshopOrder };

async function jobsOf(db: Db, rows: TailoringLineRow[]): Promise<TailoringJob[]> {
  const orders = await workshopOrders(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.flatMap((row) => {
    const order = orders.get(row.orderId);
    return order ? [{ row, order }] : [];
  });
}

export async function jobById(db: Db, lineId: number): Promise<TailoringJob | null> {
  const row = await lineById(db, lineId);
  return row ? ((await jobsOf(db, [row]))[0] ?? null) : null;
}

export const maxQueuePage = 50;

/**
 * The work queue: lines of confirmed, open orders, oldest in their stage first; by default everything not
 * yet ready to ship. Paged by offset (the queue is short and reordered by every move).
 */
export async function workQueue(
  db: Db,
  stage: TailoringStage | null,
  first: number,
  offset: number,
): Promise<{ total: number; jobs: TailoringJob[] }> {
  const n = Math.min(maxQueuePage, Math.max(1, first));
  const skip = Math.min(10_000, Math.max(0, offset));
  const { total, rows } = await queueLines(db, workableOrderIds(db), stage, n, skip);
  return { total, jobs: await jobsOf(db, rows) };
}

type AdvanceRefusal = 'NOT_FOUND' | 'STALE' | 'NOT_NEXT_STAGE' | 'LAST_STAGE' | 'ORDER_NOT_CONFIRMED' | 'NO_FIGURES';
export type AdvanceResult =
  { ok: true; job: TailoringJob } | { ok: false; refusal: AdvanceRefusal; job: TailoringJob | null };

/**
 * Moves one line to its next stage (staff only; the caller checks the role and says who `by` is, which the
 * order's timeline records for the moves the stage implies). `expectedVersion` is the
 * version the staff member saw: if the line moved since, nothing changes and the answer is STALE with the
 * line as it is now. `to`, when given, must be the next stage.
 */
export async function advanceTailoringLine(
  deps: BuyingDeps,
  viewer: StaffViewer,
  input: { lineId: string | number; expectedVersion: number; to?: TailoringStage | null },
): Promise<AdvanceResult> {
  const by = { actor: viewer.role, userId: viewer.userId };
  const lineId = lineIdOf(input.lineId);
  if (lineId === null) return { ok: false, refusal: 'NOT_FOUND', job: null };
  const now = deps.kit.now();
  let number = '';
  const done = await inTransaction(deps.db, async (tx, refuse: Refuse<AdvanceRefusal>) => {
    const seen = await lineById(tx, lineId);
    if (!seen) refuse('NOT_FOUND');
    // The order first, then the line: every writer of an order's tailoring takes them in this order.
    const order = await lockWorkshopOrder(tx, seen.orderId);
    if (!order) refuse('NOT_FOUND');
    number = order.number;
    const line = await lockLine(tx, lineId);
    if (!line) refuse('NOT_FOUND');
    if (line.version !== input.expectedVersion) refuse('STALE');
    if (!isWorkable(order.status, order.paymentStatus)) refuse('ORDER_NOT_CONFIRMED');
    const to = nextStage(line.stage);
    if (!to) refuse('LAST_STAGE');
    if (input.to && input.to !== to) refuse('NOT_NEXT_STAGE');
    // A call or a blouse sent in gives no figures by itself: nothing is confirmed, let alone cut, without them.
    if (awaitsFigures(line)) refuse('NO_FIGURES');
    if (!(await setLineStage(tx, lineId, input.expectedVersion, to, now))) refuse('STALE');
    await recordAudit(
      tx,
      viewer,
      {
        entity: 'tailoring_line',
        entityId: String(lineId),
        action: 'stage.advance',
        before: { stage: line.stage },
        after: { stage: to },
      },
      now,
    );
    if (to === 'CUTTING') await followWorkshop(tx, order.id, 'CUTTING_STARTED', by, now);
    if (to === 'READY_TO_SHIP') {
      const lines = await linesOfOrder(tx, order.id);
      if (lines.every((l) => l.stage === 'READY_TO_SHIP')) await followWorkshop(tx, order.id, 'ALL_READY', by, now);
    }
    await enqueueNotification(
      tx,
      {
        kind: 'TAILORING_STAGE',
        dedupeKey: `tailoring-stage:${lineId}:${to}`,
        userId: order.userId,
        locale: order.locale,
        payload: {
          orderNumber: order.number,
          lineId,
          stage: to,
          at: now.toISOString(),
          // The message names what is being made ("your Blouse stitching … is now at cutting").
          serviceName: order.items.find((i) => i.id === line.orderItemId)?.name ?? null,
        },
      },
      now,
    );
  });
  if (done instanceof Refused) {
    return {
      ok: false,
      refusal: done.answer,
      job: done.answer === 'NOT_FOUND' ? null : await jobById(deps.db, lineId),
    };
  }
  announceOrderChange(deps, number);
  return { ok: true, job: (await jobById(deps.db, lineId))! };
}

/** The tailoring lines of orders a caller already read whole (a designer's call shows the shopper's), at most `limit`. */
export async function jobsOfOrders(db: Db, views: readonly OrderView[], limit: number): Promise<TailoringJob[]> {
  const jobs: TailoringJob[] = [];
  for (const view of views.filter((v) => v.row.hasTailoring)) {
    if (jobs.length >= limit) break;
    const order = workshopOrderOf(view);
    for (const row of await linesOfOrder(db, view.row.id)) jobs.push({ row, order });
  }
  return jobs.slice(0, limit);
}
