// What a shopper picks to book a call, checked as the consultations service takes it (a known topic,
// channel, length and time zone, an order number's shape) plus the one thing only the page can say: a
// time must be picked. The message is its translation key under `consult.`.
import * as z from 'zod/mini';
import { consultationChannels, consultationLengths, consultationTopics, isTimeZone } from './consultations';
import './zod-jitless';

/** An order number as the booking page takes it from its address. */
export const consultationOrderPattern = /^[A-Z0-9-]{4,20}$/;

export const consultationBookingSchema = z.object({
  topic: z.enum(consultationTopics),
  channel: z.enum(consultationChannels),
  length: z.number().check(z.refine((l) => (consultationLengths as readonly number[]).includes(l))),
  zone: z.string().check(z.refine(isTimeZone, { message: 'errors.INVALID_TIME_ZONE' })),
  at: z.nullable(z.string()).check(z.refine((at) => at !== null, { message: 'pickTime' })),
  order: z.nullable(z.string().check(z.regex(consultationOrderPattern))),
});
export type ConsultationBooking = z.infer<typeof consultationBookingSchema>;
