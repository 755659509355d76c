// Money is minor units plus an ISO code (docs/ARCHITECTURE.md, Decisions); shown the Indian way (₹1,23,456) in every language.
import { toMajor } from '../../lib/money';

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(m: { amount: number; currency: string }): string {
  let f = formatters.get(m.currency);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', { style: 'currency', currency: m.currency, maximumFractionDigits: 0 });
    formatters.set(m.currency, f);
  }
  return f.format(toMajor(m.amount, m.currency));
}

/** Price for JSON-LD and feeds: a decimal string with two places, from integer paise. */
export function decimalPrice(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
}
