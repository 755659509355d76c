import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import type { GraphQLContext } from '../core/context';
import { ImageRef } from '../media';
import { loadCategoryTree, type CategoryRow } from './service';

const tree = (ctx: GraphQLContext) => loadCategoryTree(ctx.db);

export const Category = builder.objectRef<CategoryRow>('Category');
Category.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.string({ resolve: (c, _a, ctx) => pick(c.name, ctx.locale) }),
    description: t.string({ resolve: (c, _a, ctx) => pick(c.description, ctx.locale) }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (c) => (c.imageKey ? { kind: 'category' as const, key: c.imageKey } : null),
    }),
    parent: t.field({
      type: Category,
      nullable: true,
      resolve: async (c, _a, ctx) =>
        c.parentId === null ? null : ((await tree(ctx)).all.find((p) => p.id === c.parentId) ?? null),
    }),
    children: t.field({ type: [Category], resolve: async (c, _a, ctx) => (await tree(ctx)).children.get(c.id) ?? [] }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    type: [Category],
    authScopes: { public: true },
    description: 'Top-level categories, or the children of `parentSlug`.',
    args: { parentSlug: t.arg.string({ required: false }) },
    resolve: async (_r, { parentSlug }, ctx) => {
      const { bySlug, children } = await tree(ctx);
      if (parentSlug == null) return children.get(null) ?? [];
      const parent = bySlug.get(parentSlug.slice(0, 100));
      return parent ? (children.get(parent.id) ?? []) : [];
    },
  }),
  category: t.field({
    type: Category,
    authScopes: { public: true },
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_r, { slug }, ctx) => (await tree(ctx)).bySlug.get(slug.slice(0, 100)) ?? null,
  }),
}));
