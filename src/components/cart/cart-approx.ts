import type { Rate } from '../../client/currency/store';
import { convertPaise } from '../../lib/currency';

type Money = { amount: number; currency: string };

/**
 * The approximate subtotal as the sum of the approximate line totals shown above it, so the cart's figures
 * in another currency add up (each line is rounded to the cent on its own; the subtotal's own conversion
 * could differ from their sum by a cent or two). Undefined, and the subtotal converted as it is, when the
 * lines' rupees do not make the subtotal (a line the server could not price).
 */
export function approxOfLines(
  lines: readonly { lineTotal?: Money | null }[],
  subtotal: Money,
): ((rate: Rate) => number) | undefined {
  const totals = lines.flatMap((l) => (l.lineTotal ? [l.lineTotal] : []));
  if (subtotal.currency !== 'INR' || totals.some((m) => m.currency !== 'INR')) return undefined;
  if (totals.reduce((sum, m) => sum + m.amount, 0) !== subtotal.amount) return undefined;
  return (rate) => totals.reduce((sum, m) => sum + convertPaise(m.amount, rate.scaled), 0);
}
