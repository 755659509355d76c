import { builder } from '../core/builder';
import type { GraphQLContext } from '../core/context';
import { accessDenied } from '../core/errors';
import { memoize } from '../core/context';
import { Order, ordersOfUser, withDetails } from '../orders';
import { TailoringJobRef, jobsOfOrders } from '../workshop';
import { findUser } from '../identity';
import {
  consultationChannels,
  consultationRefusals,
  consultationStatuses,
  consultationTopics,
} from '../../lib/consultations';
import { designerSettings, type DesignerSettings, type SaveSettingsResult } from './hours';
import type { BookingResult, ConsultationRow } from './results';
import { bookableDesigners, type SlotDays } from './team';
import { consultationSettings } from './settings';

// The consultation domain's GraphQL types and inputs; its root fields are in schema.ts.

const TopicEnum = builder.enumType('ConsultationTopic', { values: consultationTopics });
const ChannelEnum = builder.enumType('ConsultationChannel', { values: consultationChannels });
const StatusEnum = builder.enumType('ConsultationStatus', { values: consultationStatuses });
const RefusalEnum = builder.enumType('ConsultationRefusal', { values: consultationRefusals });
export const OutcomeEnum = builder.enumType('ConsultationOutcome', { values: ['DONE', 'NO_SHOW'] as const });

export const notADesigner = () => accessDenied('Not a designer.');

const designerNames = (ctx: GraphQLContext) =>
  memoize(
    ctx,
    'consultations:designer-names',
    async () =>
      new Map(
        (await bookableDesigners(ctx.db, ctx.kit.now().getTime(), consultationSettings())).map((d) => [
          d.id,
          d.displayName,
        ]),
      ),
  );

async function designerNameOf(ctx: GraphQLContext, id: string): Promise<string> {
  const known = (await designerNames(ctx)).get(id);
  if (known) return known;
  const settings = await designerSettings(ctx.db, id, '');
  return settings.displayName;
}

export const Consultation = builder.objectRef<ConsultationRow>('Consultation').implement({
  description: "A booked designer call as its shopper sees it. Times are ISO instants; show them in the viewer's zone.",
  fields: (t) => ({
    id: t.exposeID('id'),
    startsAt: t.string({ resolve: (c) => c.startsAt.toISOString() }),
    endsAt: t.string({ resolve: (c) => new Date(c.startsAt.getTime() + c.durationMinutes * 60_000).toISOString() }),
    durationMinutes: t.exposeInt('durationMinutes'),
    topic: t.field({ type: TopicEnum, resolve: (c) => c.topic }),
    channel: t.field({ type: ChannelEnum, resolve: (c) => c.channel }),
    status: t.field({ type: StatusEnum, resolve: (c) => c.status }),
    timeZone: t.exposeString('timeZone', { description: 'The zone the shopper booked in.' }),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true, description: "The designer's notes after the call." }),
    designerName: t.string({ resolve: (c, _a, ctx) => designerNameOf(ctx, c.designerId) }),
    canChange: t.boolean({
      description: 'Whether it may still be rescheduled or cancelled (until 2 hours before).',
      resolve: (c, _a, ctx) =>
        c.status === 'BOOKED' &&
        c.startsAt.getTime() - ctx.kit.now().getTime() >= consultationSettings().changeCutoffMinutes * 60_000,
    }),
  }),
});

type Shopper = { name: string | null; phone: string };
const shopperOf = (ctx: GraphQLContext, c: ConsultationRow) =>
  memoize(ctx, `consultations:shopper:${c.userId}`, async () => {
    const u = await findUser(ctx.db, c.userId);
    return { name: u?.name ?? null, phone: c.phone } satisfies Shopper;
  });

const shopperOrdersOf = (ctx: GraphQLContext, userId: string) =>
  memoize(ctx, `consultations:orders:${userId}`, async () =>
    withDetails(ctx.db, await ordersOfUser(ctx.db, userId, 5)),
  );

