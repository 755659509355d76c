// The workshop's jobs as the tailoring domain keeps them: one row per tailoring line of an order, read and
// changed here only. Writes take the caller's transaction and an expected version, so the caller (the
// workshop, src/api/workshop) can tell a line that moved since it was read from one that did not.
import { and, asc, count, eq, inArray, ne, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema/localized';
import { orderTailoringLines, tailoringOptionGroups } from '../../db/schema/tailoring';
import type { MeasurementSnapshot } from '../../lib/measurements';
import { tailoringStages, type TailoringStage } from '../../lib/tailoring-stages';

export type TailoringLineRow = typeof orderTailoringLines.$inferSelect;

/** The stage after this one, or null at the end. */
export function nextStage(stage: TailoringStage): TailoringStage | null {
  const i = tailoringStages.indexOf(stage);
  return tailoringStages[i + 1] ?? null;
}

/** Whether a line has reached (or passed) a stage. */
export const reached = (stage: TailoringStage, target: TailoringStage): boolean =>
  tailoringStages.indexOf(stage) >= tailoringStages.indexOf(target);

/** Line ids are serial integers; anything else is no line. */
export function lineIdOf(raw: string | number): number | null {
  const s = String(raw);
  if (!/^\d{1,9}$/.test(s)) return null;
  return Number(s);
}

export async function lineById(db: Db, lineId: number): Promise<TailoringLineRow | null> {
  const [row] = await db.select().from(orderTailoringLines).where(eq(orderTailoringLines.id, lineId));
  return row ?? null;
}

/** The line, locked for the caller's transaction (lock its order first: every writer takes them in that order). */
export async function lockLine(tx: Db, lineId: number): Promise<TailoringLineRow | null> {
  const [row] = await tx.select().from(orderTailoringLines).where(eq(orderTailoringLines.id, lineId)).for('update');
  return row ?? null;
}

export async function linesOfOrder(db: Db, orderId: string): Promise<TailoringLineRow[]> {
  return db
    .select()
    .from(orderTailoringLines)
    .where(eq(orderTailoringLines.orderId, orderId))
    .orderBy(asc(orderTailoringLines.id));
}

/** Moves a line to `to` if it is still at `expectedVersion`; false when it changed since. */
export async function setLineStage(
  tx: Db,
  lineId: number,
  expectedVersion: number,
  to: TailoringStage,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(orderTailoringLines)
    .set({ stage: to, stageChangedAt: now, version: expectedVersion + 1, updatedAt: now })
    .where(and(eq(orderTailoringLines.id, lineId), eq(orderTailoringLines.version, expectedVersion)))
    .returning({ id: orderTailoringLines.id });
  return moved.length > 0;
}

/** Replaces a line's measurements (and its stage, when they confirm it) if it is still at `expectedVersion`. */
export async function setLineMeasurement(
  tx: Db,
  line: Pick<TailoringLineRow, 'id' | 'stage'>,
  expectedVersion: number,
  measurement: MeasurementSnapshot,
  stage: TailoringStage,
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .update(orderTailoringLines)
    .set({
      measurement,
      stage,
      ...(stage !== line.stage ? { stageChangedAt: now } : {}),
      version: expectedVersion + 1,
      updatedAt: now,
    })
    .where(and(eq(orderTailoringLines.id, line.id), eq(orderTailoringLines.version, expectedVersion)))
    .returning({ id: orderTailoringLines.id });
  return changed.length > 0;
}

/**
 * A page of lines of the given orders (a subquery the caller supplies), oldest in their stage first; by
 * default everything not yet ready to ship.
 */
export async function queueLines(
  db: Db,
  orderIds: SQLWrapper,
  stage: TailoringStage | null,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: TailoringLineRow[] }> {
  const where = and(
    stage ? eq(orderTailoringLines.stage, stage) : ne(orderTailoringLines.stage, 'READY_TO_SHIP'),
    inArray(orderTailoringLines.orderId, orderIds),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orderTailoringLines)
      .where(where)
      .orderBy(asc(orderTailoringLines.stageChangedAt), asc(orderTailoringLines.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orderTailoringLines).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** The names of the option groups ("Sleeve style") of these services, by `<service id>:<group code>`. */
export async function optionGroupNames(db: Db, serviceProductIds: readonly number[]): Promise<Map<string, Localized>> {
  const ids = [...new Set(serviceProductIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      serviceProductId: tailoringOptionGroups.serviceProductId,
      code: tailoringOptionGroups.code,
      name: tailoringOptionGroups.name,
    })
    .from(tailoringOptionGroups)
    .where(inArray(tailoringOptionGroups.serviceProductId, ids));
  return new Map(rows.map((r) => [`${r.serviceProductId}:${r.code}`, r.name]));
}

/** How many lines of the given orders (a subquery) stand at each stage; stages with none are left out. */
export async function stageCounts(db: Db, orderIds: SQLWrapper): Promise<{ stage: TailoringStage; count: number }[]> {
  return db
    .select({ stage: orderTailoringLines.stage, count: count() })
    .from(orderTailoringLines)
    .where(inArray(orderTailoringLines.orderId, orderIds))
    .groupBy(orderTailoringLines.stage);
}
