import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultationCells, consultations } from '../../db/schema/consultations';
import type { Locale } from '../../db/schema/localized';
import { isTimeZone, type ConsultationChannel, type ConsultationTopic } from '../../lib/consultations';
import { findUser } from '../identity';
import { loadOrderView } from '../orders';
import { withdrawNotifications } from '../notifications';
import { teamSlots } from './slots';
import type { ConsultationSettings } from './settings';
import { changeAllowed, recordChange, supersedeNews } from './changes';
import { isUuid } from '../core/ids';
import { inTransaction, inTransactionRetried, Refused as RolledBack, type Refuse } from '../core/refusal';
import { announce, newsKey, reminderKeys } from './announce';
import { day, minute, refuse, type BookingResult, type ConsultationRow, type Refused } from './results';
import {
  bookableDesigners as loadTeam,
  candidatesInFairOrder,
  claimCells,
  designerName,
  unavailableReason,
} from './team';

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

function validateRequest(
  input: Pick<BookingInput, 'startsAt' | 'timeZone'>,
  now: Date,
  s: ConsultationSettings,
): { start: number } | Refused {
  if (!isTimeZone(input.timeZone)) return refuse('INVALID_TIME_ZONE');
  const start = parseStart(input.startsAt);
  if (start === null) return refuse('INVALID_INPUT');
  if (start < now.getTime() + s.noticeMinutes * minute) return refuse('TOO_SOON');
  if (start >= now.getTime() + s.horizonDays * day) return refuse('SLOT_UNAVAILABLE');
  return { start };
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
  const booked = await inTransactionRetried(db, async (tx, stop: Refuse<Refused>) => {
    // One shopper's bookings run one at a time, so the limit on upcoming calls holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultations:${userId}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(consultations)
      .where(
        and(eq(consultations.userId, userId), eq(consultations.status, 'BOOKED'), gt(consultations.startsAt, now)),
      );
    if (Number(n) >= s.maxUpcoming) stop(refuse('TOO_MANY'));
    if (!(await changeAllowed(tx, userId, now, s))) stop(refuse('TOO_MANY_CHANGES'));
    const team = await loadTeam(tx, now.getTime(), s);
    const free = (
      teamSlots(team, input.durationMinutes, now.getTime(), s, checked.start, checked.start + 1).get(checked.start) ??
      []
    ).filter((id) => id !== userId);
    if (free.length === 0)
      stop(refuse(unavailableReason(team, checked.start, input.durationMinutes, now.getTime(), s, userId)));
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
    if (!designerId) stop(refuse('SLOT_TAKEN'));
    const booked = { ...row!, designerId };
    const key = await recordChange(
      tx,
      { userId, consultationId: booked.id },
      now,
      newsKey('CONSULTATION_BOOKED', booked.id),
      s,
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
  return booked instanceof RolledBack ? booked.answer : booked;
}

/** The shopper's own booking still open to change, locked; someone else's is NOT_FOUND. */
async function ownChangeable(
  tx: Db,
  stop: Refuse<Refused>,
  userId: string,
  id: string,
  now: Date,
  s: ConsultationSettings,
): Promise<ConsultationRow> {
  if (!isUuid(id)) stop(refuse('NOT_FOUND'));
  const [row] = await tx
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.userId, userId)))
    .for('update');
  if (!row || row.status !== 'BOOKED') stop(refuse('NOT_FOUND'));
  if (row.startsAt.getTime() - now.getTime() < s.changeCutoffMinutes * minute) stop(refuse('TOO_LATE'));
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
  // A time that cannot be had is found out only with the call's own cells released: that refusal is
  // answered after the rollback, with the reason read again outside.
  const moved = await inTransactionRetried(db, async (tx, stop: Refuse<Refused | 'GONE'>) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultations:${userId}`}))`);
    const row = await ownChangeable(tx, stop, userId, id, now, s);
    if (!(await changeAllowed(tx, userId, now, s))) stop(refuse('TOO_MANY_CHANGES'));
    // Its own time no longer counts as busy: a call may move by a quarter of an hour.
    await tx.delete(consultationCells).where(eq(consultationCells.consultationId, id));
    const team = (await loadTeam(tx, now.getTime(), s)).map((d) =>
      d.id === row.designerId ? { ...d, busy: d.busy.filter((b) => b.start !== row.startsAt.getTime()) } : d,
    );
    const free = (
      teamSlots(team, row.durationMinutes, now.getTime(), s, checked.start, checked.start + 1).get(checked.start) ?? []
    ).filter((d) => d !== userId);
    if (free.length === 0) stop('GONE');
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
    if (!designerId) stop('GONE');
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
    const key = await recordChange(tx, { userId, consultationId: id }, now, newsKey(kind, id), s);
    await announce(
      tx,
      { kind, row: moved, designerName: await designerName(tx, designerId!), key, holdMinutes: s.collapseMinutes },
      now,
    );
    return { ok: true as const, consultation: moved };
  });
  if (!(moved instanceof RolledBack)) return moved;
  if (moved.answer !== 'GONE') return moved.answer;
  // Rolled back: nothing changed. Say why the new time cannot be had.
  const team = await loadTeam(db, now.getTime(), s);
  const start = Date.parse(input.startsAt);
  const reason = unavailableReason(
    team,
    start,
    (await db.select({ d: consultations.durationMinutes }).from(consultations).where(eq(consultations.id, id)))[0]?.d ??
      30,
    now.getTime(),
    s,
    userId,
  );
  return refuse(reason === 'SLOT_UNAVAILABLE' ? reason : 'SLOT_TAKEN');
}

export async function cancelConsultation(
  db: Db,
  s: ConsultationSettings,
  userId: string,
  id: string,
  now: Date,
): Promise<BookingResult> {
  const cancelled = await inTransaction(db, async (tx, stop: Refuse<Refused>) => {
    // Cancelling is never refused by the hourly limit (every cancellation follows a limited booking),
    // but it counts, under the same lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultations:${userId}`}))`);
    const row = await ownChangeable(tx, stop, userId, id, now, s);
    const [cancelled] = await tx
      .update(consultations)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(eq(consultations.id, id))
      .returning();
    await tx.delete(consultationCells).where(eq(consultationCells.consultationId, id));
    await withdrawNotifications(tx, reminderKeys(id, row.startsAt.getTime()));
    // News of the booking or a move not yet tried is withdrawn: the cancellation is the one message.
    await supersedeNews(tx, id);
    const key = await recordChange(tx, { userId, consultationId: id }, now, newsKey('CONSULTATION_CANCELLED', id), s);
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
  return cancelled instanceof RolledBack ? cancelled.answer : cancelled;
}
