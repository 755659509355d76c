// The change window: a shopper may change a tailoring line's measurements until cutting starts — within
// 24 hours of the order's confirmation (payment received, or cash on delivery confirmed) and never once a
// designer has moved the line to cutting. After that the answer is a typed refusal the page turns into
// "contact the store".
import {
  checkMeasurementProfile,
  formatFigure,
  type MeasurementError,
  type MeasurementSnapshot,
} from '../../lib/measurements';
import { snapshotMeasurementChoice } from '../measurements';
import {
  announceOrderChange,
  isOpenForChanges,
  lockWorkshopOrder,
  type WorkshopOrder,
  type BuyingDeps,
} from '../orders';
import { lineById, lineIdOf, lockLine, reached, setLineMeasurement, type TailoringLineRow } from '../tailoring';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { jobById, type TailoringJob } from './workshop';

/** How long after confirmation a shopper may still change measurements. */
const changeWindowMs = 24 * 60 * 60 * 1000;

type WindowRefusal = 'ORDER_CLOSED' | 'CUTTING_STARTED' | 'WINDOW_CLOSED';
export type ChangeWindow = { open: boolean; until: Date | null; refusal: WindowRefusal | null };

/** Whether a line's measurements may still change now, until when, and if not, why not. */
export function changeWindow(
  line: Pick<TailoringLineRow, 'stage'>,
  order: Pick<WorkshopOrder, 'status' | 'confirmedAt'>,
  now: Date,
): ChangeWindow {
  const until = order.confirmedAt ? new Date(order.confirmedAt.getTime() + changeWindowMs) : null;
  const refusal: WindowRefusal | null = !isOpenForChanges(order.status)
    ? 'ORDER_CLOSED'
    : reached(line.stage, 'CUTTING')
      ? 'CUTTING_STARTED'
      : until && now.getTime() >= until.getTime()
        ? 'WINDOW_CLOSED'
        : null;
  return { open: refusal === null, until, refusal };
}

type ChangeRefusal =
  | WindowRefusal
  | 'NOT_FOUND'
  | 'STALE'
  | 'INVALID_INPUT'
  | 'INVALID_MEASUREMENT'
  | 'NO_FIGURES'
  | 'PROFILE_NOT_FOUND'
  | 'GARMENT_MISMATCH'
  | 'PROFILE_INCOMPLETE';
export type ChangeResult =
  | { ok: true; job: TailoringJob; errors: MeasurementError[] }
  | { ok: false; refusal: ChangeRefusal; job: TailoringJob | null; errors: MeasurementError[] };

export type MeasurementChange = {
  lineId: string | number;
  expectedVersion: number;
  /** Figures as typed in the snapshot's unit; fields left out keep their value. */
  values?: readonly { field: string; value: string }[] | null;
  /** Or another of the shopper's saved profiles. */
  profileId?: string | null;
};

/** Why a change was refused, with the figures' errors when they were out of range. */
type ChangeRefused = { refusal: ChangeRefusal; errors?: MeasurementError[] };

/** The new snapshot for edited figures: every field of the garment re-checked against its range. */
function editedSnapshot(
  current: MeasurementSnapshot,
  values: readonly { field: string; value: string }[],
  now: Date,
  refuse: Refuse<ChangeRefused>,
): MeasurementSnapshot {
  if (current.kind !== 'PROFILE') refuse({ refusal: 'NO_FIGURES' });
  const typed = new Map<string, string>(
    Object.entries(current.valuesMm).map(([f, mm]) => [f, formatFigure(mm, current.unit)]),
  );
  for (const v of values) typed.set(v.field, v.value);
  const checked = checkMeasurementProfile({
    name: current.name,
    garment: current.garment,
    unit: current.unit,
    values: [...typed].map(([field, value]) => ({ field, value })),
  });
  if (!checked.ok) refuse({ refusal: 'INVALID_MEASUREMENT', errors: checked.errors });
  return { ...current, valuesMm: checked.value.valuesMm as Record<string, number>, takenAt: now.toISOString() };
}

/** The shopper changes one line's measurements, if the window is open. Another shopper's line is not found. */
export async function changeTailoringMeasurements(
  deps: BuyingDeps,
  userId: string,
  input: MeasurementChange,
): Promise<ChangeResult> {
  const lineId = lineIdOf(input.lineId);
  if (lineId === null) return { ok: false, refusal: 'NOT_FOUND', job: null, errors: [] };
  const hasValues = (input.values?.length ?? 0) > 0;
  if (hasValues === Boolean(input.profileId) || (input.values?.length ?? 0) > 40)
    return { ok: false, refusal: 'INVALID_INPUT', job: null, errors: [] };
  const now = deps.kit.now();
  let number = '';
  const done = await inTransaction(deps.db, async (tx, refuse: Refuse<ChangeRefused>) => {
    const seen = await lineById(tx, lineId);
    if (!seen) refuse({ refusal: 'NOT_FOUND' });
    const order = await lockWorkshopOrder(tx, seen.orderId);
    if (!order || order.userId !== userId) refuse({ refusal: 'NOT_FOUND' });
    number = order.number;
    const line = await lockLine(tx, lineId);
    if (!line) refuse({ refusal: 'NOT_FOUND' });
    const window = changeWindow(line, order, now);
    if (window.refusal) refuse({ refusal: window.refusal });
    if (line.version !== input.expectedVersion) refuse({ refusal: 'STALE' });
    let measurement: MeasurementSnapshot;
    if (hasValues) measurement = editedSnapshot(line.measurement, input.values!, now, refuse);
    else {
      const garment = line.measurement.kind === 'PROFILE' ? line.measurement.garment : undefined;
      const r = await snapshotMeasurementChoice(
        tx,
        userId,
        { kind: 'PROFILE', profileId: String(input.profileId) },
        now,
        garment,
      );
      if (!r.ok) refuse({ refusal: r.code });
      measurement = r.snapshot;
    }
    // Figures in hand confirm the measurements of a line that was waiting for them.
    const stage =
      line.stage === 'AWAITING_MEASUREMENTS' && measurement.kind === 'PROFILE' ? 'MEASUREMENTS_CONFIRMED' : line.stage;
    if (!(await setLineMeasurement(tx, line, input.expectedVersion, measurement, stage, now)))
      refuse({ refusal: 'STALE' });
  });
  if (done instanceof Refused) {
    const { refusal, errors = [] } = done.answer;
    const job = refusal === 'NOT_FOUND' ? null : await jobById(deps.db, lineId);
    return { ok: false, refusal, job, errors };
  }
  announceOrderChange(deps, number);
  return { ok: true, job: (await jobById(deps.db, lineId))!, errors: [] };
}
