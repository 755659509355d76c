import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designerDaysOff, designerHours, designerProfiles } from '../../db/schema/consultations';
import { consultationLengths, type ConsultationRefusal } from '../../lib/consultations';
import { designerSettingsProblem } from '../../lib/designer-settings';
import { tidyText } from '../../lib/text';
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
  const problem = designerSettingsProblem(input);
  if (problem) return bad(problem);
  const name = tidyText(input.displayName);
  const lengths = [...new Set(input.lengths)].sort((a, b) => a - b);
  const sorted = [...input.hours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  const daysOff = [...new Set(input.daysOff)].sort();
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
