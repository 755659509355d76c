import { isTimeZone } from '../../lib/consultations';

/** The rules every schedule follows; set by the environment (docs/SETTINGS.md, "Consultations"). */
export type ConsultationSettings = {
  /** Designers' hours are wall-clock times here unless a designer names their own zone. */
  storeTimeZone: string;
  /** A call cannot be booked sooner than this after now. */
  noticeMinutes: number;
  /** Free time kept after every call before the designer's next one. */
  bufferMinutes: number;
  /** How far ahead calls can be booked. */
  horizonDays: number;
  /** Slots start on this grid from the start of each working range. */
  stepMinutes: number;
  /** Rescheduling and cancelling close this long before the call. */
  changeCutoffMinutes: number;
  /** Upcoming calls one shopper may hold at once. */
  maxUpcoming: number;
  /** Bookings, moves and cancellations one shopper may make in any hour (each sends a message). */
  maxChangesPerHour: number;
  /**
   * News of a booking or a move waits this long before it is sent; a later change of the same call
   * within it replaces that message, so a call booked and cancelled at once sends one message.
   */
  collapseMinutes: number;
};

export const defaultConsultationSettings: ConsultationSettings = {
  storeTimeZone: 'Asia/Kolkata',
  noticeMinutes: 4 * 60,
  bufferMinutes: 10,
  horizonDays: 30,
  stepMinutes: 15,
  changeCutoffMinutes: 2 * 60,
  maxUpcoming: 3,
  maxChangesPerHour: 10,
  collapseMinutes: 2,
};

function whole(
  env: Record<string, string | undefined>,
  name: string,
  min: number,
  max: number,
  fallback: number,
  multipleOf = 1,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max || n % multipleOf !== 0) {
    throw new Error(
      `${name}: must be a whole number from ${min} to ${max}${multipleOf > 1 ? `, a multiple of ${multipleOf}` : ''}`,
    );
  }
  return n;
}

/** STORE_TIME_ZONE, CONSULT_NOTICE_HOURS, CONSULT_BUFFER_MINUTES, CONSULT_HORIZON_DAYS, CONSULT_MAX_UPCOMING, CONSULT_MAX_CHANGES_PER_HOUR. */
export function parseConsultationSettings(env: Record<string, string | undefined>): ConsultationSettings {
  const zone = env.STORE_TIME_ZONE || defaultConsultationSettings.storeTimeZone;
  if (!isTimeZone(zone))
    throw new Error(`STORE_TIME_ZONE: "${zone}" is not an IANA time zone name (e.g. Asia/Kolkata)`);
  return {
    ...defaultConsultationSettings,
    storeTimeZone: zone,
    noticeMinutes: whole(env, 'CONSULT_NOTICE_HOURS', 0, 24 * 14, 4) * 60,
    // Calls hold 5-minute cells, so the buffer is counted in whole cells.
    bufferMinutes: whole(env, 'CONSULT_BUFFER_MINUTES', 0, 120, 10, 5),
    horizonDays: whole(env, 'CONSULT_HORIZON_DAYS', 1, 90, 30),
    maxUpcoming: whole(env, 'CONSULT_MAX_UPCOMING', 1, 20, 3),
    maxChangesPerHour: whole(
      env,
      'CONSULT_MAX_CHANGES_PER_HOUR',
      1,
      100,
      defaultConsultationSettings.maxChangesPerHour,
    ),
  };
}

let cached: ConsultationSettings | undefined;
export function consultationSettings(): ConsultationSettings {
  cached ??= parseConsultationSettings(process.env);
  return cached;
}
