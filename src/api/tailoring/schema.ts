import { pick } from '../../db/schema/localized';
import type { TailoringOptionSnapshot } from '../../db/schema/tailoring';
import { measurementChoiceKinds, measurementGarments } from '../../lib/measurements';
import { tailoringProblems } from '../../lib/tailoring';
import { builder } from '../core/builder';
import { Product, Money } from '../catalog';
import {
  serviceOptions,
  servicesFor,
  type OptionGroupView,
  type OptionRuleView,
  type ServiceOptions,
  type ServiceWithProduct,
  type TailoringOptionRow,
} from './options';
import { CartTailoring, MeasurementChoiceRef, TailoringChoiceInput, type MeasurementChoiceInputShape } from './refs';

const MeasurementChoiceKindEnum = builder.enumType('MeasurementChoiceKind', { values: measurementChoiceKinds });
const MeasurementGarmentEnum = builder.enumType('TailoringGarment', {
  values: Object.fromEntries(measurementGarments.map((g) => [g.replace('-', '_').toUpperCase(), { value: g }])),
});
const TailoringProblemEnum = builder.enumType('TailoringProblem', { values: tailoringProblems });
const TailoringMaterialEnum = builder.enumType('TailoringMaterial', {
  values: ['BLOUSE_PIECE_OR_FABRIC', 'SAREE', 'FABRIC'] as const,
  description: 'What an attached service is made from: a saree with a blouse piece or a fabric, a saree, or a fabric.',
});

const MeasurementChoiceInput = builder.inputRef<MeasurementChoiceInputShape>('MeasurementChoiceInput').implement({
  fields: (t) => ({
    kind: t.field({ type: MeasurementChoiceKindEnum, required: true }),
    profileId: t.id({ required: false, description: 'With PROFILE: one of your saved measurement profiles.' }),
  }),
});

TailoringChoiceInput.implement({
  description:
    'A tailoring line: option codes (priced by the server), the line it is made from, or own fabric, and its measurements.',
  fields: (t) => ({
    options: t.stringList({ required: true }),
    attachTo: t.id({ required: false, description: 'The product id of a saree or fabric line of the same cart.' }),
    ownFabric: t.boolean({ required: false }),
    measurement: t.field({ type: MeasurementChoiceInput, required: false }),
  }),
});

MeasurementChoiceRef.implement({
  fields: (t) => ({
    kind: t.field({ type: MeasurementChoiceKindEnum, resolve: (m) => m.kind }),
    profileId: t.id({ nullable: true, resolve: (m) => (m.kind === 'PROFILE' ? m.profileId : null) }),
  }),
});

const TailoringOptionChoice = builder
  .objectRef<TailoringOptionSnapshot & { currency?: string }>('TailoringOptionChoice')
  .implement({
    description: 'A chosen option as priced (or as the order keeps it).',
    fields: (t) => ({
      group: t.exposeString('group'),
      groupName: t.string({
        nullable: true,
        description: 'The group as it was named when the option was priced ("Neck"); null on older lines.',
        resolve: (o, _a, ctx) => (o.groupName ? pick(o.groupName, ctx.locale) : null),
      }),
      code: t.exposeString('code'),
      name: t.string({ resolve: (o, _a, ctx) => pick(o.name, ctx.locale) }),
      price: t.field({ type: Money, resolve: (o) => ({ amount: o.priceMinor, currency: o.currency ?? 'INR' }) }),
      extraDays: t.exposeInt('extraDays'),
    }),
  });

