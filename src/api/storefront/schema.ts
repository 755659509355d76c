import { config } from '../../config';
import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import { ImageRef } from '../media';
import { listActiveBanners, listTrustBadges, type BannerRow, type TrustBadgeRow } from './service';

const Banner = builder.objectRef<BannerRow>('Banner').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.string({ resolve: (b, _a, ctx) => pick(b.title, ctx.locale) }),
    description: t.string({ resolve: (b, _a, ctx) => pick(b.description, ctx.locale) }),
    buttonText: t.string({ resolve: (b, _a, ctx) => pick(b.buttonText, ctx.locale) }),
    buttonLink: t.exposeString('buttonLink'),
    discount: t.exposeInt('discount', { nullable: true, description: 'Headline discount in percent, if any.' }),
    image: t.field({ type: ImageRef, resolve: (b) => ({ kind: 'banner' as const, key: b.imageKey }) }),
  }),
});

const TrustBadge = builder.objectRef<TrustBadgeRow>('TrustBadge').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    icon: t.exposeString('icon', { description: 'A name from the storefront icon set.' }),
    title: t.string({ resolve: (b, _a, ctx) => pick(b.title, ctx.locale) }),
    description: t.string({ resolve: (b, _a, ctx) => pick(b.description, ctx.locale) }),
  }),
});

type StoreShape = { name: string; whatsapp: string; email: string; publicUrl: string };
const Store = builder.objectRef<StoreShape>('Store').implement({
  description: 'The public facts about the store that pages show.',
  fields: (t) => ({
    name: t.exposeString('name'),
    whatsappNumber: t.exposeString('whatsapp', { description: 'Digits only, for a wa.me link.' }),
    email: t.exposeString('email'),
    publicUrl: t.exposeString('publicUrl'),
  }),
});

builder.queryFields((t) => ({
  banners: t.field({
    type: [Banner],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => listActiveBanners(ctx.db),
  }),
  trustBadges: t.field({
    type: [TrustBadge],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => listTrustBadges(ctx.db),
  }),
  store: t.field({ type: Store, authScopes: { public: true }, resolve: () => config().store }),
}));
