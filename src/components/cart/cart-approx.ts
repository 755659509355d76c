import type { Rate } from '../../client/currency/store';
import { convertPaise } from '../../lib/currency';
import { lineTotalMinor } from '../../lib/money';

type Money = { amount: number; currency: string };
type Line = { qty: number; unitPrice?: Money | null; lineTotal?: Money | null };

/**
 * A line's total in another currency, in its minor units: its unit price's approximation (the one shown
 * beside it) times the quantity, rounded half-up, when the rupees are that too (a saree, metres of a
 * fabric); else the line total's own conversion (tailoring, whose options are in its total). So "≈ $5.25
 * per metre" and 2 m make ≈ $10.50, not the ≈ $10.49 that ₹900 converted alone would say.
 */
export function lineApprox(line: Line): ((rate: Rate) => number) | undefined {
  const { unitPrice: unit, lineTotal: total, qty } = line;
  if (!total || total.currency !== 'INR') return undefined;
  if (!unit || unit.currency !== 'INR' || lineTotalMinor(unit.amount, qty) !== total.amount)
    return (rate) => convertPaise(total.amount, rate.scaled);
  // Rounded as the rupees are (half-up, `lineTotalMinor`): the product page's "2 m for ≈ $10.50" says the same.
  return (rate) => lineTotalMinor(convertPaise(unit.amount, rate.scaled), qty);
}

/**
 * The approximate subtotal as the sum of the approximate line totals shown above it (`lineApprox`), so the
 * cart's figures in another currency add up (each line is rounded to the cent on its own; the subtotal's
 * own conversion could differ from their sum by a cent or two). Undefined, and the subtotal converted as it
 * is, when the lines' rupees do not make the subtotal (a line the server could not price).
 */
export function approxOfLines(lines: readonly Line[], subtotal: Money): ((rate: Rate) => number) | undefined {
  const priced = lines.filter((l) => l.lineTotal);
  if (subtotal.currency !== 'INR' || priced.some((l) => l.lineTotal!.currency !== 'INR')) return undefined;
  if (priced.reduce((sum, l) => sum + l.lineTotal!.amount, 0) !== subtotal.amount) return undefined;
  const each = priced.map((l) => lineApprox(l)!);
  return (rate) => each.reduce((sum, f) => sum + f(rate), 0);
}