CartTailoring.implement({
  fields: (t) => ({
    options: t.field({ type: [TailoringOptionChoice], resolve: (l) => l.options }),
    optionsPrice: t.field({
      type: Money,
      description: 'What the options add to one piece.',
      resolve: (l) => ({ amount: l.extraMinor, currency: 'INR' }),
    }),
    extraDays: t.exposeInt('extraDays', { description: 'The longest time an option adds to the service.' }),
    metresNeeded: t.float({
      description: 'Fabric the line needs, metres (0 when not made from fabric).',
      resolve: (l) => l.metresTenths / 10,
    }),
    garment: t.field({
      type: MeasurementGarmentEnum,
      nullable: true,
      description: 'What its measurements are for; null when none are needed.',
      resolve: (l) => l.garment,
    }),
    attachTo: t.id({ nullable: true, resolve: (l) => l.attachTo }),
    ownFabric: t.exposeBoolean('ownFabric'),
    measurement: t.field({ type: MeasurementChoiceRef, nullable: true, resolve: (l) => l.measurement }),
    problem: t.field({ type: TailoringProblemEnum, nullable: true, resolve: (l) => l.problem }),
    problemDetail: t.exposeString('problemDetail', {
      nullable: true,
      description: 'The group or option code the problem is about.',
    }),
  }),
});

const TailoringOption = builder.objectRef<TailoringOptionRow>('TailoringOption').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.string({ resolve: (o, _a, ctx) => pick(o.name, ctx.locale) }),
    price: t.field({ type: Money, resolve: (o) => ({ amount: o.priceMinor, currency: 'INR' }) }),
    extraDays: t.exposeInt('extraDays'),
    metres: t.float({
      description: 'A size: the fabric it needs; another option: the fabric it adds. Metres.',
      resolve: (o) => o.metresTenths / 10,
    }),
    setsMetres: t.exposeBoolean('setsMetres'),
    picture: t.exposeString('picture', { description: 'The drawing the picker shows.' }),
  }),
});

const TailoringOptionGroup = builder.objectRef<OptionGroupView>('TailoringOptionGroup').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.string({ resolve: (g, _a, ctx) => pick(g.name, ctx.locale) }),
    required: t.exposeBoolean('required'),
    multiple: t.exposeBoolean('multiple'),
    options: t.field({ type: [TailoringOption], resolve: (g) => g.options }),
  }),
});

const TailoringRule = builder.objectRef<OptionRuleView>('TailoringRule').implement({
  description: 'REQUIRES: the option needs one of the others; EXCLUDES: it cannot go with any of them.',
  fields: (t) => ({
    option: t.exposeString('optionCode'),
    kind: t.exposeString('kind'),
    others: t.exposeStringList('otherCodes'),
  }),
});

const TailoringService = builder.objectRef<ServiceOptions>('TailoringService').implement({
  fields: (t) => ({
    productId: t.id({ resolve: (s) => String(s.serviceProductId) }),
    garment: t.field({ type: MeasurementGarmentEnum, nullable: true, resolve: (s) => s.garment }),
    material: t.field({ type: TailoringMaterialEnum, resolve: (s) => s.material }),
    metres: t.float({
      description: 'Fabric needed when no size says otherwise, metres.',
      resolve: (s) => s.metresTenths / 10,
    }),
    groups: t.field({ type: [TailoringOptionGroup], resolve: (s) => s.groups }),
    rules: t.field({ type: [TailoringRule], resolve: (s) => s.rules }),
  }),
});

const TailoringOffer = builder.objectRef<ServiceWithProduct>('TailoringOffer').implement({
  description: 'A tailoring service with its product (name, price, turnaround) and its options.',
  fields: (t) => ({
    product: t.field({ type: Product, resolve: (s) => s.product }),
    service: t.field({ type: TailoringService, resolve: (s) => s }),
  }),
});

const productIdPattern = /^[1-9][0-9]{0,8}$/;

builder.queryFields((t) => ({
  tailoringFor: t.field({
    type: [TailoringOffer],
    authScopes: { public: true },
    description:
      'The services that can be made from this saree or fabric (blouses first), or this service itself. Anyone may ask.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, { productId }, ctx) =>
      productIdPattern.test(String(productId)) ? servicesFor(ctx.db, Number(productId)) : [],
  }),
  tailoringService: t.field({
    type: TailoringService,
    nullable: true,
    authScopes: { public: true },
    description: "A tailoring service's options, groups and rules; null when the product has none. Anyone may ask.",
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, { productId }, ctx) => {
      const id = String(productId);
      return productIdPattern.test(id) ? serviceOptions(ctx.db, Number(id)) : null;
    },
  }),
}));
