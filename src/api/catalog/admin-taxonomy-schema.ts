import { builder } from '../core/builder';
import type { GraphQLContext } from '../core/context';
import { TextInLanguages, TextInLanguagesInput } from '../core/localized-text';
import { rowId } from '../core/row-id';
import { announceCatalogueChange } from './announce';
import { adminCategories, adminCollections, type AdminCategory, type AdminCollection } from './admin-taxonomy-reads';
import {
  deleteCategory,
  deleteCollection,
  saveCategory,
  saveCollection,
  type TaxonomyResult,
  type UsedBy,
} from './admin-taxonomy';

const TaxonomyRefusalEnum = builder.enumType('TaxonomyRefusal', {
  description:
    'STALE: changed by someone else since you read it; IN_USE: `usedBy` says what; ROOT_FIXED: the top-level categories are the store’s listing pages.',
  values: [
    'NOT_FOUND',
    'STALE',
    'EMPTY_NAME',
    'TOO_LONG',
    'INVALID_TEXT',
    'INVALID_SLUG',
    'SLUG_TAKEN',
    'INVALID_POSITION',
    'PARENT_NOT_FOUND',
    'CYCLE',
    'ROOT_FIXED',
    'IN_USE',
  ] as const,
});

const UsedByRef = builder.objectRef<UsedBy>('TaxonomyUsedBy').implement({
  fields: (t) => ({ products: t.exposeInt('products'), categories: t.exposeInt('categories') }),
});

const TaxonomyPayload = builder.objectRef<TaxonomyResult>('TaxonomyChangePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    id: t.id({ nullable: true, resolve: (r) => (r.ok ? r.id : null) }),
    refusal: t.field({ type: TaxonomyRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    usedBy: t.field({ type: UsedByRef, nullable: true, resolve: (r) => (r.ok ? null : r.usedBy) }),
  }),
});

const AdminCategoryRef = builder.objectRef<AdminCategory>('AdminCategory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    parentId: t.id({ nullable: true, resolve: (c) => c.parentId }),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
    name: t.field({ type: TextInLanguages, resolve: (c) => c.name }),
    description: t.field({ type: TextInLanguages, resolve: (c) => c.description }),
    productCount: t.exposeInt('products'),
    childCount: t.exposeInt('categories'),
  }),
});

const AdminCollectionRef = builder.objectRef<AdminCollection>('AdminCollection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
    name: t.field({ type: TextInLanguages, resolve: (c) => c.name }),
    description: t.field({ type: TextInLanguages, resolve: (c) => c.description }),
    productCount: t.exposeInt('products'),
  }),
});

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Empty to create.' }),
    expectedVersion: t.int({ required: false, description: 'The version you edited; required with `id`.' }),
    slug: t.string({ required: true }),
    parentId: t.id({ required: false }),
    position: t.int({ required: true }),
    name: t.field({ type: TextInLanguagesInput, required: true }),
    description: t.field({ type: TextInLanguagesInput, required: true }),
  }),
});

const CollectionInput = builder.inputType('CollectionInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Empty to create.' }),
    expectedVersion: t.int({ required: false }),
    slug: t.string({ required: true }),
    position: t.int({ required: true }),
    name: t.field({ type: TextInLanguagesInput, required: true }),
    description: t.field({ type: TextInLanguagesInput, required: true }),
  }),
});

async function announced(ctx: GraphQLContext, result: TaxonomyResult): Promise<TaxonomyResult> {
  if (result.ok) await announceCatalogueChange(ctx);
  return result;
}

builder.queryFields((t) => ({
  adminCategories: t.field({
    type: [AdminCategoryRef],
    authScopes: { admin: true },
    description: 'Admins: every category in three languages, with what uses it.',
    resolve: (_r, _a, ctx) => adminCategories(ctx.db),
  }),
  adminCollections: t.field({
    type: [AdminCollectionRef],
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => adminCollections(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  saveCategory: t.authField({
    type: TaxonomyPayload,
    authScopes: { admin: true },
    description:
      'Admins: create or edit a subcategory (names, slug, parent, position). Seen by the storefront at once.',
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      announced(
        ctx,
        await saveCategory(
          ctx.db,
          ctx.viewer,
          {
            ...input,
            id: rowId(input.id),
            parentId: rowId(input.parentId),
            expectedVersion: input.expectedVersion ?? null,
          },
          new Date(),
        ),
      ),
  }),
  deleteCategory: t.authField({
    type: TaxonomyPayload,
    authScopes: { admin: true },
    description: 'Admins: delete a category no product or subcategory uses.',
    args: { id: t.arg.id({ required: true }), expectedVersion: t.arg.int({ required: true }) },
    resolve: async (_r, { id, expectedVersion }, ctx) =>
      announced(ctx, await deleteCategory(ctx.db, ctx.viewer, rowId(id) ?? -1, expectedVersion, new Date())),
  }),
  saveCollection: t.authField({
    type: TaxonomyPayload,
    authScopes: { admin: true },
    description: 'Admins: create or edit a collection.',
    args: { input: t.arg({ type: CollectionInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      announced(
        ctx,
        await saveCollection(
          ctx.db,
          ctx.viewer,
          { ...input, id: rowId(input.id), expectedVersion: input.expectedVersion ?? null },
          new Date(),
        ),
      ),
  }),
  deleteCollection: t.authField({
    type: TaxonomyPayload,
    authScopes: { admin: true },
    description: 'Admins: delete a collection no product belongs to.',
    args: { id: t.arg.id({ required: true }), expectedVersion: t.arg.int({ required: true }) },
    resolve: async (_r, { id, expectedVersion }, ctx) =>
      announced(ctx, await deleteCollection(ctx.db, ctx.viewer, rowId(id) ?? -1, expectedVersion, new Date())),
  }),
}));
