import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../db/schema/localized';
import { wishlistItems } from '../../db/schema/wishlist';
import { productsByIds, type ProductRow } from '../catalog';
import { inTransaction, Refused, type Refuse } from '../core/refusal';

/** Products one shopper may keep (the browser keeps as many): a bound on what one list costs to show. */
export const wishlistLimit = 200;
const productIdPattern = /^[1-9][0-9]{0,8}$/;

/** UNKNOWN_PRODUCT: no product on sale has that id. TOO_MANY: the list would hold more than the limit. */
type WishlistError = 'UNKNOWN_PRODUCT' | 'TOO_MANY';
export type WishlistResult = { ok: boolean; error: WishlistError | null; count: number; productIds: string[] };
/** A product as the browser saw it: its id and, optionally, the price it showed (minor units) and whether it could be bought. */
export type WishlistEntry = { productId: string; seenPrice?: number | null; seenInStock?: boolean | null };

export type WishlistItemShape = {
  productId: string;
  product: ProductRow | null;
  addedAt: Date | null;
  priceWhenAddedMinor: number;
  inStockWhenAdded: boolean;
};

const canBuy = (p: Pick<ProductRow, 'stock' | 'active'>) => p.active && (p.stock === null || p.stock > 0);

/** The price kept for a new item: what the browser showed if it is a price the product could have had. */
function keptPrice(p: ProductRow, seen: number | null | undefined): number {
  return Number.isSafeInteger(seen) && seen! > 0 && seen! <= Math.max(p.mrpMinor, p.priceMinor) ? seen! : p.priceMinor;
}

const ids = (entries: readonly WishlistEntry[]) =>
  [...new Set(entries.map((e) => String(e.productId)))].filter((id) => productIdPattern.test(id)).map(Number);

async function productIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  return rows.map((r) => String(r.id));
}

async function answer(db: Db, userId: string, error: WishlistError | null = null): Promise<WishlistResult> {
  const productIds = await productIdsOf(db, userId);
  return { ok: error === null, error, count: productIds.length, productIds };
}

export async function wishlistCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

/** One shopper's changes in turn (two tabs merging at once), so the limit is counted on what is there. */
async function lockList(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

/**
 * Adds the entries not on the list yet (union: an item already there keeps its date and price), in one
 * transaction; products that do not exist or are off sale are refused (add) or passed over (merge: the
 * browser may have kept an id the catalogue has dropped since). More than the limit changes nothing.
 */
async function addEntries(
  db: Db,
  userId: string,
  entries: readonly WishlistEntry[],
  opts: { locale: Locale; now: Date; strict: boolean },
): Promise<WishlistResult> {
  if (entries.length > wishlistLimit) return answer(db, userId, 'TOO_MANY');
  const wanted = ids(entries);
  if (opts.strict && wanted.length !== entries.length) return answer(db, userId, 'UNKNOWN_PRODUCT');
  const result = await inTransaction(db, async (tx, refuse: Refuse<WishlistError>) => {
    await lockList(tx, userId);
    const found = await productsByIds(tx, wanted, { activeOnly: true });
    if (opts.strict && found.length !== wanted.length) refuse('UNKNOWN_PRODUCT');
    const have = new Set(await productIdsOf(tx, userId));
    const fresh = found.filter((p) => !have.has(String(p.id)));
    if (have.size + fresh.length > wishlistLimit) refuse('TOO_MANY');
    if (fresh.length === 0) return;
    const seen = new Map(entries.map((e) => [String(e.productId), e]));
    await tx
      .insert(wishlistItems)
      .values(
        fresh.map((p, i) => ({
          userId,
          productId: p.id,
          // In the browser's order, a millisecond apart, so the list keeps the order they were hearted in.
          addedAt: new Date(opts.now.getTime() + i),
          priceMinor: keptPrice(p, seen.get(String(p.id))?.seenPrice),
          inStock: seen.get(String(p.id))?.seenInStock ?? canBuy(p),
          locale: opts.locale,
        })),
      )
      .onConflictDoNothing();
  });
  return answer(db, userId, result instanceof Refused ? result.answer : null);
}

export function addToWishlist(db: Db, userId: string, entry: WishlistEntry, locale: Locale, now: Date) {
  return addEntries(db, userId, [entry], { locale, now, strict: true });
}

/** At sign-in: the browser's list joins the account's. Sending it again changes nothing. */
export function mergeWishlist(db: Db, userId: string, entries: readonly WishlistEntry[], locale: Locale, now: Date) {
  return addEntries(db, userId, entries, { locale, now, strict: false });
}

/** Removing what is not there is no error: the list ends as asked. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<WishlistResult> {
  if (productIdPattern.test(productId)) {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, Number(productId))));
  }
  return answer(db, userId);
}

function withProducts<T extends { productId: number }>(rows: T[], products: ProductRow[]) {
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.map((r) => ({ row: r, product: byId.get(r.productId) ?? null }));
}

/** The shopper's list, oldest first, each with its product as the catalogue has it now. */
export async function myWishlist(db: Db, userId: string): Promise<WishlistItemShape[]> {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  const products = await productsByIds(
    db,
    rows.map((r) => r.productId),
    { activeOnly: false },
  );
  return withProducts(rows, products).map(({ row, product }) => ({
    productId: String(row.productId),
    product,
    addedAt: row.addedAt,
    priceWhenAddedMinor: row.priceMinor,
    inStockWhenAdded: row.inStock,
  }));
}

/** A list kept in the browser (signed out), shown with live prices against what the browser saw: nothing is stored. */
export async function previewWishlist(db: Db, entries: readonly WishlistEntry[]): Promise<WishlistItemShape[]> {
  const wanted = ids(entries.slice(0, wishlistLimit));
  const products = await productsByIds(db, wanted, { activeOnly: false });
  const seen = new Map(entries.map((e) => [String(e.productId), e]));
  return withProducts(
    wanted.map((productId) => ({ productId })),
    products,
  )
    .filter(({ product }) => product !== null)
    .map(({ row, product }) => ({
      productId: String(row.productId),
      product,
      addedAt: null,
      priceWhenAddedMinor: keptPrice(product!, seen.get(String(row.productId))?.seenPrice),
      inStockWhenAdded: seen.get(String(row.productId))?.seenInStock ?? true,
    }));
}
