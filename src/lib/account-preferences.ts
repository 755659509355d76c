// The shopper's message preferences, shared by the profile form (which checks before sending) and the
// identity service (which enforces them) and the notification worker (which honours them).

export const messageChannels = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const preferenceLocales = ['en', 'hi', 'ar'] as const;

export type QuietHours = { start: number; end: number; timeZone: string };

/** Minutes after midnight in `timeZone` at `at`. */
function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * When the quiet hours around `at` end (the first minute they no longer hold), or null when `at` is
 * outside them. Quiet hours may cross midnight (22:00 to 08:00).
 */
export function quietUntil(at: Date, q: QuietHours): Date | null {
  if (q.start === q.end) return null;
  const now = minuteOfDay(at, q.timeZone);
  const inside = q.start < q.end ? now >= q.start && now < q.end : now >= q.start || now < q.end;
  if (!inside) return null;
  const left = (q.end - now + 24 * 60) % (24 * 60);
  // Whole minutes: the end is at the start of its minute.
  const atMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(atMinute + left * 60_000);
}
