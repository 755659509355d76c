import { TransactionRollbackError, and, asc, count, desc, eq, gt, gte, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consultationCells,
  consultations,
  designerDaysOff,
  designerHours,
  designerProfiles,
} from '../../db/schema/consultations';
import type { Locale } from '../../db/schema/localized';
import {
  isTimeZone,
  maxConsultationNotes,
  type ConsultationChannel,
  type ConsultationRefusal,
  type ConsultationStatus,
  type ConsultationTopic,
} from '../../lib/consultations';
import { hasUnsafeText } from '../../lib/text';
import { findUser, findUsers } from '../identity/service';
import { loadOrderView } from '../orders/store';
import { enqueueNotification, withdrawNotifications } from '../notifications/outbox';
import { cellsOf, designerSlots, fairOrder, groupByDay, teamSlots, type DesignerSchedule } from './slots';
import type { ConsultationSettings } from './settings';
import { changeAllowed, recordChange, supersedeNews } from './changes';
import { isUuid } from '../core/ids';

export type ConsultationRow = typeof consultations.$inferSelect;
type Refused = { ok: false; refusal: ConsultationRefusal };
export type BookingResult = { ok: true; consultation: ConsultationRow } | Refused;

const minute = 60_000;
const refuse = (refusal: ConsultationRefusal): Refused => ({ ok: false, refusal });
/** At most this many designers are scheduled at once: slot lists stay cheap however large the team. */
const maxDesigners = 100;

/** Designers who can be booked: a profile, some hours and (still) the designer role. */
async function loadTeam(
  db: Db,
  now: number,
  s: ConsultationSettings,
): Promise<(DesignerSchedule & { displayName: string })[]> {
  const profiles = await db.select().from(designerProfiles).orderBy(asc(designerProfiles.userId)).limit(maxDesigners);
  if (profiles.length === 0) return [];
  const ids = profiles.map((p) => p.userId);
  const people = new Map((await findUsers(db, ids)).map((u) => [u.id, u]));
  const active = profiles.filter((p) => people.get(p.userId)?.roles.includes('designer'));
  if (active.length === 0) return [];
  const activeIds = active.map((p) => p.userId);
  // One after another: inside a transaction the queries share one connection.
  const hours = await db.select().from(designerHours).where(inArray(designerHours.userId, activeIds));
  const daysOff = await db.select().from(designerDaysOff).where(inArray(designerDaysOff.userId, activeIds));
  const booked = await db
    .select({
      designerId: consultations.designerId,
      startsAt: consultations.startsAt,
      durationMinutes: consultations.durationMinutes,
    })
    .from(consultations)
    .where(
      and(
        inArray(consultations.designerId, activeIds),
        eq(consultations.status, 'BOOKED'),
        gte(consultations.startsAt, new Date(now - 86_400_000)),
        lt(consultations.startsAt, new Date(now + (s.horizonDays + 1) * 86_400_000)),
      ),
    );
  return active.map((p) => ({
    id: p.userId,
    displayName: p.displayName,
    timeZone: p.timeZone,
    lengths: p.lengths,
    hours: hours.filter((h) => h.userId === p.userId),
    daysOff: new Set(daysOff.filter((d) => d.userId === p.userId).map((d) => d.day)),
    busy: booked
      .filter((b) => b.designerId === p.userId)
      .map((b) => ({ start: b.startsAt.getTime(), end: b.startsAt.getTime() + b.durationMinutes * minute })),
  }));
}

export type SlotDays = { ok: true; timeZone: string; days: { date: string; starts: number[] }[] } | Refused;

/** Free start times of the whole team, grouped by day in the shopper's zone. */
export async function availableSlots(
  db: Db,
  s: ConsultationSettings,
  now: Date,
  timeZone: string,
  durationMinutes: number,
): Promise<SlotDays> {
  if (!isTimeZone(timeZone)) return refuse('INVALID_TIME_ZONE');
  if (![15, 30, 45].includes(durationMinutes)) return refuse('INVALID_INPUT');
  const team = await loadTeam(db, now.getTime(), s);
  const slots = teamSlots(team, durationMinutes, now.getTime(), s);
  return { ok: true, timeZone, days: groupByDay(slots.keys(), timeZone) };
}

