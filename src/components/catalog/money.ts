// Money is minor units plus an ISO code (docs/ARCHITECTURE.md, Decisions); shown the Indian way (₹1,23,456) in every language.
import { toMajor } from '../../lib/money';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fraction: boolean): Intl.NumberFormat {
  const key = `${currency}:${fraction}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = fraction ? {} : { maximumFractionDigits: 0 };
    f = new Intl.NumberFormat('en-IN', { style: 'currency', currency, ...digits });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Whole rupees as ₹1,013; an amount with paise (a line of fabric cut in quarter metres) shows them,
 * ₹1,012.50, so what the shopper reads is what they are charged.
 */
export function formatMoney(m: { amount: number; currency: string }): string {
  const major = toMajor(m.amount, m.currency);
  return formatter(m.currency, !Number.isInteger(major)).format(major);
}

/** Price for JSON-LD and feeds: a decimal string with two places, from integer paise. */
export function decimalPrice(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
}
