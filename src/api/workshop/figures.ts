// Figures taken by staff for a line whose measurements were left to a designer's call (or a blouse sent in):
// checked by the same rule as a shopper's profile, stored in millimetres on the line's snapshot, with the
// line's optimistic version. The change is audited and the order's timeline names the designer.
import {
  checkMeasurementProfile,
  snapshotFigures,
  type MeasurementError,
  type MeasurementProfileInput,
} from '../../lib/measurements';
import { recordAudit } from '../audit';
import type { StaffViewer } from '../core/viewer';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { announceOrderChange, lockWorkshopOrder, noteFiguresTaken, type BuyingDeps } from '../orders';
import { lineById, lineIdOf, lockLine, reached, setLineMeasurement } from '../tailoring';
import { jobById, type TailoringJob } from './workshop';

type FiguresRefusal = 'NOT_FOUND' | 'STALE' | 'INVALID_MEASUREMENT' | 'NOT_AWAITING';
export type FiguresResult =
  | { ok: true; job: TailoringJob; errors: MeasurementError[] }
  | { ok: false; refusal: FiguresRefusal; job: TailoringJob | null; errors: MeasurementError[] };

type FiguresRefused = { refusal: FiguresRefusal; errors?: MeasurementError[] };

export type FiguresInput = {
  lineId: string | number;
  expectedVersion: number;
  garment: MeasurementProfileInput['garment'];
  unit: MeasurementProfileInput['unit'];
  values: MeasurementProfileInput['values'];
};

/** Staff record (or correct, until cutting) the figures of a line that has no saved profile. */
export async function recordTailoringFigures(
  deps: BuyingDeps,
  viewer: StaffViewer,
  input: FiguresInput,
): Promise<FiguresResult> {
  const lineId = lineIdOf(input.lineId);
  if (lineId === null) return { ok: false, refusal: 'NOT_FOUND', job: null, errors: [] };
  // The shopper's rule, name and all; the name is the order's, never shown.
  const checked = checkMeasurementProfile({
    name: 'call',
    garment: input.garment,
    unit: input.unit,
    values: input.values,
  });
  if (!checked.ok) {
    return { ok: false, refusal: 'INVALID_MEASUREMENT', job: await jobById(deps.db, lineId), errors: checked.errors };
  }
  const now = deps.kit.now();
  const by = { actor: viewer.role, userId: viewer.userId };
  let number = '';
  const done = await inTransaction(deps.db, async (tx, refuse: Refuse<FiguresRefused>) => {
    const seen = await lineById(tx, lineId);
    if (!seen) refuse({ refusal: 'NOT_FOUND' });
    const order = await lockWorkshopOrder(tx, seen.orderId);
    if (!order) refuse({ refusal: 'NOT_FOUND' });
    number = order.number;
    const line = await lockLine(tx, lineId);
    if (!line) refuse({ refusal: 'NOT_FOUND' });
    if (line.version !== input.expectedVersion) refuse({ refusal: 'STALE' });
    if (line.measurement.kind === 'PROFILE' || reached(line.stage, 'CUTTING')) refuse({ refusal: 'NOT_AWAITING' });
    const figures = {
      garment: checked.value.garment,
      unit: checked.value.unit,
      valuesMm: checked.value.valuesMm as Record<string, number>,
      takenAt: now.toISOString(),
    };
    const measurement = { kind: line.measurement.kind, figures };
    const stage = line.stage === 'AWAITING_MEASUREMENTS' ? 'MEASUREMENTS_CONFIRMED' : line.stage;
    if (!(await setLineMeasurement(tx, line, input.expectedVersion, measurement, stage, now)))
      refuse({ refusal: 'STALE' });
    const was = snapshotFigures(line.measurement);
    await recordAudit(
      tx,
      viewer,
      {
        entity: 'tailoring_line',
        entityId: String(lineId),
        action: 'figures.record',
        before: { stage: line.stage, figures: was ? { unit: was.unit, valuesMm: was.valuesMm } : null },
        after: { stage, figures: { unit: figures.unit, valuesMm: figures.valuesMm } },
      },
      now,
    );
    await noteFiguresTaken(tx, order.id, by, now);
  });
  if (done instanceof Refused) {
    const { refusal, errors = [] } = done.answer;
    return { ok: false, refusal, job: refusal === 'NOT_FOUND' ? null : await jobById(deps.db, lineId), errors };
  }
  announceOrderChange(deps, number);
  return { ok: true, job: (await jobById(deps.db, lineId))!, errors: [] };
}