export type BookingInput = {
  startsAt: string;
  durationMinutes: number;
  topic: ConsultationTopic;
  channel: ConsultationChannel;
  timeZone: string;
  orderNumber?: string | null;
  locale: Locale;
};

/** A requested start: an ISO instant on the 5-minute grid. */
function parseStart(value: string): number | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const t = Date.parse(value);
  if (!Number.isFinite(t) || t % (5 * minute) !== 0) return null;
  return t;
}

const reminderKeys = (id: string, start: number) => [
  `consultation-reminder-24h:${id}:${start}`,
  `consultation-reminder-1h:${id}:${start}`,
];

type Announce = {
  kind: 'CONSULTATION_BOOKED' | 'CONSULTATION_RESCHEDULED' | 'CONSULTATION_CANCELLED';
  row: ConsultationRow;
  designerName: string;
  /** The news's key (`recordChange`); held back `holdMinutes`, so a change right after replaces it. */
  key: string;
  holdMinutes: number;
};

const newsKey = (kind: Announce['kind'], id: string) => (changeId: number) =>
  `${kind === 'CONSULTATION_BOOKED' ? 'consultation-booked' : kind === 'CONSULTATION_CANCELLED' ? 'consultation-cancelled' : 'consultation-rescheduled'}:${id}:${changeId}`;

/** The booking's messages, in the booking's transaction: the news itself and, while it stands, reminders. */
async function announce(tx: Db, { kind, row, designerName, key, holdMinutes }: Announce, now: Date): Promise<void> {
  const start = row.startsAt.getTime();
  const payload = {
    bookingId: row.id,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    topic: row.topic,
    channel: row.channel,
    designer: designerName,
    orderNumber: row.orderNumber,
  };
  const who = { userId: row.userId, phone: row.phone, locale: row.locale as Locale };
  await enqueueNotification(
    tx,
    { kind, dedupeKey: key, ...who, payload, notBefore: new Date(now.getTime() + holdMinutes * minute) },
    now,
  );
  if (kind === 'CONSULTATION_CANCELLED') return;
  const [day, hour] = reminderKeys(row.id, start) as [string, string];
  for (const [dedupeKey, before] of [
    [day, 24 * 60],
    [hour, 60],
  ] as const) {
    const at = start - before * minute;
    if (at > now.getTime())
      await enqueueNotification(
        tx,
        {
          kind: 'CONSULTATION_REMINDER',
          dedupeKey,
          ...who,
          payload: { ...payload, minutesBefore: before },
          notBefore: new Date(at),
        },
        now,
      );
  }
}

/** Fewest calls in the horizon, then least recently booked, for the designers free at a time. */
async function candidatesInFairOrder(
  tx: Db,
  free: readonly string[],
  now: Date,
  s: ConsultationSettings,
): Promise<string[]> {
  if (free.length <= 1) return [...free];
  const stats = await tx
    .select({ designerId: consultations.designerId, n: count(), last: max(consultations.createdAt) })
    .from(consultations)
    .where(
      and(
        inArray(consultations.designerId, [...free]),
        ne(consultations.status, 'CANCELLED'),
        gte(consultations.startsAt, now),
        lt(consultations.startsAt, new Date(now.getTime() + s.horizonDays * 86_400_000)),
      ),
    )
    .groupBy(consultations.designerId);
  const byId = new Map(stats.map((r) => [r.designerId, r]));
  const standIns = new Set(
    (
      await tx
        .select({ id: designerProfiles.userId })
        .from(designerProfiles)
        .where(and(inArray(designerProfiles.userId, [...free]), eq(designerProfiles.standIn, true)))
    ).map((r) => r.id),
  );
  return fairOrder(
    free.map((id) => ({
      id,
      bookingsInHorizon: Number(byId.get(id)?.n ?? 0),
      lastBookedAt: byId.get(id)?.last?.getTime() ?? null,
      standIn: standIns.has(id),
    })),
  );
}

/**
 * Takes the call's cells for the first designer in `order` whose cells are all free. The unique index
 * decides races: a cell another transaction holds is skipped (after it commits), never shared.
 */
