// Shared by the consultations domain, its pages and the messages that announce a booking.

export const consultationTopics = [
  'BRIDAL',
  'SAREE_STYLING',
  'BLOUSE_DESIGN',
  'FABRIC_ADVICE',
  'MEASUREMENTS',
] as const;
export type ConsultationTopic = (typeof consultationTopics)[number];

export const consultationChannels = ['VIDEO', 'PHONE', 'WHATSAPP'] as const;
export type ConsultationChannel = (typeof consultationChannels)[number];

/** Call lengths a designer may offer, in minutes. */
export const consultationLengths = [15, 30, 45] as const;

/** BOOKED until the call happened (DONE), the shopper did not come (NO_SHOW) or it was called off. */
export const consultationStatuses = ['BOOKED', 'DONE', 'NO_SHOW', 'CANCELLED'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** Refusals a shopper or designer can cause; the pages translate each (consult.errors.<code>). */
export const consultationRefusals = [
  'INVALID_TIME_ZONE',
  'INVALID_INPUT',
  'SLOT_UNAVAILABLE',
  'SLOT_TAKEN',
  'TOO_SOON',
  'TOO_LATE',
  'TOO_MANY',
  'TOO_MANY_CHANGES',
  'SELF_BOOKING',
  'NOT_FOUND',
  'ORDER_NOT_FOUND',
  'NOT_STARTED',
] as const;
export type ConsultationRefusal = (typeof consultationRefusals)[number];

/** Whether Intl knows this IANA zone name (a made-up name, or "UTC+5", is refused). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Longest designer's note a shopper reads. */
export const maxConsultationNotes = 2000;
