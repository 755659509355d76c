import type { consultations } from '../../db/schema/consultations';
import type { ConsultationRefusal } from '../../lib/consultations';

/** What the consultation services answer: the booking, or why it was refused. */
export type ConsultationRow = typeof consultations.$inferSelect;
export type Refused = { ok: false; refusal: ConsultationRefusal };
export type BookingResult = { ok: true; consultation: ConsultationRow } | Refused;
export const minute = 60_000;
/** 24 hours of exact time: the horizon and its margins are durations, not calendar days in a zone. */
export const day = 1440 * minute;
export const refuse = (refusal: ConsultationRefusal): Refused => ({ ok: false, refusal });
