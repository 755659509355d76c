import type { Db } from '../../db/client';
import { orderTailoringLines } from '../../db/schema/tailoring';
import type { MeasurementSnapshot } from '../../lib/measurements';
import type { TailoringStage } from '../../lib/tailoring-stages';
import { snapshotMeasurementChoice } from '../measurements';
import type { TailoringProblem } from '../../lib/tailoring';
import { snapshotProblem, type TailoredLine } from './cart-lines';

export type OrderTailoringInput = {
  /** The service line of the order. */
  orderItemId: number;
  serviceProductId: number;
  /** The order item of the saree or fabric it is made from, if any. */
  attachedItemId: number | null;
  line: TailoredLine;
};

export type RecordResult = { ok: true } | { ok: false; key: string; code: TailoringProblem };

/**
 * Writes the workshop's job for each tailoring line of a new order, in the order's transaction: the
 * options as priced, what it is made from and a copy of the measurements (so editing a profile later
 * never changes this order). A saved profile starts at MEASUREMENTS_CONFIRMED; a designer's call or a
 * blouse sent in at AWAITING_MEASUREMENTS. Nothing is written if any line fails.
 */
export async function recordTailoringLines(
  tx: Db,
  userId: string,
  orderId: string,
  inputs: readonly OrderTailoringInput[],
  now: Date,
): Promise<RecordResult> {
  const rows: (typeof orderTailoringLines.$inferInsert)[] = [];
  for (const input of inputs) {
    const { line } = input;
    let measurement: MeasurementSnapshot;
    if (line.garment === null) {
      // Finishing work on a saree needs no measurements; the workshop has nothing to wait for.
      measurement = { kind: 'DESIGNER_CALL' };
    } else {
      if (!line.measurement) return { ok: false, key: line.key, code: 'MEASUREMENT_MISSING' };
      const snap = await snapshotMeasurementChoice(tx, userId, line.measurement, now, line.garment);
      if (!snap.ok) return { ok: false, key: line.key, code: snapshotProblem[snap.code] };
      measurement = snap.snapshot;
    }
    const stage: TailoringStage =
      line.garment === null || measurement.kind === 'PROFILE' ? 'MEASUREMENTS_CONFIRMED' : 'AWAITING_MEASUREMENTS';
    rows.push({
      orderId,
      orderItemId: input.orderItemId,
      serviceProductId: input.serviceProductId,
      options: line.options,
      attachedItemId: input.attachedItemId,
      ownFabric: input.attachedItemId === null,
      measurement,
      stage,
      stageChangedAt: now,
      version: 0,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (rows.length) await tx.insert(orderTailoringLines).values(rows);
  return { ok: true };
}
