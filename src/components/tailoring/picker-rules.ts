import type { TailoringForQuery } from '../../gql/graphql';
import { calendarDateIn, storeTimeZone } from '../../lib/dates';

// The picker's preview of the server's rules, so a shopper sees at once what cannot be combined. The
// server checks and prices again whatever is sent.

type Service = TailoringForQuery['tailoringFor'][number]['service'];

/** The service's standard make: the first option of every required group. */
export function defaultChoice(s: Service): Record<string, string[]> {
  return Object.fromEntries(s.groups.map((g) => [g.code, g.required && g.options[0] ? [g.options[0].code] : []]));
}

/** Options that cannot be picked with what is chosen (an EXCLUDES rule either way). */
export function blockedBy(s: Service, codes: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const r of s.rules) {
    if (r.kind !== 'EXCLUDES') continue;
    if (codes.includes(r.option)) r.others.forEach((o) => out.add(o));
    if (r.others.some((o) => codes.includes(o))) out.add(r.option);
  }
  for (const c of codes) out.delete(c);
  return out;
}

/** Chosen options that clash with another chosen one (the shopper must change one of them). */
export function clashes(s: Service, codes: readonly string[]): string[] {
  return s.rules
    .filter((r) => r.kind === 'EXCLUDES' && codes.includes(r.option) && r.others.some((o) => codes.includes(o)))
    .map((r) => r.option);
}

/** Chosen options whose REQUIRES rule is not met (padding without a lining). */
export function needsUnmet(s: Service, codes: readonly string[]): string[] {
  return s.rules
    .filter((r) => r.kind === 'REQUIRES' && codes.includes(r.option) && !r.others.some((o) => codes.includes(o)))
    .map((r) => r.option);
}

/** Names of required groups with nothing chosen. */
export function missingGroups(s: Service, chosen: Record<string, string[]>): string[] {
  return s.groups.filter((g) => g.required && (chosen[g.code] ?? []).length === 0).map((g) => g.name);
}

/** Days of work (service plus the longest option) and the delivery window in India after it. */
export function estimate(
  serviceDays: number,
  optionDays: readonly number[],
  now = new Date(),
): { days: number; earliest: string; latest: string } {
  const days = serviceDays + Math.max(0, ...optionDays);
  // India keeps one offset all year, so 24 hours on are one calendar day on there: the same days the
  // server counts with its zone library (lib/zoned-time.ts), which would add 6-19 kB gzipped to this page.
  const at = (n: number) => calendarDateIn(new Date(now.getTime() + (days + n) * 86_400_000), storeTimeZone);
  return { days, earliest: at(3), latest: at(6) };
}
