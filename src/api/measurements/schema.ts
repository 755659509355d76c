import { builder } from '../core/builder';
import { measurementErrorCodes } from '../../lib/measurements';
import { GarmentEnum, MeasurementErrorRef, MeasurementValueInput, UnitEnum } from './refs';
import {
  createProfile,
  deleteProfile,
  listProfiles,
  updateProfile,
  type DeleteProfileResult,
  type MeasurementProfileRow,
  type SaveProfileResult,
} from './service';

const ErrorCodeEnum = builder.enumType('MeasurementErrorCode', { values: measurementErrorCodes });

const MeasurementValue = builder.objectRef<{ field: string; mm: number }>('MeasurementValue').implement({
  description: 'One figure, always in whole millimetres whatever unit the shopper prefers.',
  fields: (t) => ({ field: t.exposeString('field'), mm: t.exposeInt('mm') }),
});

const MeasurementProfile = builder.objectRef<MeasurementProfileRow>('MeasurementProfile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    garment: t.field({ type: GarmentEnum, resolve: (p) => p.garment }),
    unit: t.field({ type: UnitEnum, description: 'The unit the shopper reads and types in.', resolve: (p) => p.unit }),
    values: t.field({
      type: [MeasurementValue],
      resolve: (p) => Object.entries(p.valuesMm).map(([field, mm]) => ({ field, mm })),
    }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
  }),
});

MeasurementValueInput.implement({
  fields: (t) => ({
    field: t.string({ required: true }),
    value: t.string({
      required: true,
      description: 'As typed, in the profile unit: cm to one decimal, inches in quarters.',
    }),
  }),
});

const MeasurementProfileInput = builder.inputType('MeasurementProfileInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    garment: t.field({ type: GarmentEnum, required: true }),
    unit: t.field({ type: UnitEnum, required: true }),
    values: t.field({ type: [MeasurementValueInput], required: true }),
  }),
});

MeasurementErrorRef.implement({
  description: 'What is wrong, and with which field (null for the profile as a whole).',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, resolve: (e) => e.code }),
    field: t.exposeString('field', { nullable: true }),
  }),
});

const SavePayload = builder.objectRef<SaveProfileResult>('SaveMeasurementProfilePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    profile: t.field({ type: MeasurementProfile, nullable: true, resolve: (r) => r.profile }),
    errors: t.field({ type: [MeasurementErrorRef], resolve: (r) => r.errors }),
  }),
});

const DeletePayload = builder.objectRef<DeleteProfileResult>('DeleteMeasurementProfilePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    code: t.field({ type: ErrorCodeEnum, nullable: true, resolve: (r) => r.code }),
  }),
});

builder.queryFields((t) => ({
  myMeasurementProfiles: t.authField({
    type: [MeasurementProfile],
    authScopes: { signedIn: true },
    description: 'The signed-in shopper’s measurement profiles, oldest first; only one garment’s when asked.',
    args: { garment: t.arg({ type: GarmentEnum, required: false }) },
    resolve: (_r, { garment }, ctx) => listProfiles(ctx.db, ctx.viewer.userId, garment),
  }),
}));

builder.mutationFields((t) => ({
  createMeasurementProfile: t.authField({
    type: SavePayload,
    authScopes: { signedIn: true },
    description: 'At most 20 profiles per shopper.',
    args: { input: t.arg({ type: MeasurementProfileInput, required: true }) },
    resolve: (_r, { input }, ctx) => createProfile(ctx.db, ctx.viewer.userId, input, ctx.kit.now()),
  }),
  updateMeasurementProfile: t.authField({
    type: SavePayload,
    authScopes: { signedIn: true },
    description: 'Edits one of your own profiles; orders already placed keep the figures they were placed with.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MeasurementProfileInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => updateProfile(ctx.db, ctx.viewer.userId, String(id), input, ctx.kit.now()),
  }),
  deleteMeasurementProfile: t.authField({
    type: DeletePayload,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteProfile(ctx.db, ctx.viewer.userId, String(id)),
  }),
}));
