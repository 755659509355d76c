// The desk's figures: staff record the measurements taken on a designer's call onto the line.
import { builder } from '../core/builder';
import { accessDenied } from '../core/errors';
import { GarmentEnum, MeasurementErrorRef, MeasurementValueInput, UnitEnum } from '../measurements';
import { recordTailoringFigures, type FiguresResult } from './figures';
import { TailoringJobRef } from './refs';

const FiguresRefusalEnum = builder.enumType('TailoringFiguresRefusal', {
  description:
    'STALE: the line changed since you saw it. NOT_AWAITING: the line has a saved profile, or cutting started. INVALID_MEASUREMENT: see `errors`.',
  values: ['NOT_FOUND', 'STALE', 'INVALID_MEASUREMENT', 'NOT_AWAITING'] as const,
});

const FiguresPayload = builder.objectRef<FiguresResult>('RecordTailoringFiguresPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: FiguresRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    errors: t.field({ type: [MeasurementErrorRef], resolve: (r) => r.errors }),
    line: t.field({ type: TailoringJobRef, nullable: true, resolve: (r) => r.job }),
  }),
});

builder.mutationFields((t) => ({
  recordTailoringFigures: t.authField({
    type: FiguresPayload,
    authScopes: { staff: true },
    unauthorizedError: () => accessDenied('The workshop is for designers and admins.'),
    description:
      "Designers and admins: the figures taken on a call for a line without a saved profile, checked like a shopper's profile (typed in the unit given, stored in mm). Until cutting starts.",
    args: {
      lineId: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
      garment: t.arg({ type: GarmentEnum, required: true }),
      unit: t.arg({ type: UnitEnum, required: true }),
      values: t.arg({ type: [MeasurementValueInput], required: true }),
    },
    resolve: (_r, { lineId, expectedVersion, garment, unit, values }, ctx) =>
      recordTailoringFigures(ctx, ctx.viewer, { lineId: String(lineId), expectedVersion, garment, unit, values }),
  }),
}));
