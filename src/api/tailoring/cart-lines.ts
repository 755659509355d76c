import type { Db } from '../../db/client';
import type { TailoringOptionSnapshot } from '../../db/schema/tailoring';
import type { MeasurementChoice, MeasurementGarment } from '../../lib/measurements';
import type { TailoringChoice, TailoringProblem } from '../../lib/tailoring';
import { withBlousePiece } from '../catalog';
import { snapshotMeasurementChoice } from '../measurements';
import { priceTailoringOrStandard } from './options';

/** The measurements domain's refusals, as a tailoring line's problem. */
export const snapshotProblem = {
  PROFILE_NOT_FOUND: 'PROFILE_NOT_FOUND',
  GARMENT_MISMATCH: 'PROFILE_GARMENT_MISMATCH',
  PROFILE_INCOMPLETE: 'PROFILE_INCOMPLETE',
} as const satisfies Record<string, TailoringProblem>;

/** What the tailoring rules need to know about a cart line. */
export type CartLineForTailoring = {
  key: string;
  qty: number;
  product: { id: number; kind: string } | null;
  tailoring: TailoringChoice | null;
};

/** A tailoring line as priced and checked: what it adds to the service's price and time, and what is wrong. */
export type TailoredLine = {
  key: string;
  options: TailoringOptionSnapshot[];
  extraMinor: number;
  extraDays: number;
  metresTenths: number;
  garment: MeasurementGarment | null;
  attachTo: string | null;
  ownFabric: boolean;
  measurement: MeasurementChoice | null;
  problem: TailoringProblem | null;
  /** Which group or option the problem is about, when it is about one. */
  problemDetail: string | null;
};

export type CheckMode = {
  /** At checkout and when placing: every line that needs measurements must say how they are taken. */
  requireMeasurement: boolean;
  /** The shopper whose saved profiles a line may name (checked when set). */
  userId: string | null;
  now: Date;
};

/**
 * Prices the options of every service line of a cart and checks what each is made from: a blouse from
 * a saree sold with a blouse piece or from enough fabric, a kurta or lehenga from enough metres (the
 * needs of every line attached to one fabric are added up), finishing work on a saree; or the
 * shopper's own fabric. A line attached to something not in this very cart is refused.
 */
export async function checkTailoringLines(
  tx: Db,
  lines: readonly CartLineForTailoring[],
  mode: CheckMode,
): Promise<Map<string, TailoredLine>> {
  const out = new Map<string, TailoredLine>();
  // A tailoring choice belongs on a tailoring service only: on a saree or fabric it would let one product
  // travel as several lines (each with its own key), so such a line is refused, never sold plainly.
  for (const l of lines) {
    if (!l.tailoring || !l.product || l.product.kind === 'service') continue;
    out.set(l.key, {
      key: l.key,
      options: [],
      extraMinor: 0,
      extraDays: 0,
      metresTenths: 0,
      garment: null,
      attachTo: null,
      ownFabric: false,
      measurement: null,
      problem: 'NOT_A_SERVICE',
      problemDetail: null,
    });
  }
  const services = lines.filter((l) => l.product?.kind === 'service');
  if (services.length === 0) return out;
  const garments = new Map(
    lines
      .filter((l) => l.product && l.product.kind !== 'service' && l.key === String(l.product.id))
      .map((l) => [l.key, l]),
  );
  const attachedIds = [
    ...new Set(services.map((l) => l.tailoring?.attachTo).filter((k): k is string => !!k && garments.has(k))),
  ].map(Number);
  const blousePieces = await withBlousePiece(tx, attachedIds);
  const blousesPerSaree = new Map<string, number>();
  const tenthsPerFabric = new Map<string, number>();

  for (const line of services) {
    const choice = line.tailoring;
    // One after the other: inside placeOrder's transaction every query runs on one connection.
    const priced = await priceTailoringOrStandard(tx, line.product!.id, choice ? choice.options : null);
    const base = {
      key: line.key,
      attachTo: choice?.attachTo ?? null,
      // A plain service line (an old cart's) is made from fabric the shopper sends.
      ownFabric: choice ? choice.ownFabric : true,
      measurement: choice ? choice.measurement : { kind: 'DESIGNER_CALL' as const },
    };
    if (!priced.ok) {
      // A service the workshop has no options for (added later by the owner) sells as before, plainly.
      const plain = priced.code === 'NOT_A_SERVICE' && (!choice || choice.options.length === 0);
      out.set(line.key, {
        ...base,
        options: [],
        extraMinor: 0,
        extraDays: 0,
        metresTenths: 0,
        garment: null,
        problem: plain ? null : priced.code,
        problemDetail: plain ? null : (priced.group ?? priced.option ?? null),
      });
      continue;
    }
    const result: TailoredLine = {
      ...base,
      options: priced.options,
      extraMinor: priced.extraMinor,
      extraDays: priced.extraDays,
      metresTenths: priced.metresTenths * line.qty,
      garment: priced.garment,
      problem: null,
      problemDetail: null,
    };
    out.set(line.key, result);
    const fail = (problem: TailoringProblem) => {
      result.problem = problem;
    };
    if (base.attachTo) {
      const garment = garments.get(base.attachTo);
      if (!garment) {
        fail('ATTACHED_LINE_NOT_IN_CART');
        continue;
      }
      const kind = garment.product!.kind;
      if (priced.material === 'SAREE' && kind !== 'saree') fail('CANNOT_ATTACH_TO_THIS');
      else if (priced.material === 'FABRIC' && kind !== 'fabric') fail('CANNOT_ATTACH_TO_THIS');
      else if (kind === 'saree' && priced.material === 'BLOUSE_PIECE_OR_FABRIC') {
        // One saree bought gives one blouse piece: two blouses need two sarees.
        const used = (blousesPerSaree.get(base.attachTo) ?? 0) + line.qty;
        blousesPerSaree.set(base.attachTo, used);
        if (!blousePieces.has(garment.product!.id)) fail('NO_BLOUSE_PIECE');
        else if (used > garment.qty) fail('NO_BLOUSE_PIECE');
      } else if (kind === 'fabric') {
        const used = (tenthsPerFabric.get(base.attachTo) ?? 0) + result.metresTenths;
        tenthsPerFabric.set(base.attachTo, used);
        if (used > garment.qty * 10) fail('NOT_ENOUGH_FABRIC');
      }
    } else if (!base.ownFabric) {
      fail('ATTACHMENT_MISSING');
    }
    if (result.problem !== null || priced.garment === null) continue;
    if (!base.measurement) {
      if (mode.requireMeasurement) fail('MEASUREMENT_MISSING');
    } else if (base.measurement.kind === 'PROFILE' && mode.userId) {
      const snap = await snapshotMeasurementChoice(tx, mode.userId, base.measurement, mode.now, priced.garment);
      if (!snap.ok) fail(snapshotProblem[snap.code]);
    }
  }
  return out;
}
