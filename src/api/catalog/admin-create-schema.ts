import { builder } from '../core/builder';
import { createProduct, type ProductCreateResult } from './admin-create';
import { AdminProduct, cut, cutText, LocalizedInput, productFieldRefusals } from './admin-schema';

const CreatableKindEnum = builder.enumType('CreatableProductKind', {
  description: 'What the back office can make: a saree (pieces) or a fabric (metres).',
  values: { SAREE: { value: 'saree' }, FABRIC: { value: 'fabric' } } as const,
});

const CreateRefusal = builder.enumType('ProductCreateRefusal', {
  values: [...productFieldRefusals, 'UNKNOWN_CATEGORY', 'INVALID_STEP'] as const,
});

const CreatePayload = builder.objectRef<ProductCreateResult>('CreateProductPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    product: t.field({ type: AdminProduct, nullable: true, resolve: (r) => (r.ok ? r.product : null) }),
    refusal: t.field({ type: CreateRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.reason) }),
  }),
});

const CreateInput = builder.inputType('CreateProductInput', {
  fields: (t) => ({
    kind: t.field({ type: CreatableKindEnum, required: true }),
    slug: t.string({ required: true }),
    names: t.field({ type: LocalizedInput, required: true }),
    descriptions: t.field({ type: LocalizedInput, required: true }),
    care: t.field({ type: LocalizedInput, required: true }),
    categoryId: t.int({ required: true }),
    priceMinor: t.int({ required: true }),
    mrpMinor: t.int({ required: true }),
    stock: t.float({ required: true, description: 'Pieces, or metres for a fabric (a whole number of step).' }),
    step: t.float({ required: true, description: "A fabric's counter cut: 0.25, 0.5 or 1 m; 1 for a saree." }),
    imageKeys: t.stringList({ required: true, description: 'Keys of uploaded pictures; the first is shown in lists.' }),
    active: t.boolean({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  createProduct: t.authField({
    type: CreatePayload,
    authScopes: { admin: true },
    description: 'Admins: make a saree or a fabric under the store’s own label, on sale at once when active.',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: (_r, { input: a }, ctx) =>
      createProduct(
        ctx.db,
        ctx.viewer,
        {
          kind: a.kind,
          slug: cut(a.slug, 120),
          name: cutText(a.names, 120),
          description: cutText(a.descriptions, 4000),
          care: cutText(a.care, 4000),
          categoryId: a.categoryId,
          priceMinor: a.priceMinor,
          mrpMinor: a.mrpMinor,
          stock: a.stock,
          step: a.step,
          imageKeys: a.imageKeys.slice(0, 9).map((k) => cut(k, 80)),
          active: a.active,
        },
        (change) => void ctx.pubsub.publish('catalogueChanged', change),
      ),
  }),
}));
