import { builder } from '../core/builder';
import type { GraphQLContext } from '../core/context';
import { isUuid } from '../core/ids';
import { viewerScopes } from '../core/viewer';
import { findUsers } from '../identity';
import { dayAt, startOfDay } from '../../lib/zoned-time';
import { designerSettings, saveDesignerSettings } from './hours';
import { bookConsultation, cancelConsultation, rescheduleConsultation } from './service';
import { designerCalls, myConsultations, recordOutcome } from './calls';
import { availableSlots, bookableDesigners } from './team';
import { consultationSettings } from './settings';
import {
  BookInput,
  BookingPayload,
  Consultation,
  Designer,
  DesignerCall,
  DesignerSettingsInput,
  DesignerSettingsType,
  OutcomeEnum,
  OutcomePayload,
  SaveSettingsPayload,
  SlotsPayload,
  notADesigner,
} from './schema-types';

// Read as the gateway is built, so a bad setting stops the start rather than the first booking.
consultationSettings();

/** Whose settings or calls: staff for their own; naming another designer takes an admin. */
const ownOrAdmin = (_r: unknown, { designerId }: { designerId?: string | null }, ctx: GraphQLContext) =>
  designerId && designerId !== ctx.viewer.userId ? { admin: true } : { staff: true };

/** The designer whose settings are meant, once the scope above has let the viewer in. */
function settingsOwner(viewerId: string, designerId: string | null | undefined): string {
  if (!designerId || designerId === viewerId) return viewerId;
  // An id of another shape names no one: answered as an unknown designer is.
  if (!isUuid(designerId)) throw notADesigner();
  return designerId;
}

builder.queryFields((t) => ({
  consultationSlots: t.field({
    type: SlotsPayload,
    authScopes: { public: true },
    description:
      "Free start times of the designers, grouped by day in the shopper's time zone (INVALID_TIME_ZONE for an unknown name).",
    args: { timeZone: t.arg.string({ required: true }), durationMinutes: t.arg.int({ required: true }) },
    resolve: (_r, { timeZone, durationMinutes }, ctx) =>
      availableSlots(ctx.db, consultationSettings(), ctx.kit.now(), timeZone, durationMinutes),
  }),
  myConsultations: t.authField({
    type: [Consultation],
    authScopes: { signedIn: true },
    description: 'Your calls (by account or verified phone), latest first.',
    resolve: (_r, _a, ctx) => myConsultations(ctx.db, ctx.viewer.userId),
  }),
  designerDay: t.authField({
    type: [DesignerCall],
    authScopes: ownOrAdmin,
    description:
      "Calls from the start of today (store's zone) on: a designer's own; an admin's for all designers or the one named.",
    args: { designerId: t.arg.id({ required: false }) },
    resolve: (_r, { designerId }, ctx) => {
      const s = consultationSettings();
      const now = ctx.kit.now();
      const from = new Date(startOfDay(dayAt(now.getTime(), s.storeTimeZone), s.storeTimeZone));
      // Naming no one: an admin sees every designer's calls, a designer their own.
      if (!designerId) return designerCalls(ctx.db, viewerScopes(ctx.viewer).admin ? null : ctx.viewer.userId, from);
      // An id of another shape names no designer, so no calls.
      return isUuid(String(designerId)) ? designerCalls(ctx.db, String(designerId), from) : [];
    },
  }),
  consultationDesigners: t.field({
    type: [Designer],
    description: 'Staff only: the designers who take calls.',
    authScopes: { staff: true },
    resolve: async (_r, _a, ctx) =>
      (await bookableDesigners(ctx.db, ctx.kit.now().getTime(), consultationSettings())).map((d) => ({
        id: d.id,
        displayName: d.displayName,
      })),
  }),
  designerSettings: t.authField({
    type: DesignerSettingsType,
    args: { designerId: t.arg.id({ required: false }) },
    authScopes: ownOrAdmin,
    resolve: async (_r, { designerId }, ctx) => {
      const id = settingsOwner(ctx.viewer.userId, designerId);
      const [u] = await findUsers(ctx.db, [id]);
      if (!u?.roles.includes('designer')) throw notADesigner();
      return designerSettings(ctx.db, id, u.name ?? '');
    },
  }),
}));

builder.mutationFields((t) => ({
  bookConsultation: t.authField({
    type: BookingPayload,
    authScopes: { signedIn: true },
    description: 'Signed in (the phone proved by its one-time code): books the slot with the fairest free designer.',
    args: { input: t.arg({ type: BookInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      bookConsultation(
        ctx.db,
        consultationSettings(),
        ctx.viewer.userId,
        { ...input, locale: ctx.locale },
        ctx.kit.now(),
      ),
  }),
  rescheduleConsultation: t.authField({
    type: BookingPayload,
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true }),
      startsAt: t.arg.string({ required: true }),
      timeZone: t.arg.string({ required: true }),
    },
    resolve: (_r, { id, startsAt, timeZone }, ctx) =>
      rescheduleConsultation(
        ctx.db,
        consultationSettings(),
        ctx.viewer.userId,
        String(id),
        { startsAt, timeZone },
        ctx.kit.now(),
      ),
  }),
  cancelConsultation: t.authField({
    type: BookingPayload,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) =>
      cancelConsultation(ctx.db, consultationSettings(), ctx.viewer.userId, String(id), ctx.kit.now()),
  }),
  recordConsultationOutcome: t.authField({
    type: OutcomePayload,
    authScopes: { staff: true },
    description: "The call's designer or an admin: DONE (with notes the shopper reads) or NO_SHOW.",
    args: {
      id: t.arg.id({ required: true }),
      outcome: t.arg({ type: OutcomeEnum, required: true }),
      notes: t.arg.string({ required: false }),
    },
    resolve: (_r, { id, outcome, notes }, ctx) =>
      recordOutcome(
        ctx.db,
        { userId: ctx.viewer.userId, admin: viewerScopes(ctx.viewer).admin },
        String(id),
        outcome,
        notes ?? null,
        ctx.kit.now(),
      ),
  }),
  saveDesignerSettings: t.authField({
    type: SaveSettingsPayload,
    args: { designerId: t.arg.id({ required: false }), input: t.arg({ type: DesignerSettingsInput, required: true }) },
    authScopes: ownOrAdmin,
    resolve: async (_r, { designerId, input }, ctx) => {
      const id = settingsOwner(ctx.viewer.userId, designerId);
      const [u] = await findUsers(ctx.db, [id]);
      if (!u?.roles.includes('designer')) throw notADesigner();
      return saveDesignerSettings(ctx.db, id, { ...input, timeZone: input.timeZone || null }, ctx.kit.now());
    },
  }),
}));
