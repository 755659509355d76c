import { builder } from '../core/builder';
import { FieldErrorRef } from '../core/field-error';
import { Address } from './refs';
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress, type SaveAddressResult } from './service';

Address.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    line1: t.exposeString('line1'),
    line2: t.exposeString('line2', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2.' }),
    isDefault: t.boolean({ resolve: (a) => a.isDefault ?? false }),
  }),
});

const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    line1: t.string({ required: true }),
    line2: t.string({ required: false }),
    city: t.string({ required: true }),
    state: t.string({ required: false, description: 'Required in India: a state or union territory.' }),
    postalCode: t.string({ required: true, description: 'PIN in India; may be empty where the country has none.' }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2, e.g. IN.' }),
    isDefault: t.boolean({ required: false }),
  }),
});

const SaveAddressPayload = builder.objectRef<SaveAddressResult>('SaveAddressPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    address: t.field({ type: Address, nullable: true, resolve: (r) => r.address }),
    errors: t.field({
      type: [FieldErrorRef],
      description: 'On id: NOT_FOUND, TOO_MANY; on the fields: what failed.',
      resolve: (r) => r.errors,
    }),
  }),
});

builder.queryFields((t) => ({
  myAddresses: t.authField({
    type: [Address],
    description: 'Default first.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => listAddresses(ctx.db, ctx.viewer.userId),
  }),
}));

builder.mutationFields((t) => ({
  saveAddress: t.authField({
    type: SaveAddressPayload,
    authScopes: { signedIn: true },
    description: 'Creates an address (id null) or edits one of your own; at most 20.',
    args: { id: t.arg.id({ required: false }), input: t.arg({ type: AddressInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => saveAddress(ctx.db, ctx.viewer.userId, id == null ? null : String(id), input),
  }),
  deleteAddress: t.authField({
    type: 'Boolean',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteAddress(ctx.db, ctx.viewer.userId, String(id)),
  }),
  setDefaultAddress: t.authField({
    type: Address,
    authScopes: { signedIn: true },
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => setDefaultAddress(ctx.db, ctx.viewer.userId, String(id)),
  }),
}));
