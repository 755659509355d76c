import type { banners, trustBadges } from '../../db/schema/storefront';
import { announceCatalogueChange } from '../catalog';
import { builder } from '../core/builder';
import type { GraphQLContext } from '../core/context';
import { TextInLanguages, TextInLanguagesInput } from '../core/localized-text';
import { rowId } from '../core/row-id';
import {
  adminBanners,
  adminTrustBadges,
  deleteStorefrontItem,
  saveBanner,
  saveTrustBadge,
  type StorefrontResult,
} from './admin';

const StorefrontRefusalEnum = builder.enumType('StorefrontRefusal', {
  description:
    'STALE: changed by someone else since you read it; UNKNOWN_LINK: the button must lead to a page of this store that exists.',
  values: [
    'NOT_FOUND',
    'STALE',
    'EMPTY_NAME',
    'TOO_LONG',
    'INVALID_TEXT',
    'INVALID_SLUG',
    'SLUG_TAKEN',
    'INVALID_POSITION',
    'UNKNOWN_LINK',
    'UNKNOWN_IMAGE',
    'UNKNOWN_ICON',
    'INVALID_DISCOUNT',
  ] as const,
});

const StorefrontPayload = builder.objectRef<StorefrontResult>('StorefrontChangePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    id: t.id({ nullable: true, resolve: (r) => (r.ok ? r.id : null) }),
    refusal: t.field({ type: StorefrontRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
  }),
});

const AdminBanner = builder.objectRef<typeof banners.$inferSelect>('AdminBanner').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
    title: t.field({ type: TextInLanguages, resolve: (b) => b.title }),
    description: t.field({ type: TextInLanguages, resolve: (b) => b.description }),
    buttonText: t.field({ type: TextInLanguages, resolve: (b) => b.buttonText }),
    buttonLink: t.exposeString('buttonLink'),
    imageKey: t.exposeString('imageKey'),
    discount: t.exposeInt('discount', { nullable: true }),
    active: t.exposeBoolean('active'),
  }),
});

const AdminTrustBadge = builder.objectRef<typeof trustBadges.$inferSelect>('AdminTrustBadge').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
    icon: t.exposeString('icon'),
    title: t.field({ type: TextInLanguages, resolve: (b) => b.title }),
    description: t.field({ type: TextInLanguages, resolve: (b) => b.description }),
  }),
});

const BannerInput = builder.inputType('BannerInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Empty to create.' }),
    expectedVersion: t.int({ required: false }),
    slug: t.string({ required: true }),
    position: t.int({ required: true }),
    title: t.field({ type: TextInLanguagesInput, required: true }),
    description: t.field({ type: TextInLanguagesInput, required: true }),
    buttonText: t.field({ type: TextInLanguagesInput, required: true }),
    buttonLink: t.string({ required: true, description: 'A page of this store: /sarees, /collections/<slug>, …' }),
    imageKey: t.string({ required: true }),
    discount: t.int({ required: false }),
    active: t.boolean({ required: true }),
  }),
});

const TrustBadgeInput = builder.inputType('TrustBadgeInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Empty to create.' }),
    expectedVersion: t.int({ required: false }),
    slug: t.string({ required: true }),
    position: t.int({ required: true }),
    icon: t.string({ required: true }),
    title: t.field({ type: TextInLanguagesInput, required: true }),
    description: t.field({ type: TextInLanguagesInput, required: true }),
  }),
});

const StorefrontKindEnum = builder.enumType('StorefrontItemKind', { values: ['BANNER', 'TRUST_BADGE'] as const });

async function announced(ctx: GraphQLContext, result: StorefrontResult): Promise<StorefrontResult> {
  // The home page is in the page cache and the gateway's answers: both go with the catalogue's.
  if (result.ok) await announceCatalogueChange(ctx);
  return result;
}

builder.queryFields((t) => ({
  adminBanners: t.field({
    type: [AdminBanner],
    authScopes: { admin: true },
    description: 'Admins: every banner, active or not, in three languages.',
    resolve: (_r, _a, ctx) => adminBanners(ctx.db),
  }),
  adminTrustBadges: t.field({
    type: [AdminTrustBadge],
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => adminTrustBadges(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  saveBanner: t.authField({
    type: StorefrontPayload,
    authScopes: { admin: true },
    description: 'Admins: create or edit a home-page banner (texts, link, order, active).',
    args: { input: t.arg({ type: BannerInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      announced(
        ctx,
        await saveBanner(
          ctx.db,
          ctx.viewer,
          {
            ...input,
            id: rowId(input.id),
            expectedVersion: input.expectedVersion ?? null,
            discount: input.discount ?? null,
          },
          new Date(),
        ),
      ),
  }),
  saveTrustBadge: t.authField({
    type: StorefrontPayload,
    authScopes: { admin: true },
    description: 'Admins: create or edit a trust badge.',
    args: { input: t.arg({ type: TrustBadgeInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      announced(
        ctx,
        await saveTrustBadge(
          ctx.db,
          ctx.viewer,
          { ...input, id: rowId(input.id), expectedVersion: input.expectedVersion ?? null },
          new Date(),
        ),
      ),
  }),
  deleteStorefrontItem: t.authField({
    type: StorefrontPayload,
    authScopes: { admin: true },
    description: 'Admins: remove a banner or a trust badge.',
    args: {
      kind: t.arg({ type: StorefrontKindEnum, required: true }),
      id: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
    },
    resolve: async (_r, { kind, id, expectedVersion }, ctx) =>
      announced(
        ctx,
        await deleteStorefrontItem(
          ctx.db,
          ctx.viewer,
          kind === 'BANNER' ? 'banner' : 'trust_badge',
          rowId(id) ?? -1,
          expectedVersion,
          new Date(),
        ),
      ),
  }),
}));