export const DesignerCall = builder.objectRef<ConsultationRow>('DesignerCall').implement({
  description: "A call on a designer's day: the booking, who booked it and what they ordered.",
  fields: (t) => ({
    consultation: t.field({ type: Consultation, resolve: (c) => c }),
    designerId: t.exposeID('designerId'),
    shopperName: t.string({ nullable: true, resolve: async (c, _a, ctx) => (await shopperOf(ctx, c)).name }),
    shopperPhone: t.string({ resolve: (c) => c.phone }),
    shopperOrders: t.field({
      type: [Order],
      description: "The shopper's five latest orders (read-only).",
      resolve: (c, _a, ctx) => shopperOrdersOf(ctx, c.userId),
    }),
    tailoringLines: t.field({
      type: [TailoringJobRef],
      description:
        'Tailoring lines of those orders (at most five), with their options and measurement snapshots, so the call can be about them.',
      resolve: async (c, _a, ctx) => jobsOfOrders(ctx.db, await shopperOrdersOf(ctx, c.userId), 5),
    }),
  }),
});

const SlotDay = builder.objectRef<{ date: string; starts: number[] }>('ConsultationSlotDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: "YYYY-MM-DD in the shopper's zone." }),
    starts: t.stringList({ resolve: (d) => d.starts.map((s) => new Date(s).toISOString()) }),
  }),
});

export const SlotsPayload = builder.objectRef<SlotDays>('ConsultationSlots').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: RefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    timeZone: t.string({ nullable: true, resolve: (r) => (r.ok ? r.timeZone : null) }),
    days: t.field({ type: [SlotDay], resolve: (r) => (r.ok ? r.days : []) }),
  }),
});

export const BookingPayload = builder.objectRef<BookingResult>('ConsultationPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: RefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    consultation: t.field({ type: Consultation, nullable: true, resolve: (r) => (r.ok ? r.consultation : null) }),
  }),
});

export const OutcomePayload = builder.objectRef<BookingResult>('ConsultationOutcomePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: RefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    call: t.field({ type: DesignerCall, nullable: true, resolve: (r) => (r.ok ? r.consultation : null) }),
  }),
});

const WorkingRange = builder
  .objectRef<{ weekday: number; startMinute: number; endMinute: number }>('WorkingRange')
  .implement({
    description: "Weekday 1 = Monday … 7 = Sunday; minutes after midnight in the designer's zone.",
    fields: (t) => ({
      weekday: t.exposeInt('weekday'),
      startMinute: t.exposeInt('startMinute'),
      endMinute: t.exposeInt('endMinute'),
    }),
  });

export const DesignerSettingsType = builder.objectRef<DesignerSettings>('DesignerSettings').implement({
  fields: (t) => ({
    designerId: t.exposeID('designerId'),
    displayName: t.exposeString('displayName'),
    timeZone: t.exposeString('timeZone', { nullable: true, description: "Null: the store's zone." }),
    storeTimeZone: t.string({ resolve: () => consultationSettings().storeTimeZone }),
    lengths: t.exposeIntList('lengths'),
    hours: t.field({ type: [WorkingRange], resolve: (s) => s.hours }),
    daysOff: t.exposeStringList('daysOff'),
  }),
});

export const SaveSettingsPayload = builder.objectRef<SaveSettingsResult>('DesignerSettingsPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: RefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    field: t.string({ nullable: true, resolve: (r) => (r.ok ? null : r.field) }),
    settings: t.field({ type: DesignerSettingsType, nullable: true, resolve: (r) => (r.ok ? r.settings : null) }),
  }),
});

export const Designer = builder.objectRef<{ id: string; displayName: string }>('ConsultationDesigner').implement({
  fields: (t) => ({ id: t.exposeID('id'), displayName: t.exposeString('displayName') }),
});

const WorkingRangeInput = builder.inputType('WorkingRangeInput', {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    startMinute: t.int({ required: true }),
    endMinute: t.int({ required: true }),
  }),
});

export const DesignerSettingsInput = builder.inputType('DesignerSettingsInput', {
  fields: (t) => ({
    displayName: t.string({ required: true }),
    timeZone: t.string({ required: false }),
    lengths: t.intList({ required: true }),
    hours: t.field({ type: [WorkingRangeInput], required: true }),
    daysOff: t.stringList({ required: true, description: "YYYY-MM-DD dates in the designer's zone." }),
  }),
});

export const BookInput = builder.inputType('BookConsultationInput', {
  fields: (t) => ({
    startsAt: t.string({ required: true, description: 'ISO instant of a slot from consultationSlots.' }),
    durationMinutes: t.int({ required: true }),
    topic: t.field({ type: TopicEnum, required: true }),
    channel: t.field({ type: ChannelEnum, required: true }),
    timeZone: t.string({ required: true, description: "The shopper's IANA zone, e.g. Europe/London." }),
    orderNumber: t.string({ required: false, description: 'The order this free consultation comes with.' }),
  }),
});
