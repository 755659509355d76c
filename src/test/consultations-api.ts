// Designers, bookings and their reminders, as the consultation and hostile tests need them.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbHandle } from '../db/client';
import { notificationOutbox } from '../db/schema/notifications';
import type { TestServer } from './gateway-server';
import { createShopper, gqlAs, type Shopper } from './shoppers';

export const SAVE_SETTINGS = `mutation S($input: DesignerSettingsInput!) { saveDesignerSettings(input: $input) { ok refusal field settings { displayName lengths hours { weekday startMinute endMinute } daysOff } } }`;

// The test clock starts on Sunday 22 Nov 2026, 15:30 in Kolkata; Monday 23 Nov is the next working day.
/** An instant given as a time (and date) in Kolkata. */
export const ist = (time: string, date = '2026-11-23') => new Date(`${date}T${time}:00+05:30`).toISOString();
/** Working hours (minutes from midnight) on every day of the week. */
export const everyDay = (startMinute: number, endMinute: number) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute, endMinute }));
/** A booking's input: a 30-minute bridal video call, unless told otherwise. */
export const booking = (startsAt: string, over: Record<string, unknown> = {}) => ({
  startsAt,
  durationMinutes: 30,
  topic: 'BRIDAL',
  channel: 'VIDEO',
  timeZone: 'Europe/London',
  ...over,
});

/** A signed-in designer with working hours saved (10:00 to 13:00 every day unless told otherwise). */
export async function createDesigner(
  db: DbHandle,
  server: TestServer,
  name: string,
  hours = everyDay(600, 780),
  daysOff: string[] = [],
  lengths = [15, 30, 45],
): Promise<Shopper> {
  const d = await createShopper(db, server, 'designer');
  const saved = await gqlAs<{ saveDesignerSettings: { ok: boolean } }>(server, d, SAVE_SETTINGS, {
    input: { displayName: name, lengths, hours, daysOff },
  });
  expect(saved.data.saveDesignerSettings.ok).toBe(true);
  return d;
}

/** The reminders queued for one booking, earliest first. */
export const remindersOf = (db: DbHandle, id: string) =>
  db.db
    .select()
    .from(notificationOutbox)
    .where(
      sql`${notificationOutbox.payload}->>'bookingId' = ${id} and ${notificationOutbox.kind} = 'CONSULTATION_REMINDER'`,
    )
    .orderBy(notificationOutbox.nextAttemptAt);