async function claimCells(
  tx: Db,
  consultationId: string,
  order: readonly string[],
  start: number,
  duration: number,
  s: ConsultationSettings,
): Promise<string | null> {
  const cells = cellsOf(start, duration, s.bufferMinutes);
  for (const designerId of order) {
    await tx.update(consultations).set({ designerId }).where(eq(consultations.id, consultationId));
    const taken = await tx
      .insert(consultationCells)
      .values(cells.map((cellStart) => ({ designerId, cellStart, consultationId })))
      .onConflictDoNothing()
      .returning({ c: consultationCells.cellStart });
    if (taken.length === cells.length) return designerId;
    await tx.delete(consultationCells).where(eq(consultationCells.consultationId, consultationId));
  }
  return null;
}

/** Why no designer can take a call at `start`: outside everyone's hours, or all of them booked. */
function unavailableReason(
  team: readonly DesignerSchedule[],
  start: number,
  duration: number,
  now: number,
  s: ConsultationSettings,
  self: string,
): ConsultationRefusal {
  const inHours = team.filter((d) => designerSlots({ ...d, busy: [] }, duration, now, s, start, start + 1).length > 0);
  if (inHours.length === 0) return 'SLOT_UNAVAILABLE';
  if (inHours.every((d) => d.id === self)) return 'SELF_BOOKING';
  return 'SLOT_TAKEN';
}

function validateRequest(
  input: Pick<BookingInput, 'startsAt' | 'timeZone'>,
  now: Date,
  s: ConsultationSettings,
): { start: number } | Refused {
  if (!isTimeZone(input.timeZone)) return refuse('INVALID_TIME_ZONE');
  const start = parseStart(input.startsAt);
  if (start === null) return refuse('INVALID_INPUT');
  if (start < now.getTime() + s.noticeMinutes * minute) return refuse('TOO_SOON');
  if (start >= now.getTime() + s.horizonDays * 86_400_000) return refuse('SLOT_UNAVAILABLE');
  return { start };
}

async function designerName(tx: Db, designerId: string): Promise<string> {
  const [p] = await tx
    .select({ name: designerProfiles.displayName })
    .from(designerProfiles)
    .where(eq(designerProfiles.userId, designerId));
  return p?.name ?? '';
}

