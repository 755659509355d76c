// What the back office may set on a product: the checks the catalog service refuses with and the product
// form shows before sending, so both say the same thing in the same words.
import { hasUnsafeText } from './text';

const productLimits = {
  nameLength: 120,
  descriptionLength: 4000,
  slugLength: 120,
  maxMinor: 100_000_000_00,
  maxStock: 1_000_000,
} as const;

/** Pieces or metres (fabric) at or under this count as low stock in the back office's list. */
export const lowStockThreshold = 5;

export type PriceProblem = 'PRICE_NOT_POSITIVE' | 'PRICE_ABOVE_MRP' | 'PRICE_TOO_HIGH';
export type StockProblem = 'NEGATIVE_STOCK' | 'STOCK_NOT_IN_STEPS' | 'STOCK_TOO_HIGH';
export type TextProblem = 'NAME_REQUIRED' | 'NAME_TOO_LONG' | 'DESCRIPTION_TOO_LONG' | 'INVALID_TEXT' | 'INVALID_SLUG';

export function priceProblem(priceMinor: number, mrpMinor: number): PriceProblem | null {
  if (!Number.isInteger(priceMinor) || priceMinor <= 0) return 'PRICE_NOT_POSITIVE';
  if (!Number.isInteger(mrpMinor) || mrpMinor > productLimits.maxMinor) return 'PRICE_TOO_HIGH';
  if (priceMinor > mrpMinor) return 'PRICE_ABOVE_MRP';
  return null;
}

/** `step` is what the counter sells in: 1 for pieces, 0.25, 0.5 or 1 metre for a fabric. */
export function stockProblem(stock: number, step: number): StockProblem | null {
  if (!Number.isFinite(stock) || stock < 0) return 'NEGATIVE_STOCK';
  if (stock > productLimits.maxStock) return 'STOCK_TOO_HIGH';
  if (!Number.isInteger(stock / step)) return 'STOCK_NOT_IN_STEPS';
  return null;
}

export function nameProblem(name: string, required: boolean): TextProblem | null {
  if (required && !name.trim()) return 'NAME_REQUIRED';
  if (name.length > productLimits.nameLength) return 'NAME_TOO_LONG';
  return hasUnsafeText(name, { markup: true }) ? 'INVALID_TEXT' : null;
}

/** A description or care note as stored: CR LF (pasted from Windows) as LF, a tab as a space. */
export const tidyTexts = (t: { en: string; hi: string; ar: string }) => ({
  en: tidyDescription(t.en),
  hi: tidyDescription(t.hi),
  ar: tidyDescription(t.ar),
});

export const tidyDescription = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');

/** A description or care note: line breaks kept, angle brackets shown as text (the stored-text rule). */
export function descriptionProblem(text: string): TextProblem | null {
  if (text.length > productLimits.descriptionLength) return 'DESCRIPTION_TOO_LONG';
  return hasUnsafeText(tidyDescription(text), { lines: true, markup: true }) ? 'INVALID_TEXT' : null;
}

export function slugProblem(slug: string): TextProblem | null {
  return slug.length <= productLimits.slugLength && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? null : 'INVALID_SLUG';
}

/** Rupees as typed ("1299.50") to paise; NaN when it is not a plain amount. */
export function rupeesToMinor(typed: string): number {
  const t = typed.trim();
  return /^\d{1,10}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}
