import { builder } from '../core/builder';
import { editProduct, type ProductEditResult } from './admin-edit';
import { adminProduct, adminProducts, type AdminProductPage } from './admin-products';
import type { ProductRow } from './product-rows';
import { Product, ProductKindEnum } from './refs';
import { collectionIdsOf, valueIdsOf } from './admin-edit-links';
import { loadTaxonomy, type AttributeRow, type AttributeValueRow } from './taxonomy';

const LocalizedText = builder.objectRef<{ en: string; hi?: string; ar?: string }>('LocalizedText').implement({
  description: 'A text in every language the store speaks; hi and ar are empty when not written.',
  fields: (t) => ({
    en: t.exposeString('en'),
    hi: t.string({ resolve: (l) => l.hi ?? '' }),
    ar: t.string({ resolve: (l) => l.ar ?? '' }),
  }),
});

export const AdminProduct = builder.objectRef<ProductRow>('AdminProduct').implement({
  description: 'A product as the back office edits it: its texts in every language, on sale or not.',
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    slug: t.exposeString('slug'),
    sku: t.exposeString('sku'),
    kind: t.field({ type: ProductKindEnum, resolve: (p) => p.kind }),
    categoryId: t.exposeInt('categoryId'),
    names: t.field({ type: LocalizedText, resolve: (p) => p.name }),
    descriptions: t.field({ type: LocalizedText, resolve: (p) => p.description }),
    priceMinor: t.exposeInt('priceMinor'),
    mrpMinor: t.exposeInt('mrpMinor'),
    stock: t.float({ nullable: true, resolve: (p) => p.stock }),
    step: t.float({ resolve: (p) => p.step }),
    active: t.exposeBoolean('active'),
    imageKeys: t.exposeStringList('imageKeys'),
    collectionIds: t.intList({
      description: 'The collections it is in (a statement per product: for one product, not a list).',
      resolve: (p, _a, ctx) => collectionIdsOf(ctx.db, p.id),
    }),
    attributeValueIds: t.intList({
      description: 'Its attribute values (ids of AdminAttributeValue).',
      resolve: (p, _a, ctx) => valueIdsOf(ctx.db, p.id),
    }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    storefront: t.field({ type: Product, description: 'The product as shoppers see it.', resolve: (p) => p }),
  }),
});

const AdminAttributeValue = builder.objectRef<AttributeValueRow>('AdminAttributeValue').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.field({ type: LocalizedText, resolve: (v) => v.name }),
  }),
});

type AttributeWithValues = AttributeRow & { values: AttributeValueRow[] };
const AdminAttribute = builder.objectRef<AttributeWithValues>('AdminAttribute').implement({
  description: 'An attribute with its values, in every language, for the product editor.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.field({ type: LocalizedText, resolve: (a) => a.name }),
    values: t.field({ type: [AdminAttributeValue], resolve: (a) => a.values }),
  }),
});

const AdminProductPageRef = builder.objectRef<AdminProductPage>('AdminProductPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    lowStockThreshold: t.exposeInt('lowStockThreshold'),
    items: t.field({ type: [AdminProduct], resolve: (p) => p.items }),
  }),
});

/** What a product's fields can be refused for, whether it is being made or edited. */
export const productFieldRefusals = [
  'SLUG_TAKEN',
  'PRICE_NOT_POSITIVE',
  'PRICE_ABOVE_MRP',
  'PRICE_TOO_HIGH',
  'NEGATIVE_STOCK',
  'STOCK_NOT_IN_STEPS',
  'STOCK_TOO_HIGH',
  'NAME_REQUIRED',
  'NAME_TOO_LONG',
  'DESCRIPTION_TOO_LONG',
  'INVALID_TEXT',
  'INVALID_SLUG',
  'IMAGE_REQUIRED',
  'TOO_MANY_IMAGES',
  'UNKNOWN_IMAGE',
] as const;

const EditRefusal = builder.enumType('ProductEditRefusal', {
  values: [
    'NOT_FOUND',
    'STALE',
    ...productFieldRefusals,
    'UNKNOWN_CATEGORY',
    'UNKNOWN_COLLECTION',
    'UNKNOWN_ATTRIBUTE_VALUE',
  ] as const,
});

