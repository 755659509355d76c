import { GraphQLError } from 'graphql';
import { builder } from '../core/builder';
import { ErrorCode } from '../core/errors';
import { Money } from '../catalog';
import { money } from '../orders';
import { OfferInput, OfferRefusalEnum } from '../offers';
import { OfferCodeRefusalEnum } from './offer-schema';
import { maxSampleLines } from '../../lib/offer-form';
import { isZone } from './delivery';
import { previewOfferOnSample, type OfferPreview, type PreviewLine } from './offer-preview';

const inr = (minor: number) => money(minor, 'INR');

const SampleItemInput = builder.inputType('OfferSampleItem', {
  fields: (t) => ({
    productId: t.int({ required: true }),
    qty: t.float({ required: true, description: 'Pieces, or metres of a fabric.' }),
  }),
});

const PreviewLineRef = builder.objectRef<PreviewLine>('OfferPreviewLine').implement({
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    name: t.exposeString('name'),
    qty: t.exposeFloat('qty'),
    lineTotal: t.field({ type: Money, resolve: (l) => inr(l.lineTotalMinor) }),
    discount: t.field({ type: Money, resolve: (l) => inr(l.discountMinor) }),
  }),
});

type Shown = OfferPreview;
const ok = (p: Shown) => (p.ok ? p : null);

const OfferPreviewRef = builder.objectRef<Shown>('OfferPreview').implement({
  description: 'What an offer as drafted does to a sample cart by itself (at its start when that is later).',
  fields: (t) => ({
    refusal: t.field({
      type: OfferRefusalEnum,
      nullable: true,
      description: 'The draft is not a valid offer (nothing was priced).',
      resolve: (p) => (p.ok ? null : p.refusal),
    }),
    why: t.field({
      type: OfferCodeRefusalEnum,
      nullable: true,
      description: 'Why it does not apply to this cart, or null when it does.',
      resolve: (p) => ok(p)?.why ?? null,
    }),
    lines: t.field({ type: [PreviewLineRef], resolve: (p) => ok(p)?.lines ?? [] }),
    missing: t.intList({ description: 'Product ids of the sample not found.', resolve: (p) => ok(p)?.missing ?? [] }),
    notWhole: t.intList({
      description: 'Product ids other than fabrics asked for in part of a piece (left out).',
      resolve: (p) => ok(p)?.notWhole ?? [],
    }),
    subtotal: t.field({ type: Money, resolve: (p) => inr(ok(p)?.subtotalMinor ?? 0) }),
    deliveryFee: t.field({ type: Money, resolve: (p) => inr(ok(p)?.deliveryFeeMinor ?? 0) }),
    goodsDiscount: t.field({ type: Money, resolve: (p) => inr(ok(p)?.goodsDiscountMinor ?? 0) }),
    deliveryDiscount: t.field({ type: Money, resolve: (p) => inr(ok(p)?.deliveryDiscountMinor ?? 0) }),
    total: t.field({
      type: Money,
      resolve: (p) => {
        const o = ok(p);
        return inr(o ? o.subtotalMinor + o.deliveryFeeMinor - o.goodsDiscountMinor - o.deliveryDiscountMinor : 0);
      },
    }),
  }),
});

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.badInput } });

builder.queryFields((t) => ({
  adminOfferPreview: t.authField({
    type: OfferPreviewRef,
    authScopes: { admin: true },
    description: `Admins: what an offer as drafted takes off a sample cart (up to ${maxSampleLines} lines, delivered to zone, INDIA by default), by itself; nothing is saved.`,
    args: {
      input: t.arg({ type: OfferInput, required: true }),
      items: t.arg({ type: [SampleItemInput], required: true }),
      zone: t.arg.string({ required: false }),
    },
    resolve: (_r, a, ctx) => {
      const zone = a.zone ?? 'INDIA';
      if (!isZone(zone)) throw badInput('zone: not a delivery zone');
      if (a.items.length === 0 || a.items.length > maxSampleLines)
        throw badInput(`items: 1 to ${maxSampleLines} lines`);
      if (a.items.some((i) => !Number.isSafeInteger(i.productId) || !(i.qty > 0 && i.qty <= 100)))
        throw badInput('items: a product id and a quantity above 0, at most 100');
      return previewOfferOnSample(ctx.db, {
        input: a.input,
        items: a.items,
        zone,
        now: ctx.kit.now(),
        locale: ctx.locale,
        settings: ctx.buying,
      });
    },
  }),
}));
