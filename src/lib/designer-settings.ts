// A designer's consultation settings (name, zone, call lengths, weekly hours, days off): the rule the
// consultations service saves with, and the same rule as the schema the hours editor checks before sending.
import * as z from 'zod/mini';
import { consultationLengths, isTimeZone } from './consultations';
import { hasUnsafeText, tidyText } from './text';
import { isCalendarDate } from './dates';
import './zod-jitless';

export const designerSettingsLimits = { nameLength: 60, ranges: 28, daysOff: 120 } as const;

type Settings = {
  displayName: string;
  timeZone: string | null;
  lengths: readonly number[];
  hours: readonly { weekday: number; startMinute: number; endMinute: number }[];
  daysOff: readonly string[];
};
export type DesignerSettingsField = 'displayName' | 'timeZone' | 'lengths' | 'hours' | 'daysOff';

/** The first field refused, in this order, or null: ranges on a 5-minute grid, not overlapping on a day. */
export function designerSettingsProblem(input: Settings): DesignerSettingsField | null {
  const name = tidyText(input.displayName);
  if (!name || name.length > designerSettingsLimits.nameLength || hasUnsafeText(name)) return 'displayName';
  if (input.timeZone !== null && !isTimeZone(input.timeZone)) return 'timeZone';
  const lengths = new Set(input.lengths);
  if (lengths.size === 0 || [...lengths].some((l) => !(consultationLengths as readonly number[]).includes(l)))
    return 'lengths';
  if (input.hours.length > designerSettingsLimits.ranges) return 'hours';
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
    if (!ok) return 'hours';
  }
  const sorted = [...input.hours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  if (sorted.some((r, i) => i > 0 && sorted[i - 1]!.weekday === r.weekday && sorted[i - 1]!.endMinute > r.startMinute))
    return 'hours';
  const daysOff = new Set(input.daysOff);
  if (daysOff.size > designerSettingsLimits.daysOff || [...daysOff].some((d) => !isCalendarDate(d))) return 'daysOff';
  return null;
}

/** One opening range as the editor's time inputs hold it (1 = Monday). */
export type ClockRange = { weekday: number; start: string; end: string };

export const toClock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinute = (s: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(s);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/** The ranges as minutes of the day; a range ending at midnight ends at 1440. */
export const clockHours = (ranges: readonly ClockRange[]) =>
  ranges.map((r) => ({
    weekday: r.weekday,
    startMinute: toMinute(r.start),
    endMinute: r.end === '00:00' ? 1440 : toMinute(r.end),
  }));

/** The editor's form: one issue, for the first field refused, whose message is the field's name. */
export const designerSettingsFormSchema = z
  .object({
    displayName: z.string(),
    timeZone: z.string(),
    lengths: z.array(z.number()),
    ranges: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
    daysOff: z.array(z.string()),
  })
  .check(
    z.superRefine((form, ctx) => {
      const field = designerSettingsProblem({
        ...form,
        timeZone: form.timeZone || null,
        hours: clockHours(form.ranges),
      });
      // The hours are the form's `ranges`.
      if (field)
        ctx.addIssue({ code: 'custom', message: field, path: [field === 'hours' ? 'ranges' : field], input: form });
    }),
  );
export type DesignerSettingsFormValues = z.infer<typeof designerSettingsFormSchema>;
