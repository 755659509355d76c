import { pick } from '../../db/schema/localized';
import { formatFigure, snapshotFigures } from '../../lib/measurements';
import { tailoringStages } from '../../lib/tailoring-stages';
import { builder } from '../core/builder';
import { memoize, type GraphQLContext } from '../core/context';
import { accessDenied } from '../core/errors';
import { Money } from '../catalog';
import { ImageRef } from '../media';
import { GarmentEnum, MeasurementErrorRef, MeasurementValueInput, UnitEnum } from '../measurements';
import { workshopOrderOf, type WorkshopOrderItem, Order } from '../orders';
import { linesOfOrder, nextStage, optionGroupNames } from '../tailoring';
import { changeTailoringMeasurements, changeWindow, type ChangeResult } from './change-window';
import { TailoringJobRef } from './refs';
import {
  advanceTailoringLine,
  awaitsFigures,
  maxQueuePage,
  workQueue,
  type AdvanceResult,
  type TailoringJob,
} from './workshop';

/** The workshop is staff's (the `staff` scope); its refusal says so. */
const workshopRefusal = () => accessDenied('The workshop is for designers and admins.');

const TailoringStageEnum = builder.enumType('TailoringStage', { values: tailoringStages });
const MeasurementKindEnum = builder.enumType('TailoringMeasurementKind', {
  values: ['PROFILE', 'DESIGNER_CALL', 'SEND_BLOUSE'] as const,
});
const WindowRefusalEnum = builder.enumType('TailoringChangeClosed', {
  description:
    'Why measurements can no longer change: the order is closed, cutting started, or 24 h since confirmation passed.',
  values: ['ORDER_CLOSED', 'CUTTING_STARTED', 'WINDOW_CLOSED'] as const,
});

const JobItem = builder.objectRef<WorkshopOrderItem>('TailoringJobItem').implement({
  description: 'A line of the order, as it was bought: the service, or the saree or fabric it is made from.',
  fields: (t) => ({
    name: t.string({ resolve: (i, _a, ctx) => pick(i.name, ctx.locale) }),
    slug: t.exposeString('slug'),
    qty: t.exposeInt('qty'),
    kind: t.exposeString('kind'),
    image: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (i) => (i.imageKey ? { kind: 'product' as const, key: i.imageKey } : null),
    }),
  }),
});

type JobOption = TailoringJob['row']['options'][number] & { currency: string; serviceProductId: number };
const JobOption = builder.objectRef<JobOption>('TailoringJobOption').implement({
  fields: (t) => ({
    group: t.exposeString('group'),
    groupName: t.string({
      nullable: true,
      description: 'The group as the store names it now ("Sleeve style"); null if the service no longer has it.',
      resolve: async (o, _a, ctx) => {
        // One read per service per request, however many lines and options the answer holds.
        const names = await memoize(ctx, `tailoring:groups:${o.serviceProductId}`, () =>
          optionGroupNames(ctx.db, [o.serviceProductId]),
        );
        const name = names.get(`${o.serviceProductId}:${o.group}`);
        return name ? pick(name, ctx.locale) : null;
      },
    }),
    code: t.exposeString('code'),
    name: t.string({ resolve: (o, _a, ctx) => pick(o.name, ctx.locale) }),
    price: t.field({ type: Money, resolve: (o) => ({ amount: o.priceMinor, currency: o.currency }) }),
    extraDays: t.exposeInt('extraDays'),
  }),
});

type Figure = { field: string; mm: number; value: number };
const JobFigure = builder.objectRef<Figure>('TailoringFigure').implement({
  description: 'One figure: in millimetres, and in the unit the shopper chose (cm to a tenth, inches to a quarter).',
  fields: (t) => ({ field: t.exposeString('field'), mm: t.exposeInt('mm'), value: t.exposeFloat('value') }),
});

