import { announceCatalogueChange } from '../catalog';
import { builder } from '../core/builder';
import type { GraphQLContext } from '../core/context';
import { TextInLanguages, TextInLanguagesInput } from '../core/localized-text';
import { rowId } from '../core/row-id';
import {
  adminServices,
  saveOption,
  saveOptionGroup,
  type AdminGroup,
  type AdminService,
  type OptionResult,
} from './admin';

type OptionRow = AdminGroup['options'][number];

const OptionRefusalEnum = builder.enumType('TailoringOptionRefusal', {
  description:
    'STALE: changed by someone else since you read it; LAST_REQUIRED_OPTION: a required group must keep one active option.',
  values: [
    'NOT_FOUND',
    'STALE',
    'EMPTY_NAME',
    'TOO_LONG',
    'INVALID_TEXT',
    'INVALID_POSITION',
    'NEGATIVE_PRICE',
    'INVALID_PRICE',
    'INVALID_CODE',
    'DUPLICATE_CODE',
    'DUPLICATE_NAME',
    'LAST_REQUIRED_OPTION',
  ] as const,
});

const OptionPayload = builder.objectRef<OptionResult>('TailoringOptionChangePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    id: t.id({ nullable: true, resolve: (r) => (r.ok ? r.id : null) }),
    refusal: t.field({ type: OptionRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
  }),
});

const AdminOption = builder.objectRef<OptionRow>('AdminTailoringOption').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.field({ type: TextInLanguages, resolve: (o) => o.name }),
    priceMinor: t.exposeInt('priceMinor', { description: 'Paise, on top of the service.' }),
    position: t.exposeInt('position'),
    active: t.exposeBoolean('active'),
    version: t.exposeInt('version'),
  }),
});

const AdminGroupRef = builder.objectRef<AdminGroup>('AdminTailoringOptionGroup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.field({ type: TextInLanguages, resolve: (g) => g.name }),
    required: t.exposeBoolean('required'),
    multiple: t.exposeBoolean('multiple'),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
    options: t.field({ type: [AdminOption], resolve: (g) => g.options }),
  }),
});

const AdminServiceRef = builder.objectRef<AdminService>('AdminTailoringService').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    slug: t.exposeString('slug'),
    name: t.field({ type: TextInLanguages, resolve: (s) => s.name }),
    groups: t.field({ type: [AdminGroupRef], resolve: (s) => s.groups }),
  }),
});

const OptionGroupInput = builder.inputType('TailoringOptionGroupInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true }),
    name: t.field({ type: TextInLanguagesInput, required: true }),
    required: t.boolean({ required: true }),
    position: t.int({ required: true }),
  }),
});

const OptionInput = builder.inputType('TailoringOptionInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Empty to create (then `groupId` and `code`).' }),
    groupId: t.id({ required: false }),
    expectedVersion: t.int({ required: false }),
    code: t.string({ required: false }),
    name: t.field({ type: TextInLanguagesInput, required: true }),
    priceMinor: t.int({ required: true, description: 'Paise, 0 or more.' }),
    position: t.int({ required: true }),
    active: t.boolean({ required: true }),
  }),
});

async function announced(ctx: GraphQLContext, result: OptionResult): Promise<OptionResult> {
  // A service's page shows its options and prices: the cached product pages go at once.
  if (result.ok) await announceCatalogueChange(ctx);
  return result;
}

builder.queryFields((t) => ({
  adminTailoringServices: t.field({
    type: [AdminServiceRef],
    authScopes: { admin: true },
    description: 'Admins: every tailoring service with all its option groups and options, inactive ones included.',
    resolve: (_r, _a, ctx) => adminServices(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  saveTailoringOptionGroup: t.authField({
    type: OptionPayload,
    authScopes: { admin: true },
    description: "Admins: a group's names, whether it is required, its order.",
    args: { input: t.arg({ type: OptionGroupInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      announced(ctx, await saveOptionGroup(ctx.db, ctx.viewer, { ...input, id: rowId(input.id) ?? -1 }, new Date())),
  }),
  saveTailoringOption: t.authField({
    type: OptionPayload,
    authScopes: { admin: true },
    description:
      'Admins: create or edit an option (names, price, order, active). Orders already placed keep their price.',
    args: { input: t.arg({ type: OptionInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      announced(
        ctx,
        await saveOption(
          ctx.db,
          ctx.viewer,
          {
            ...input,
            id: rowId(input.id),
            groupId: rowId(input.groupId),
            expectedVersion: input.expectedVersion ?? null,
            code: input.code ?? null,
          },
          new Date(),
        ),
      ),
  }),
}));
