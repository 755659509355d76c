import { and, asc, count, eq, gte, inArray, lt, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consultationCells,
  consultations,
  designerDaysOff,
  designerHours,
  designerProfiles,
} from '../../db/schema/consultations';
import { isTimeZone, type ConsultationRefusal } from '../../lib/consultations';
import { findUsers } from '../identity';
import { cellsOf, designerSlots, fairOrder, groupByDay, teamSlots, type DesignerSchedule } from './slots';
import type { ConsultationSettings } from './settings';
import { day, minute, refuse, type Refused } from './results';

// The bookable team: who can take a call when, who is fairest, and taking a call's time for one of them.

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
        gte(consultations.startsAt, new Date(now - day)),
        lt(consultations.startsAt, new Date(now + (s.horizonDays + 1) * day)),
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
/** Fewest calls in the horizon, then least recently booked, for the designers free at a time. */
export async function candidatesInFairOrder(
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
        lt(consultations.startsAt, new Date(now.getTime() + s.horizonDays * day)),
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
export async function claimCells(
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
export function unavailableReason(
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

export async function designerName(tx: Db, designerId: string): Promise<string> {
  const [p] = await tx
    .select({ name: designerProfiles.displayName })
    .from(designerProfiles)
    .where(eq(designerProfiles.userId, designerId));
  return p?.name ?? '';
}
export { loadTeam as bookableDesigners };
