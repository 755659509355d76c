import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designerDaysOff, designerHours, designerProfiles } from '../../db/schema/consultations';
import { consultationLengths, isTimeZone, type ConsultationRefusal } from '../../lib/consultations';
import { hasUnsafeText, tidyText } from '../../lib/text';
import { isCalendarDate } from '../../lib/zoned-time';
import type { WorkingRange } from './slots';

export type DesignerSettings = {
  designerId: string;
  displayName: string;
  timeZone: string | null;
  lengths: number[];
  hours: WorkingRange[];
  daysOff: string[];
};
export type SaveSettingsResult =
  { ok: true; settings: DesignerSettings } | { ok: false; refusal: ConsultationRefusal; field: string };

const maxRanges = 28;
const maxDaysOff = 120;

export async function designerSettings(db: Db, designerId: string, fallbackName: string): Promise<DesignerSettings> {
  const [profile] = await db.select().from(designerProfiles).where(eq(designerProfiles.userId, designerId));
  const hours = await db
    .select({
      weekday: designerHours.weekday,
      startMinute: designerHours.startMinute,
      endMinute: designerHours.endMinute,
    })
    .from(designerHours)
    .where(eq(designerHours.userId, designerId))
    .orderBy(asc(designerHours.weekday), asc(designerHours.startMinute));
  const daysOff = await db
    .select({ day: designerDaysOff.day })
    .from(designerDaysOff)
    .where(eq(designerDaysOff.userId, designerId))
    .orderBy(asc(designerDaysOff.day));
  return {
    designerId,
    displayName: profile?.displayName ?? fallbackName,
    timeZone: profile?.timeZone ?? null,
    lengths: profile?.lengths ?? [...consultationLengths],
    hours,
    daysOff: daysOff.map((d) => d.day),
  };
}

const bad = (field: string): SaveSettingsResult => ({
  ok: false,
  refusal: field === 'timeZone' ? 'INVALID_TIME_ZONE' : 'INVALID_INPUT',
  field,
});

/** Replaces a designer's hours, days off and lengths; ranges on a 5-minute grid, not overlapping. */
export async function saveDesignerSettings(
  db: Db,
  designerId: string,
  input: Omit<DesignerSettings, 'designerId'>,
  now: Date,
): Promise<SaveSettingsResult> {
  const name = tidyText(input.displayName);
  if (!name || name.length > 60 || hasUnsafeText(name)) return bad('displayName');
  if (input.timeZone !== null && !isTimeZone(input.timeZone)) return bad('timeZone');
  const lengths = [...new Set(input.lengths)].sort((a, b) => a - b);
  if (lengths.length === 0 || lengths.some((l) => !(consultationLengths as readonly number[]).includes(l)))
    return bad('lengths');
  if (input.hours.length > maxRanges) return bad('hours');
  for (const r of input.hours) {
    const ok =
      Number.isInteger(r.weekday) &&
      r.weekday >= 1 &&
      r.weekday <= 7 &&
      r.startMinute % 5 === 0 &&
      r.endMinute % 5 === 0 &&
      r.startMinute >= 0 &&
      r.endMinute <= 1440 &&
      r.startMinute < r.endMinute;
    if (!ok) return bad('hours');
  }
  const sorted = [...input.hours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  if (sorted.some((r, i) => i > 0 && sorted[i - 1]!.weekday === r.weekday && sorted[i - 1]!.endMinute > r.startMinute))
    return bad('hours');
  const daysOff = [...new Set(input.daysOff)].sort();
  if (daysOff.length > maxDaysOff || daysOff.some((d) => !isCalendarDate(d))) return bad('daysOff');
  await db.transaction(async (tx) => {
    await tx
      .insert(designerProfiles)
      .values({ userId: designerId, displayName: name, timeZone: input.timeZone, lengths, updatedAt: now })
      .onConflictDoUpdate({
        target: designerProfiles.userId,
        set: { displayName: name, timeZone: input.timeZone, lengths, updatedAt: now },
      });
    await tx.delete(designerHours).where(eq(designerHours.userId, designerId));
    if (sorted.length)
      await tx.insert(designerHours).values(
        sorted.map((r) => ({
          userId: designerId,
          weekday: r.weekday,
          startMinute: r.startMinute,
          endMinute: r.endMinute,
        })),
      );
    await tx.delete(designerDaysOff).where(eq(designerDaysOff.userId, designerId));
    if (daysOff.length) await tx.insert(designerDaysOff).values(daysOff.map((day) => ({ userId: designerId, day })));
  });
  return {
    ok: true,
    settings: { designerId, displayName: name, timeZone: input.timeZone, lengths, hours: sorted, daysOff },
  };
}