type JobMeasurement = TailoringJob['row']['measurement'];
const JobMeasurement = builder.objectRef<JobMeasurement>('TailoringJobMeasurement').implement({
  description: 'The measurements the order keeps (a copy of a profile, or the choice of a call or a blouse sent in).',
  fields: (t) => ({
    kind: t.field({ type: MeasurementKindEnum, resolve: (m) => m.kind }),
    name: t.string({ nullable: true, resolve: (m) => (m.kind === 'PROFILE' ? m.name : null) }),
    garment: t.field({ type: GarmentEnum, nullable: true, resolve: (m) => snapshotFigures(m)?.garment ?? null }),
    unit: t.field({ type: UnitEnum, nullable: true, resolve: (m) => snapshotFigures(m)?.unit ?? null }),
    values: t.field({
      type: [JobFigure],
      description: "A profile's figures, or those staff took on a call; empty while the line waits for them.",
      resolve: (m) => {
        const f = snapshotFigures(m);
        return f
          ? Object.entries(f.valuesMm).map(([field, mm]) => ({ field, mm, value: Number(formatFigure(mm, f.unit)) }))
          : [];
      },
    }),
    takenAt: t.string({ nullable: true, resolve: (m) => snapshotFigures(m)?.takenAt ?? null }),
  }),
});

const itemOf = (j: TailoringJob, id: number | null) =>
  id === null ? null : (j.order.items.find((i) => i.id === id) ?? null);

TailoringJobRef.implement({
  description: "One tailoring line of an order: the workshop's job and what the shopper follows.",
  fields: (t) => ({
    id: t.id({ resolve: (j) => j.row.id }),
    version: t.int({
      description: 'Send it back with a move or a change: if the line changed since, the answer is STALE.',
      resolve: (j) => j.row.version,
    }),
    orderNumber: t.string({ resolve: (j) => j.order.number }),
    stage: t.field({ type: TailoringStageEnum, resolve: (j) => j.row.stage }),
    stageChangedAt: t.string({ resolve: (j) => j.row.stageChangedAt.toISOString() }),
    nextStage: t.field({ type: TailoringStageEnum, nullable: true, resolve: (j) => nextStage(j.row.stage) }),
    createdAt: t.string({ resolve: (j) => j.row.createdAt.toISOString() }),
    service: t.field({ type: JobItem, nullable: true, resolve: (j) => itemOf(j, j.row.orderItemId) }),
    garment: t.field({
      type: JobItem,
      nullable: true,
      description: 'The saree or fabric it is made from; null for own fabric.',
      resolve: (j) => itemOf(j, j.row.attachedItemId),
    }),
    ownFabric: t.boolean({ resolve: (j) => j.row.ownFabric }),
    awaitsFigures: t.boolean({
      description: 'Whether the line waits for figures taken on a call (it cannot move on until staff record them).',
      resolve: (j) => awaitsFigures(j.row),
    }),
    options: t.field({
      type: [JobOption],
      resolve: (j) => {
        const currency = itemOf(j, j.row.orderItemId)?.currency ?? 'INR';
        return j.row.options.map((o) => ({ ...o, currency, serviceProductId: j.row.serviceProductId }));
      },
    }),
    measurement: t.field({ type: JobMeasurement, resolve: (j) => j.row.measurement }),
    canChange: t.boolean({
      description: 'Whether the shopper may still change the measurements (owner only).',
      resolve: (j, _a, ctx) => isOwner(j, ctx) && changeWindow(j.row, j.order, ctx.kit.now()).open,
    }),
    changeUntil: t.string({
      nullable: true,
      description: 'Until when changes are allowed (24 h after confirmation); null before the order is confirmed.',
      resolve: (j) => changeWindow(j.row, j.order, new Date(0)).until?.toISOString() ?? null,
    }),
    changeClosed: t.field({
      type: WindowRefusalEnum,
      nullable: true,
      resolve: (j, _a, ctx) => changeWindow(j.row, j.order, ctx.kit.now()).refusal,
    }),
  }),
});

const isOwner = (j: TailoringJob, ctx: GraphQLContext) => j.order.userId === ctx.viewer.userId;

