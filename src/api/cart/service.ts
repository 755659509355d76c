import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client';
import type { Params } from '../../db/statement';
import { carts } from '../../db/schema/cart';
import { productsByIds, type ProductRow, maxPerOrder } from '../catalog';
import {
  cartLimits,
  floorToStep,
  inStep,
  mergeCarts,
  mergedQuantity,
  sanitise,
  withinCaps,
  type CartItem as StoredItem,
} from '../../lib/cart-rules';
import { lineTotalMinor } from '../../lib/money';
import { sanitiseTailoring, tailoringLimits, type TailoringChoice } from '../../lib/tailoring';
import { ErrorCode } from '../core/errors';
import { checkTailoringLines, type TailoredLine } from '../tailoring';

const productIdPattern = /^[1-9][0-9]{0,8}$/;

export type CartItemInput = {
  id: string;
  qty: number;
  seenPrice?: number | null;
  key?: string | null;
  tailoring?: unknown;
};
export type CartItem = StoredItem;
/**
 * OVER_LIMIT: the product's lines together ask for more than one order may take (the per-order cap).
 * BAD_STEP: the quantity is not a whole number of the product's steps (a fraction of a piece, or metres
 * the fabric's counter does not cut).
 */
type CartLineProblem =
  'UNAVAILABLE' | 'BAD_STEP' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK' | 'OVER_LIMIT' | 'PRICE_CHANGED' | 'TAILORING';

/** A line as the server works with it: its key, and for a lead its cleaned tailoring choice. */
type NormalisedItem = {
  id: string;
  qty: number;
  seenPrice: number | null;
  key: string;
  tailoring: TailoringChoice | null;
};

export type PricedLine = {
  id: string;
  key: string;
  /** For a tailoring line: its options, what it is made from and its measurements, as priced and checked. */
  tailoring: TailoredLine | null;
  qty: number;
  product: ProductRow | null;
  unitPriceMinor: number | null;
  lineTotalMinor: number | null;
  currency: string;
  available: number | null;
  problem: CartLineProblem | null;
  previousPriceMinor: number | null;
};

export type CartCheckResult = {
  lines: PricedLine[];
  subtotalMinor: number;
  currency: string;
  itemCount: number;
  ok: boolean;
};

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.badInput } });
}

const clampQty = (q: number) => Math.min(cartLimits.maxQty, q);

/**
 * A quantity that can be a line at all: a number of at least the finest step (0.25). Whether it suits
 * its product (whole pieces, the fabric's step) is known once the product is read: priceItems says so
 * per line (BAD_STEP).
 */
const lineQuantity = (q: number) => Number.isFinite(q) && q >= cartLimits.minQty;

/** Whether any line asks for less than the finest step (0, a negative): placeOrder refuses such a cart outright. */
export function hasInvalidQuantity(items: readonly CartItemInput[]): boolean {
  return items.some((i) => !lineQuantity(i.qty));
}

/**
 * Cleans what the browser sent: at most 50 lines (more is a bad request, not a silent cut), a line
 * below the finest step dropped (the cart's rule: a quantity below 0.25 removes), more than 99 counted
 * as 99, one line per product (a repeat merges as the browser's cart does: the larger quantity wins).
 * The per-order caps (5 sarees, 50 m, over all a product's lines) and the product's step are reported
 * by priceItems, so no total can be larger than 50 lines of 99.
 */
export function normaliseItems(items: readonly CartItemInput[]): NormalisedItem[] {
  if (items.length > cartLimits.lines) throw badInput(`A cart holds at most ${cartLimits.lines} lines.`);
  const out: NormalisedItem[] = [];
  for (const item of items) {
    if (!lineQuantity(item.qty)) continue;
    const id = String(item.id).slice(0, 64);
    const tailoring =
      item.tailoring === undefined || item.tailoring === null ? null : sanitiseTailoring(item.tailoring);
    if (item.tailoring && !tailoring) throw badInput('A tailoring choice needs a list of options.');
    if (
      tailoring &&
      Array.isArray((item.tailoring as { options?: unknown }).options) &&
      (item.tailoring as { options: unknown[] }).options.length > tailoringLimits.options
    ) {
      throw badInput(`A tailoring line has at most ${tailoringLimits.options} options.`);
    }
    const ownKey = tailoring && item.key && tailoringLimits.keyPattern.test(item.key) ? item.key : null;
    const key = ownKey ?? id;
    const existing = out.find((i) => i.key === key);
    if (existing) existing.qty = clampQty(mergedQuantity(existing.qty, item.qty));
    else out.push({ id, qty: clampQty(item.qty), seenPrice: item.seenPrice ?? null, key, tailoring });
  }
  return out;
}

/** Options the browser may not have checked: given as codes, checked and priced by the server. */
export type PricingMode = { userId: string | null; now: Date; requireMeasurement: boolean };
const browsing: PricingMode = { userId: null, now: new Date(0), requireMeasurement: false };

