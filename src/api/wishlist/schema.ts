import { builder } from '../core/builder';
import { Money, Product, SafeInt } from '../catalog';
import {
  addToWishlist,
  mergeWishlist,
  myWishlist,
  previewWishlist,
  removeFromWishlist,
  wishlistCount,
  wishlistLimit,
  type WishlistItemShape,
  type WishlistResult,
} from './service';

const WishlistErrorEnum = builder.enumType('WishlistError', {
  values: ['UNKNOWN_PRODUCT', 'TOO_MANY'] as const,
  description: `UNKNOWN_PRODUCT: no product on sale has that id. TOO_MANY: a list holds at most ${wishlistLimit} products. The browser translates the code.`,
});

const WishlistEntryInput = builder.inputType('WishlistEntryInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    seenPrice: t.field({
      type: SafeInt,
      required: false,
      description:
        'The price (minor units) the browser showed when the product was hearted; kept only if the product could have had it (at most its MRP), to say later that the price dropped.',
    }),
    seenInStock: t.boolean({ required: false, description: 'Whether it could be bought when hearted.' }),
  }),
});

const can = (p: NonNullable<WishlistItemShape['product']>) => p.active && (p.stock === null || p.stock > 0);

const WishlistItem = builder.objectRef<WishlistItemShape>('WishlistItem').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    product: t.field({
      type: Product,
      nullable: true,
      description: 'As the catalogue has it now (live price and stock).',
      resolve: (i) => i.product,
    }),
    addedAt: t.string({ nullable: true, resolve: (i) => i.addedAt?.toISOString() ?? null }),
    priceWhenAdded: t.field({
      type: Money,
      resolve: (i) => ({ amount: i.priceWhenAddedMinor, currency: i.product?.currency ?? 'INR' }),
    }),
    available: t.boolean({
      description: 'On sale and in stock (or made to order) now.',
      resolve: (i) => (i.product ? can(i.product) : false),
    }),
    backInStock: t.boolean({
      description: 'Could not be bought when added, can be now.',
      resolve: (i) => !i.inStockWhenAdded && !!i.product && can(i.product),
    }),
    priceDropped: t.boolean({
      description: 'Cheaper now than when added (see priceWhenAdded).',
      resolve: (i) => !!i.product && i.product.active && i.product.priceMinor < i.priceWhenAddedMinor,
    }),
  }),
});

const WishlistPayload = builder.objectRef<WishlistResult>('WishlistPayload').implement({
  description: 'The list after the change (or unchanged, with error).',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    error: t.field({ type: WishlistErrorEnum, nullable: true, resolve: (r) => r.error }),
    count: t.exposeInt('count'),
    productIds: t.exposeIDList('productIds'),
  }),
});

builder.queryFields((t) => ({
  myWishlist: t.authField({
    type: [WishlistItem],
    authScopes: { signedIn: true },
    description: `Oldest first; at most ${wishlistLimit}.`,
    resolve: (_r, _a, ctx) => myWishlist(ctx.db, ctx.viewer.userId),
  }),
  myWishlistCount: t.authField({
    type: 'Int',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => wishlistCount(ctx.db, ctx.viewer.userId),
  }),
  wishlistPreview: t.field({
    type: [WishlistItem],
    authScopes: { public: true },
    description: `A list kept in the browser (signed out), with live prices and stock; nothing is stored. At most ${wishlistLimit} entries are read; unknown products are left out.`,
    args: { items: t.arg({ type: [WishlistEntryInput], required: true }) },
    resolve: (_r, { items }, ctx) =>
      previewWishlist(
        ctx.db,
        items.map((i) => ({ ...i, productId: String(i.productId) })),
      ),
  }),
}));

builder.mutationFields((t) => ({
  addToWishlist: t.authField({
    type: WishlistPayload,
    authScopes: { signedIn: true },
    description: 'Adding what is already there changes nothing.',
    args: { item: t.arg({ type: WishlistEntryInput, required: true }) },
    resolve: (_r, { item }, ctx) =>
      addToWishlist(
        ctx.db,
        ctx.viewer.userId,
        { ...item, productId: String(item.productId) },
        ctx.locale,
        ctx.kit.now(),
      ),
  }),
  removeFromWishlist: t.authField({
    type: WishlistPayload,
    authScopes: { signedIn: true },
    description: 'Removing what is not there changes nothing.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, { productId }, ctx) => removeFromWishlist(ctx.db, ctx.viewer.userId, String(productId)),
  }),
  mergeWishlist: t.authField({
    type: WishlistPayload,
    authScopes: { signedIn: true },
    description:
      "At sign-in: the browser's list joins the account's (union; items already there keep their date and price). Products no longer in the catalogue are passed over; more than the limit changes nothing (TOO_MANY).",
    args: { items: t.arg({ type: [WishlistEntryInput], required: true }) },
    resolve: (_r, { items }, ctx) =>
      mergeWishlist(
        ctx.db,
        ctx.viewer.userId,
        items.map((i) => ({ ...i, productId: String(i.productId) })),
        ctx.locale,
        ctx.kit.now(),
      ),
  }),
}));