builder.objectField(Order, 'tailoringLines', (t) =>
  t.field({
    type: [TailoringJobRef],
    description: "The order's tailoring lines, each with its stage and whether its measurements may still change.",
    resolve: async (o, _a, ctx) => {
      if (!o.row.hasTailoring) return [];
      const order = workshopOrderOf(o);
      return (await linesOfOrder(ctx.db, o.row.id)).map((row) => ({ row, order }));
    },
  }),
);

const TailoringQueue = builder.objectRef<{ total: number; jobs: TailoringJob[] }>('TailoringQueue').implement({
  fields: (t) => ({ total: t.exposeInt('total'), lines: t.field({ type: [TailoringJobRef], resolve: (q) => q.jobs }) }),
});

const AdvanceRefusalEnum = builder.enumType('TailoringAdvanceRefusal', {
  description:
    'STALE: someone moved or changed the line since you saw it (the answer carries it as it is now). NO_FIGURES: the line waits for figures taken on a call; record them first.',
  values: ['NOT_FOUND', 'STALE', 'NOT_NEXT_STAGE', 'LAST_STAGE', 'ORDER_NOT_CONFIRMED', 'NO_FIGURES'] as const,
});
const AdvancePayload = builder.objectRef<AdvanceResult>('AdvanceTailoringLinePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: AdvanceRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    line: t.field({ type: TailoringJobRef, nullable: true, resolve: (r) => r.job }),
  }),
});

const ChangeRefusalEnum = builder.enumType('TailoringChangeRefusal', {
  values: [
    'NOT_FOUND',
    'ORDER_CLOSED',
    'CUTTING_STARTED',
    'WINDOW_CLOSED',
    'STALE',
    'INVALID_INPUT',
    'INVALID_MEASUREMENT',
    'NO_FIGURES',
    'PROFILE_NOT_FOUND',
    'GARMENT_MISMATCH',
    'PROFILE_INCOMPLETE',
  ] as const,
});
const ChangePayload = builder.objectRef<ChangeResult>('ChangeTailoringMeasurementsPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: ChangeRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    errors: t.field({ type: [MeasurementErrorRef], resolve: (r) => r.errors }),
    line: t.field({ type: TailoringJobRef, nullable: true, resolve: (r) => r.job }),
  }),
});

builder.queryFields((t) => ({
  tailoringQueue: t.field({
    type: TailoringQueue,
    authScopes: { staff: true },
    unauthorizedError: workshopRefusal,
    description: `Designers and admins: lines of confirmed orders, oldest in their stage first; without a stage, all not yet ready to ship. At most ${maxQueuePage} a page.`,
    args: {
      stage: t.arg({ type: TailoringStageEnum, required: false }),
      first: t.arg.int({ required: false, defaultValue: 20 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_r, { stage, first, offset }, ctx) => workQueue(ctx.db, stage ?? null, first ?? 20, offset ?? 0),
  }),
}));

builder.mutationFields((t) => ({
  advanceTailoringLine: t.authField({
    type: AdvancePayload,
    authScopes: { staff: true },
    unauthorizedError: workshopRefusal,
    description:
      'Designers and admins: move a line to its next stage. `expectedVersion` is the version you saw; `to`, if given, must be the next stage.',
    args: {
      lineId: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
      to: t.arg({ type: TailoringStageEnum, required: false }),
    },
    resolve: (_r, { lineId, expectedVersion, to }, ctx) =>
      advanceTailoringLine(ctx, ctx.viewer, { lineId: String(lineId), expectedVersion, to: to ?? null }),
  }),
  changeTailoringMeasurements: t.authField({
    type: ChangePayload,
    authScopes: { signedIn: true },
    description:
      "The shopper's own line, until cutting starts and within 24 h of confirmation: edited figures (in the snapshot's unit) or another saved profile.",
    args: {
      lineId: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
      values: t.arg({ type: [MeasurementValueInput], required: false }),
      profileId: t.arg.id({ required: false }),
    },
    resolve: (_r, { lineId, expectedVersion, values, profileId }, ctx) =>
      changeTailoringMeasurements(ctx, ctx.viewer.userId, {
        lineId: String(lineId),
        expectedVersion,
        values: values ?? null,
        profileId: profileId ? String(profileId) : null,
      }),
  }),
}));