/** Active products by id, with their brand (what the Product type shows). */
async function loadProducts(db: Db, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const numeric = [...new Set(ids.filter((id) => productIdPattern.test(id)).map(Number))];
  if (numeric.length === 0) return new Map();
  const rows = await productsByIds(db, numeric, { activeOnly: true });
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** Prices every line from the database (the browser's prices are never used) and reports problems. */
export async function priceItems(
  db: Db,
  raw: readonly CartItemInput[],
  mode: PricingMode = browsing,
): Promise<CartCheckResult> {
  const items = normaliseItems(raw);
  const found = await loadProducts(
    db,
    items.map((i) => i.id),
  );
  const tailored = await checkTailoringLines(
    db,
    items.map((i) => ({ key: i.key, qty: i.qty, product: found.get(i.id) ?? null, tailoring: i.tailoring })),
    mode,
  );
  let subtotalMinor = 0;
  let itemCount = 0;
  let currency = 'INR';
  // The per-order cap and the stock hold for a product across every line it is on, not line by line.
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.id, (totals.get(item.id) ?? 0) + item.qty);
  const lines = items.map((item): PricedLine => {
    const p = found.get(item.id) ?? null;
    const tailoring = tailored.get(item.key) ?? null;
    if (!p) {
      return {
        id: item.id,
        key: item.key,
        tailoring,
        qty: item.qty,
        product: null,
        unitPriceMinor: null,
        lineTotalMinor: null,
        currency,
        available: null,
        problem: 'UNAVAILABLE',
        previousPriceMinor: null,
      };
    }
    currency = p.currency;
    // A tailoring line costs the service plus its options, priced here from the database.
    const unitPrice = p.priceMinor + (tailoring?.extraMinor ?? 0);
    const lineTotal = lineTotalMinor(unitPrice, item.qty);
    subtotalMinor += lineTotal;
    itemCount += item.qty;
    // What one order may take: the stock, and never more than the per-order cap (enforced here, so the
    // cart, the quote and placing the order all refuse the same quantities). Both count every line of
    // the product: `available` is what this line may hold beside the product's other lines.
    const cap = maxPerOrder[p.kind];
    const total = totals.get(item.id)!;
    const others = total - item.qty;
    // The shelf in whole steps: a fabric's last 0.3 m is not a 0.5 m cut.
    const onShelf = p.stock === null ? Infinity : floorToStep(p.stock, p.step);
    const limit = Math.min(cap, onShelf);
    const available = p.stock === null && total <= cap ? null : Math.max(0, limit - others);
    const seen = item.seenPrice;
    const priceChanged = typeof seen === 'number' && seen !== unitPrice;
    const problem: CartLineProblem | null = !inStep(item.qty, p.step)
      ? 'BAD_STEP'
      : onShelf === 0
        ? 'OUT_OF_STOCK'
        : total > limit
          ? // The tighter of the two limits names the problem: the shelf, or the per-order cap.
            onShelf < cap
            ? 'NOT_ENOUGH_STOCK'
            : 'OVER_LIMIT'
          : tailoring?.problem
            ? 'TAILORING'
            : priceChanged
              ? 'PRICE_CHANGED'
              : null;
    return {
      id: item.id,
      key: item.key,
      tailoring,
      qty: item.qty,
      product: p,
      unitPriceMinor: unitPrice,
      lineTotalMinor: lineTotal,
      currency: p.currency,
      available,
      problem,
      previousPriceMinor: problem === 'PRICE_CHANGED' ? seen! : null,
    };
  });
  const ok = lines.every((l) => l.problem === null || l.problem === 'PRICE_CHANGED');
  return { lines, subtotalMinor, currency, itemCount, ok };
}

export async function myCart(db: Db, userId: string): Promise<CartItem[]> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
  // Stored before leads existed, or by an older version: cleaned the same way as the browser's.
  return sanitise(row?.items ?? []);
}

/**
 * Stores the shopper's cart. merge=true (at sign-in) keeps every item of both, the larger quantity for
 * one in both; merge=false replaces it. Products that are gone or hidden are dropped.
 */
export async function syncCart(
  db: Db,
  userId: string,
  raw: readonly CartItemInput[],
  merge: boolean,
): Promise<CartItem[]> {
  const incoming = normaliseItems(raw).map(({ id, qty, key, tailoring }): CartItem =>
    tailoring && key !== id ? { id, qty, key, tailoring } : { id, qty },
  );
  return db.transaction(async (tx) => {
    // Serialise one shopper's syncs so two tabs merging at once cannot lose an item.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
    let next = incoming;
    if (merge) {
      const [row] = await tx.select().from(carts).where(eq(carts.userId, userId));
      next = mergeCarts(sanitise(row?.items ?? []), incoming);
    }
    const live = await loadProducts(
      tx as unknown as Db,
      next.map((i) => i.id),
    );
    // Gone or hidden products go, and so does a tailoring choice on anything but a tailoring service (the
    // same refusal as cartCheck's NOT_A_SERVICE); what is left keeps each product within its per-order
    // cap across all its lines, whichever cart a quantity came from.
    next = next
      .filter((i) => live.has(i.id) && (!i.tailoring || live.get(i.id)!.kind === 'service'))
      .slice(0, cartLimits.lines);
    // Each quantity in its product's steps (down to the nearest: 2.3 m of a 0.5 m fabric keeps 2 m, half
    // a saree is no line), as the larger of two carts' quantities may come from an older step.
    next = next.flatMap((i) => {
      const qty = floorToStep(i.qty, live.get(i.id)!.step);
      return qty > 0 ? [qty === i.qty ? i : { ...i, qty }] : [];
    });
    next = withinCaps(next, (id) => maxPerOrder[live.get(id)!.kind]);
    const now = new Date();
    await tx
      .insert(carts)
      .values({ userId, items: next, updatedAt: now })
      .onConflictDoUpdate({ target: carts.userId, set: { items: next, updatedAt: now } });
    return next;
  });
}

/**
 * Takes the lines an order bought (their keys: a lead's own, otherwise the product id) out of the
 * shopper's saved cart, keeping any other line (one added on another device meanwhile): SQL text for
 * the caller to run with the order placed from it.
 */
export function clearCartStatement(userId: string, keys: readonly string[], p: Params): string {
  return `update carts set items = coalesce((select jsonb_agg(x.line order by x.n) from jsonb_array_elements(carts.items) with ordinality as x(line, n)
    where coalesce(x.line->>'key', x.line->>'id') <> all(${p.add(keys, 'text[]')})), '[]'::jsonb)
    where user_id = ${p.add(userId, 'uuid')}`;
}