/** Books a call for a signed-in shopper (whose phone sign-in proved) with the fairest free designer. */
export async function bookConsultation(
  db: Db,
  s: ConsultationSettings,
  userId: string,
  input: BookingInput,
  now: Date,
): Promise<BookingResult> {
  const checked = validateRequest(input, now, s);
  if ('ok' in checked) return checked;
  if (![15, 30, 45].includes(input.durationMinutes)) return refuse('INVALID_INPUT');
  const user = await findUser(db, userId);
  if (!user) return refuse('NOT_FOUND');
  let orderNumber: string | null = null;
  if (input.orderNumber) {
    const order = await loadOrderView(db, input.orderNumber);
    if (!order || order.row.userId !== userId) return refuse('ORDER_NOT_FOUND');
    orderNumber = order.row.number;
  }
  return db.transaction(async (tx) => {
    // One shopper's bookings run one at a time, so the limit on upcoming calls holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultations:${userId}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(consultations)
      .where(
        and(eq(consultations.userId, userId), eq(consultations.status, 'BOOKED'), gt(consultations.startsAt, now)),
      );
    if (Number(n) >= s.maxUpcoming) return refuse('TOO_MANY');
    if (!(await changeAllowed(tx, userId, now, s))) return refuse('TOO_MANY_CHANGES');
    const team = await loadTeam(tx, now.getTime(), s);
    const free = (
      teamSlots(team, input.durationMinutes, now.getTime(), s, checked.start, checked.start + 1).get(checked.start) ??
      []
    ).filter((id) => id !== userId);
    if (free.length === 0)
      return refuse(unavailableReason(team, checked.start, input.durationMinutes, now.getTime(), s, userId));
    const order = await candidatesInFairOrder(tx, free, now, s);
    const [row] = await tx
      .insert(consultations)
      .values({
        designerId: order[0]!,
        userId,
        phone: user.phone,
        topic: input.topic,
        channel: input.channel,
        startsAt: new Date(checked.start),
        durationMinutes: input.durationMinutes,
        timeZone: input.timeZone,
        locale: input.locale,
        orderNumber,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const designerId = await claimCells(tx, row!.id, order, checked.start, input.durationMinutes, s);
    if (!designerId) {
      await tx.delete(consultations).where(eq(consultations.id, row!.id));
      return refuse('SLOT_TAKEN');
    }
    const booked = { ...row!, designerId };
    const key = await recordChange(
      tx,
      { userId, consultationId: booked.id },
      now,
      newsKey('CONSULTATION_BOOKED', booked.id),
    );
    await announce(
      tx,
      {
        kind: 'CONSULTATION_BOOKED',
        row: booked,
        designerName: await designerName(tx, designerId),
        key,
        holdMinutes: s.collapseMinutes,
      },
      now,
    );
    return { ok: true as const, consultation: booked };
  });
}

/** The shopper's own booking still open to change, locked; someone else's is NOT_FOUND. */
async function ownChangeable(
  tx: Db,
  userId: string,
  id: string,
  now: Date,
  s: ConsultationSettings,
): Promise<ConsultationRow | Refused> {
  if (!isUuid(id)) return refuse('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.userId, userId)))
    .for('update');
  if (!row || row.status !== 'BOOKED') return refuse('NOT_FOUND');
  if (row.startsAt.getTime() - now.getTime() < s.changeCutoffMinutes * minute) return refuse('TOO_LATE');
  return row;
}

/** Moves a booking to another free time: the same designer if free then, else the fairest free one. */
export async function rescheduleConsultation(
  db: Db,
  s: ConsultationSettings,
  userId: string,
  id: string,
  input: { startsAt: string; timeZone: string },
  now: Date,
): Promise<BookingResult> {
  const checked = validateRequest(input, now, s);
  if ('ok' in checked) return checked;
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultations:${userId}`}))`);
      const row = await ownChangeable(tx, userId, id, now, s);
      if ('ok' in row) return row;
      if (!(await changeAllowed(tx, userId, now, s))) return refuse('TOO_MANY_CHANGES');
      // Its own time no longer counts as busy: a call may move by a quarter of an hour.
      await tx.delete(consultationCells).where(eq(consultationCells.consultationId, id));
      const team = (await loadTeam(tx, now.getTime(), s)).map((d) =>
        d.id === row.designerId ? { ...d, busy: d.busy.filter((b) => b.start !== row.startsAt.getTime()) } : d,
      );
      const free = (
        teamSlots(team, row.durationMinutes, now.getTime(), s, checked.start, checked.start + 1).get(checked.start) ??
        []
      ).filter((d) => d !== userId);
      if (free.length === 0) {
        tx.rollback();
      }
      const fair = await candidatesInFairOrder(
        tx,
        free.filter((d) => d !== row.designerId),
        now,
        s,
      );
      const order = free.includes(row.designerId) ? [row.designerId, ...fair] : fair;
      await tx
        .update(consultations)
        .set({ startsAt: new Date(checked.start), timeZone: input.timeZone, updatedAt: now })
        .where(eq(consultations.id, id));
      const designerId = await claimCells(tx, id, order, checked.start, row.durationMinutes, s);
      if (!designerId) tx.rollback();
      await withdrawNotifications(tx, reminderKeys(id, row.startsAt.getTime()));
      const moved = {
        ...row,
        designerId: designerId!,
        startsAt: new Date(checked.start),
        timeZone: input.timeZone,
        updatedAt: now,
      };
      // A shopper who has not yet been told of the booking is told of it, at its new time.
      const kind = (await supersedeNews(tx, id)).bookingUnheard ? 'CONSULTATION_BOOKED' : 'CONSULTATION_RESCHEDULED';
      const key = await recordChange(tx, { userId, consultationId: id }, now, newsKey(kind, id));
      await announce(
        tx,
        { kind, row: moved, designerName: await designerName(tx, designerId!), key, holdMinutes: s.collapseMinutes },
        now,
      );
      return { ok: true as const, consultation: moved };
    })
    .catch(async (e: unknown) => {
      if (!isRollback(e)) throw e;
      // Rolled back: nothing changed. Say why the new time cannot be had.
      const team = await loadTeam(db, now.getTime(), s);
      const start = Date.parse(input.startsAt);
      const reason = unavailableReason(
        team,
        start,
        (await db.select({ d: consultations.durationMinutes }).from(consultations).where(eq(consultations.id, id)))[0]
          ?.d ?? 30,
        now.getTime(),
        s,
        userId,
      );
      return refuse(reason === 'SLOT_UNAVAILABLE' ? reason : 'SLOT_TAKEN');
    });
}

