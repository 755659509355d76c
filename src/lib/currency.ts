// Display currencies: what a shopper abroad may read prices in. Every order is charged in rupees; a
// price in another currency is an approximation from a rate the store keeps (src/db/schema/currency.ts).
// One set of rules for the server (checking a choice, an admin's rate) and the browser (showing prices).
import { toMajor } from './money';

/** The charged currency. */
export const baseCurrency = 'INR';

/** The currencies a shopper may choose, the rupee first (the store's own). */
export const displayCurrencies = ['INR', 'USD', 'GBP', 'EUR', 'AED', 'SGD', 'CAD', 'AUD'] as const;
export type DisplayCurrency = (typeof displayCurrencies)[number];

export function isDisplayCurrency(v: unknown): v is DisplayCurrency {
  return typeof v === 'string' && (displayCurrencies as readonly string[]).includes(v);
}

/** A rate is rupees for one unit of the currency, kept to 4 decimal places (₹117.6050 for £1). */
export const rateScale = 10_000;
/** Bounds an admin's rate must fall in: a typo of a few orders of magnitude is refused. */
const rateLimits = { min: 0.01, max: 100_000 } as const;

/** Rupees per unit as a whole number of ten-thousandths, or null when it is not a rate the store accepts. */
export function scaledRate(rupeesPerUnit: number): number | null {
  if (!Number.isFinite(rupeesPerUnit)) return null;
  if (rupeesPerUnit < rateLimits.min || rupeesPerUnit > rateLimits.max) return null;
  const scaled = Math.round(rupeesPerUnit * rateScale);
  // More than 4 decimal places would be silently cut: refused instead, so what is kept is what was typed.
  return Math.abs(scaled - rupeesPerUnit * rateScale) < 1e-6 * rateScale ? scaled : null;
}

/**
 * Paise to the display currency's minor units at a scaled rate, in integers: paise × scale ÷ rate,
 * rounded half-up. A ₹6,800 saree at £1 = ₹117.6050 is 680000 × 10000 ÷ 1176050 = 5782.07… → 5782 pence.
 */
export function convertPaise(paise: number, scaled: number): number {
  if (scaled <= 0) return 0;
  const num = Math.round(paise) * rateScale;
  return Math.floor((2 * num + scaled) / (2 * scaled));
}

/** The number locale of a language: Indian grouping in English and Hindi, Latin digits in Arabic. */
function numberLocale(lng: string): string {
  if (lng === 'hi') return 'hi-IN';
  if (lng === 'ar') return 'ar-u-nu-latn';
  return 'en-IN';
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, lng: string): Intl.NumberFormat {
  const key = `${currency}:${lng}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(lng), { style: 'currency', currency });
    formatters.set(key, f);
  }
  return f;
}

/** An approximate amount without its "≈": £57.82 (en), ‏57.82 UK£ (ar). */
export function formatApproxAmount(minor: number, currency: DisplayCurrency, lng: string): string {
  return formatter(currency, lng).format(toMajor(minor, currency));
}

/** The rate as a shopper reads it: £1 = ₹117.605. */
export function formatRate(currency: DisplayCurrency, scaled: number, lng: string): string {
  const one = formatter(currency, lng)
    .format(1)
    .replace(/[.,٫]00(?=\D*$)/, '');
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: baseCurrency,
    maximumFractionDigits: 4,
  }).format(scaled / rateScale);
  return `${one} = ${rupees}`;
}

/** Room `reservedChars` keeps for a currency's symbol: the widest, "AED " (and "SGD "). */
const symbolRoom = 4;

/**
 * Characters to keep free for an approximate price of this many paise before the rate is known, so the
 * converted text never pushes what follows it (no layout shift). Every display currency is worth more
 * than ₹20, so the amount has at most the rupee amount's digits; the rest is "≈ ", a symbol and pence.
 * The symbol's room is the widest; `symbolSpare` says how much of it the chosen currency leaves unused.
 */
export function reservedChars(paise: number): number {
  const digits = String(Math.max(1, Math.floor(paise / 100 / 20))).length;
  const separators = Math.max(0, Math.ceil((digits - 3) / 2));
  return 2 + symbolRoom + digits + separators + 3;
}

/**
 * The part of `reservedChars`' symbol room a currency leaves unused in a language: 3 for "£" in English,
 * 0 for "AED ", −1 for Arabic's " د.إ." (one more). Known before the first paint (the page's language and
 * the stored choice), so a price waiting for its rate keeps only the room it will need: in a sentence the
 * approximation is not followed by a gap.
 */
export function symbolSpare(currency: DisplayCurrency, lng: string): number {
  const zero = formatApproxAmount(0, currency, lng).replace(/[\u200e\u200f]/g, '');
  return symbolRoom - (zero.length - '0.00'.length);
}
