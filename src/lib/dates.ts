// The one place dates are read and written for people. Two kinds of value come from the gateway:
// - calendar dates, `YYYY-MM-DD` (delivery days): a day, not a moment. `new Date('2026-11-25')` is
//   midnight UTC, which is still the 24th west of UTC; here such a date is formatted as that very day
//   in every time zone.
// - instants, ISO 8601 with a zone (order placed, review written, payment deadline): always formatted
//   in a time zone named by the caller, so the server and the browser never guess.

/** The store's own zone: server-rendered pages show instants here, and "today" is India's today. */
export const storeTimeZone = 'Asia/Kolkata';

/** Intl's locale for a store language: English dates in the Indian style (25 Nov 2026). */
function dateLocale(lng: string): string {
  return lng === 'en' ? 'en-IN' : lng;
}

const calendarStyles = {
  /** Wed, 25 Nov: delivery windows. */
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 25 November 2026. */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 25 Nov 2026: as an instant's date reads (`instantStyles.date`). */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const instantStyles = {
  /** 25 Nov 2026, 8:00 am */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 25/11/26, 8:00 am */
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** 25 Nov 2026 */
  date: { dateStyle: 'medium' },
  /** 8:00 am */
  time: { timeStyle: 'short' },
  /** 25 November 2026 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 12 Nov, 11:59 pm IST: when an offer ends, with its zone, short enough for a product card. */
  zoned: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Hindi times with the day's period in Hindi ("सुबह 8:00", "शाम 7:00"): Intl's Hindi clock says a Latin
 * "am"/"pm", the only English left on Hindi pages.
 */
const hindiClock = { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const;
const hindiInstantStyles: Partial<Record<keyof typeof instantStyles, Intl.DateTimeFormatOptions>> = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...hindiClock },
  shortDateTime: { day: '2-digit', month: '2-digit', year: '2-digit', ...hindiClock },
  time: hindiClock,
  zoned: { day: 'numeric', month: 'short', ...hindiClock, timeZoneName: 'short' },
};

export type CalendarDateStyle = keyof typeof calendarStyles;
export type InstantStyle = keyof typeof instantStyles;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

const calendarPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as the calendar day it names, whatever the zone of the server or the browser; '' if it is no date. */
export function formatCalendarDate(ymd: string, lng: string, style: CalendarDateStyle = 'day'): string {
  const m = calendarPattern.exec(ymd);
  if (!m) return '';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  // 2026-02-30 would roll over into March: refuse it.
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return '';
  // Midnight UTC of that day, read back in UTC: the same day in every zone.
  return formatter(dateLocale(lng), calendarStyles[style], 'UTC').format(at);
}

/** An instant (ISO 8601 with its zone, or a Date) in the given time zone; '' if it cannot be read. */
export function formatInstant(at: string | Date, lng: string, style: InstantStyle, timeZone: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  const options = (lng === 'hi' ? hindiInstantStyles[style] : undefined) ?? instantStyles[style];
  return formatter(dateLocale(lng), options, timeZone).format(date);
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function calendarDateIn(at: Date, timeZone: string): string {
  const parts = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A time zone as a person reads it, in their language ("India Standard Time", "भारतीय मानक समय"), not its
 * IANA name ("Asia/Calcutta"); the IANA name only when the platform has no name for it.
 */
export function zoneName(timeZone: string, lng: string, at: Date = new Date()): string {
  try {
    const parts = formatter(dateLocale(lng), { timeZoneName: 'longGeneric' }, timeZone).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The shopper's own zone, for pages that render only in the browser (their orders, the payment page). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || storeTimeZone;
}

/**
 * Whether `s` is a real calendar date written `YYYY-MM-DD` (no 30 February). Plain Date arithmetic in UTC,
 * so the browser's forms check days off as the server does without loading a time-zone library.
 */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}