function isRollback(e: unknown): boolean {
  return e instanceof TransactionRollbackError;
}

export async function cancelConsultation(
  db: Db,
  s: ConsultationSettings,
  userId: string,
  id: string,
  now: Date,
): Promise<BookingResult> {
  return db.transaction(async (tx) => {
    // Cancelling is never refused by the hourly limit (every cancellation follows a limited booking),
    // but it counts, under the same lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultations:${userId}`}))`);
    const row = await ownChangeable(tx, userId, id, now, s);
    if ('ok' in row) return row;
    const [cancelled] = await tx
      .update(consultations)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(eq(consultations.id, id))
      .returning();
    await tx.delete(consultationCells).where(eq(consultationCells.consultationId, id));
    await withdrawNotifications(tx, reminderKeys(id, row.startsAt.getTime()));
    // News of the booking or a move not yet tried is withdrawn: the cancellation is the one message.
    await supersedeNews(tx, id);
    const key = await recordChange(tx, { userId, consultationId: id }, now, newsKey('CONSULTATION_CANCELLED', id));
    await announce(
      tx,
      {
        kind: 'CONSULTATION_CANCELLED',
        row: cancelled!,
        designerName: await designerName(tx, row.designerId),
        key,
        holdMinutes: 0,
      },
      now,
    );
    return { ok: true as const, consultation: cancelled! };
  });
}

/** A shopper's calls: booked under their account or with their (verified) phone, newest first. */
export async function myConsultations(db: Db, userId: string): Promise<ConsultationRow[]> {
  const user = await findUser(db, userId);
  if (!user) return [];
  return db
    .select()
    .from(consultations)
    .where(sql`${consultations.userId} = ${userId} or ${consultations.phone} = ${user.phone}`)
    .orderBy(desc(consultations.startsAt))
    .limit(50);
}

/** Calls of one designer (or, for an admin, of all or one chosen), from `from` on, earliest first. */
export async function designerCalls(db: Db, designerId: string | null, from: Date): Promise<ConsultationRow[]> {
  const when = gte(consultations.startsAt, from);
  return db
    .select()
    .from(consultations)
    .where(designerId ? and(eq(consultations.designerId, designerId), when) : when)
    .orderBy(asc(consultations.startsAt))
    .limit(200);
}

export type OutcomeResult = { ok: true; consultation: ConsultationRow } | Refused;

/**
 * The designer (or an admin) records how a call went, with notes the shopper reads. Only once the call has
 * started: before then the shopper may still move or cancel it, and nobody can have missed it. Recording
 * withdraws the reminders still queued, in the same transaction.
 */
export async function recordOutcome(
  db: Db,
  viewer: { userId: string; admin: boolean },
  id: string,
  outcome: Extract<ConsultationStatus, 'DONE' | 'NO_SHOW'>,
  notes: string | null,
  now: Date,
): Promise<OutcomeResult> {
  if (!isUuid(id)) return refuse('NOT_FOUND');
  const text = notes?.replace(/\r\n/g, '\n').trim() ?? '';
  // Line breaks are kept (a note may be a list); other controls and angle brackets are refused.
  if (text.length > maxConsultationNotes || text.split('\n').some((line) => hasUnsafeText(line.replace(/\t/g, ' '))))
    return refuse('INVALID_INPUT');
  const mine = viewer.admin
    ? eq(consultations.id, id)
    : and(eq(consultations.id, id), eq(consultations.designerId, viewer.userId));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(consultations).where(mine).for('update');
    if (!row || !['BOOKED', 'DONE', 'NO_SHOW'].includes(row.status)) return refuse('NOT_FOUND');
    if (row.startsAt.getTime() > now.getTime()) return refuse('NOT_STARTED');
    const [updated] = await tx
      .update(consultations)
      .set({ status: outcome, notes: text || null, updatedAt: now })
      .where(eq(consultations.id, id))
      .returning();
    await withdrawNotifications(tx, reminderKeys(id, row.startsAt.getTime()));
    return { ok: true as const, consultation: updated! };
  });
}

export { loadTeam as bookableDesigners };
