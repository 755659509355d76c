// Money is an integer amount in the currency's minor unit (paise for INR) plus its ISO code. These are
// the one set of conversions and the one discount formula, for the server, the feeds and the browser.

const digitsByCurrency = new Map<string, number>();

/** How many minor units make a major one, as a power of ten (INR, USD: 2; JPY: 0). */
function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units to a decimal amount (12345 paise is 123.45 rupees). */
export function toMajor(minor: number, currency: string): number {
  return Math.round(minor) / 10 ** minorDigits(currency);
}

/** A decimal amount to whole minor units (123.45 rupees is 12345 paise). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** Amount off one unit against the MRP, in minor units; never negative. */
export function discountMinor(mrpMinor: number, priceMinor: number): number {
  return Math.max(0, mrpMinor - priceMinor);
}

/** Percent off the MRP, rounded down (a 33.9% discount shows as 33%); 0 without an MRP. */
export function discountPercent(mrpMinor: number, priceMinor: number): number {
  return mrpMinor > 0 ? Math.floor((discountMinor(mrpMinor, priceMinor) * 100) / mrpMinor) : 0;
}

/**
 * A line's total: the unit price (per piece, or per metre) times the quantity, in whole minor units.
 * Quantities are multiples of 0.25 (the finest step), so the exact total is a whole number of quarter
 * paise; a quarter or three quarters of a paisa rounds to the nearest paisa and a half rounds up (half-up).
 * Seeded and typed prices are whole rupees, so no fabric total needs rounding at all.
 */
export function lineTotalMinor(unitMinor: number, qty: number): number {
  const quarters = Math.round(qty * 4);
  return Math.floor((unitMinor * quarters + 2) / 4);
}
