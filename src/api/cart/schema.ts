import { builder } from '../core/builder';
import { Product, Money, SafeInt } from '../catalog';
import { CartTailoring, MeasurementChoiceRef, TailoringChoiceInput } from '../tailoring';
import { CartItemInput, CartLine } from './refs';
import { myCart, priceItems, syncCart, type CartCheckResult, type CartItem as CartItemShape } from './service';

CartItemInput.implement({
  fields: (t) => ({
    id: t.id({ required: true, description: 'The product id.' }),
    qty: t.float({
      required: true,
      description:
        "Pieces, or metres for a fabric (2.5), checked against the product's step (Product.step: whole pieces; 0.25, 0.5 or 1 m for a fabric); more than 99 counts as 99, less than 0.25 is no line (placeOrder refuses it).",
    }),
    seenPrice: t.field({
      type: SafeInt,
      required: false,
      description: 'The unit price (minor units) the browser last showed; only compared, never charged.',
    }),
    key: t.string({
      required: false,
      description:
        "A tailoring line's own key (one service may be in the cart more than once); other lines are known by id.",
    }),
    tailoring: t.field({
      type: TailoringChoiceInput,
      required: false,
      description: 'For a tailoring service: its options, what it is made from and its measurements.',
    }),
  }),
});

const CartLineProblemEnum = builder.enumType('CartLineProblem', {
  values: [
    'UNAVAILABLE',
    'BAD_STEP',
    'OUT_OF_STOCK',
    'NOT_ENOUGH_STOCK',
    'OVER_LIMIT',
    'PRICE_CHANGED',
    'TAILORING',
  ] as const,
  description:
    "BAD_STEP: the quantity is not a whole number of the product's steps (a fraction of a piece, metres off the fabric's step). OVER_LIMIT: the lines of this product together ask for more than one order may take (see available). TAILORING: the tailoring choice cannot be made as it is (see tailoring.problem; a choice on a product that is not a tailoring service is NOT_A_SERVICE).",
});

CartLine.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key', { description: "The line's key: a tailoring line's own, the product id otherwise." }),
    tailoring: t.field({ type: CartTailoring, nullable: true, resolve: (l) => l.tailoring }),
    qty: t.exposeFloat('qty', {
      description: 'Pieces or metres, after clamping to at most 99; never reduced to what is in stock (see available).',
    }),
    product: t.field({ type: Product, nullable: true, resolve: (l) => l.product }),
    unitPrice: t.field({
      type: Money,
      nullable: true,
      resolve: (l) => (l.unitPriceMinor === null ? null : { amount: l.unitPriceMinor, currency: l.currency }),
    }),
    lineTotal: t.field({
      type: Money,
      nullable: true,
      resolve: (l) => (l.lineTotalMinor === null ? null : { amount: l.lineTotalMinor, currency: l.currency }),
    }),
    available: t.exposeFloat('available', {
      nullable: true,
      description:
        "What this line may hold now beside the product's other lines (stock and the per-order cap); null when made to order and within the cap.",
    }),
    problem: t.field({ type: CartLineProblemEnum, nullable: true, resolve: (l) => l.problem }),
    previousPrice: t.field({
      type: Money,
      nullable: true,
      resolve: (l) => (l.previousPriceMinor === null ? null : { amount: l.previousPriceMinor, currency: l.currency }),
    }),
  }),
});

const CartCheck = builder.objectRef<CartCheckResult>('CartCheck').implement({
  fields: (t) => ({
    lines: t.field({ type: [CartLine], resolve: (c) => c.lines }),
    subtotal: t.field({ type: Money, resolve: (c) => ({ amount: c.subtotalMinor, currency: c.currency }) }),
    itemCount: t.exposeFloat('itemCount', { description: 'Pieces and metres added up.' }),
    ok: t.exposeBoolean('ok', { description: 'No line is unavailable, out of stock or short of stock.' }),
  }),
});

const StoredTailoring = builder.objectRef<NonNullable<CartItemShape['tailoring']>>('StoredTailoring').implement({
  fields: (t) => ({
    options: t.exposeStringList('options'),
    attachTo: t.exposeID('attachTo', { nullable: true }),
    ownFabric: t.exposeBoolean('ownFabric'),
    measurement: t.field({ type: MeasurementChoiceRef, nullable: true, resolve: (c) => c.measurement }),
  }),
});

const CartItem = builder.objectRef<CartItemShape>('CartItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    qty: t.exposeFloat('qty'),
    key: t.string({ nullable: true, resolve: (i) => i.key ?? null }),
    tailoring: t.field({ type: StoredTailoring, nullable: true, resolve: (i) => i.tailoring ?? null }),
  }),
});

builder.queryFields((t) => ({
  cartCheck: t.field({
    type: CartCheck,
    authScopes: { public: true },
    description: 'Prices a cart from the catalogue and reports problems. Anyone may ask; at most 50 lines.',
    args: { items: t.arg({ type: [CartItemInput], required: true }) },
    resolve: (_r, { items }, ctx) => priceItems(ctx.db, items),
  }),
  myCart: t.authField({
    type: [CartItem],
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => myCart(ctx.db, ctx.viewer.userId),
  }),
}));

builder.mutationFields((t) => ({
  syncCart: t.authField({
    type: [CartItem],
    authScopes: { signedIn: true },
    description:
      'merge=true (at sign-in): keep both, larger quantity wins; merge=false: replace. Returns the stored cart.',
    args: { items: t.arg({ type: [CartItemInput], required: true }), merge: t.arg.boolean({ required: true }) },
    resolve: (_r, { items, merge }, ctx) => syncCart(ctx.db, ctx.viewer.userId, items, merge),
  }),
}));