const EditPayload = builder.objectRef<ProductEditResult>('EditProductPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    product: t.field({ type: AdminProduct, nullable: true, resolve: (r) => (r.ok ? r.product : null) }),
    refusal: t.field({ type: EditRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.reason) }),
  }),
});

export const LocalizedInput = builder.inputType('LocalizedTextInput', {
  fields: (t) => ({
    en: t.string({ required: true }),
    hi: t.string({ required: true }),
    ar: t.string({ required: true }),
  }),
});

export const cut = (s: string, n: number) => s.slice(0, n + 1);
export const cutText = (l: { en: string; hi: string; ar: string }, n: number) => ({
  en: cut(l.en, n),
  hi: cut(l.hi, n),
  ar: cut(l.ar, n),
});

builder.queryFields((t) => ({
  adminProducts: t.field({
    type: AdminProductPageRef,
    authScopes: { admin: true },
    description: 'Admins: every product, on sale or not, newest first, filtered and a page at a time (at most 100).',
    args: {
      search: t.arg.string({ required: false }),
      kind: t.arg({ type: ProductKindEnum, required: false }),
      categoryId: t.arg.int({ required: false }),
      published: t.arg.boolean({ required: false }),
      lowStock: t.arg.boolean({ required: false }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      limit: t.arg.int({ required: false, defaultValue: 25 }),
    },
    resolve: (_r, a, ctx) =>
      adminProducts(
        ctx.db,
        {
          search: a.search ?? null,
          kind: a.kind ?? null,
          categoryId: a.categoryId ?? null,
          published: a.published ?? null,
          lowStock: a.lowStock ?? false,
        },
        a.offset ?? 0,
        a.limit ?? 25,
      ),
  }),
  adminProduct: t.field({
    type: AdminProduct,
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => adminProduct(ctx.db, id),
  }),
  adminAttributes: t.field({
    type: [AdminAttribute],
    authScopes: { admin: true },
    description: 'Admins: every attribute with its values, in the storefront order.',
    resolve: async (_r, _a, ctx) => {
      const tax = await loadTaxonomy(ctx.db);
      return tax.attributes.map((a) => ({ ...a, values: tax.values.filter((v) => v.attributeId === a.id) }));
    },
  }),
}));

builder.mutationFields((t) => ({
  editProduct: t.authField({
    type: EditPayload,
    authScopes: { admin: true },
    description: 'Admins: save a product; `version` is the one the edit started from (STALE when someone saved since).',
    args: {
      id: t.arg.int({ required: true }),
      version: t.arg.int({ required: true }),
      slug: t.arg.string({ required: true }),
      names: t.arg({ type: LocalizedInput, required: true }),
      descriptions: t.arg({ type: LocalizedInput, required: true }),
      priceMinor: t.arg.int({ required: true }),
      mrpMinor: t.arg.int({ required: true }),
      stock: t.arg.float({ required: false }),
      active: t.arg.boolean({ required: true }),
      imageKeys: t.arg.stringList({
        required: false,
        description: 'The pictures, first shown in lists; omitted keeps them.',
      }),
      categoryId: t.arg.int({ required: false, description: "One of its kind's categories; omitted keeps it." }),
      collectionIds: t.arg.intList({ required: false, description: 'Replaces its collections; omitted keeps them.' }),
      attributeValueIds: t.arg.intList({ required: false, description: 'Replaces its values; omitted keeps them.' }),
    },
    resolve: (_r, a, ctx) =>
      editProduct(
        ctx.db,
        ctx.viewer,
        {
          id: a.id,
          version: a.version,
          slug: cut(a.slug, 120),
          name: cutText(a.names, 120),
          description: cutText(a.descriptions, 4000),
          priceMinor: a.priceMinor,
          mrpMinor: a.mrpMinor,
          stock: a.stock ?? null,
          active: a.active,
          imageKeys: a.imageKeys?.slice(0, 9).map((k) => cut(k, 80)) ?? null,
          categoryId: a.categoryId ?? null,
          collectionIds: a.collectionIds?.slice(0, 101) ?? null,
          attributeValueIds: a.attributeValueIds?.slice(0, 61) ?? null,
        },
        (change) => void ctx.pubsub.publish('catalogueChanged', change),
      ),
  }),
}));
