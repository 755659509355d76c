import type { Db } from '../../db/client';
import type { Locale } from '../../db/schema/localized';
import { enqueueNotification } from '../notifications';
import { minute, type ConsultationRow } from './results';

export const reminderKeys = (id: string, start: number) => [
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

export const newsKey = (kind: Announce['kind'], id: string) => (changeId: number) =>
  `${kind === 'CONSULTATION_BOOKED' ? 'consultation-booked' : kind === 'CONSULTATION_CANCELLED' ? 'consultation-cancelled' : 'consultation-rescheduled'}:${id}:${changeId}`;

/** The booking's messages, in the booking's transaction: the news itself and, while it stands, reminders. */
export async function announce(
  tx: Db,
  { kind, row, designerName, key, holdMinutes }: Announce,
  now: Date,
): Promise<void> {
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
