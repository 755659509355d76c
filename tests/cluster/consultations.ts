// Consultations when a shopper's requests land on different store processes: the hourly limit on
// bookings and cancellations (each sends a message) counts on both, and two shoppers racing for a
// designer's last free slot through A and B get one booking between them.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../src/db/schema';
import { booking, SAVE_SETTINGS } from '../../src/test/consultations-api';
import { BOOK, CANCEL, SLOTS, type Slots } from '../../src/test/consultations-suite';
import { gql, limits, urls, type Cluster } from './harness';

type Booked = { bookConsultation: { ok: boolean; refusal: string | null; consultation: { id: string } | null } };
type Who = { auth: Record<string, string> };

const book = (url: string, who: Who, startsAt: string) =>
  gql<Booked>(url, BOOK, { input: booking(startsAt) }, who.auth);
const cancel = (url: string, who: Who, id: string) =>
  gql<{ cancelConsultation: { ok: boolean } }>(url, CANCEL, { id }, who.auth);
/** Every start offered through `url` for a 30-minute call. */
const offered = async (url: string) =>
  (await gql<Slots>(url, SLOTS, { tz: 'Asia/Kolkata', d: 30 })).data.consultationSlots.days.flatMap((d) => d.starts);

const istMs = (5 * 60 + 30) * 60_000;
/**
 * 12:00 in Kolkata on the `nth` Sunday from tomorrow: the one slot of the test's designer that day (the
 * demo desk works Monday to Saturday), always beyond the booking notice and within the horizon.
 */
function sundayNoon(nth: number): string {
  const tomorrow = new Date(Date.now() + istMs + 86_400_000);
  const days = (7 - tomorrow.getUTCDay()) % 7;
  const date = new Date(tomorrow.getTime() + (days + 7 * nth) * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${date}T12:00:00+05:30`).toISOString();
}

export function consultationsAcross(cluster: () => Cluster): void {
  describe('consultations across store processes', () => {
    let c: Cluster;
    beforeAll(async () => {
      c = cluster();
      // A designer working one half hour a week, on Sundays: one 30-minute call fills the day.
      const designer = await c.shopper('designer');
      const saved = await gql<{ saveDesignerSettings: { ok: boolean } }>(
        urls.a,
        SAVE_SETTINGS,
        {
          input: {
            displayName: 'Cluster Designer',
            lengths: [15, 30, 45],
            hours: [{ weekday: 7, startMinute: 12 * 60, endMinute: 12 * 60 + 30 }],
            daysOff: [],
          },
        },
        designer.auth,
      );
      expect(saved.data?.saveDesignerSettings.ok, JSON.stringify(saved)).toBe(true);
    });

    it('counts the hourly limit on bookings and cancellations across processes', async () => {
      const who = await c.shopper();
      const at = sundayNoon(1);
      // Book through one process and cancel through the other, swapping sides each round, to the limit.
      for (let change = 0; change < limits.consultationChanges; change += 2) {
        const [there, back] = change % 4 ? [urls.b, urls.a] : [urls.a, urls.b];
        const booked = await book(there, who, at);
        expect(booked.data?.bookConsultation, JSON.stringify(booked)).toMatchObject({ ok: true });
        expect((await cancel(back, who, booked.data.bookConsultation.consultation!.id)).data).toMatchObject({
          cancelConsultation: { ok: true },
        });
      }
      for (const url of [urls.a, urls.b])
        expect((await book(url, who, at)).data.bookConsultation).toMatchObject({
          ok: false,
          refusal: 'TOO_MANY_CHANGES',
        });
    });

    it('lets one of two shoppers racing through A and B have the last free slot', async () => {
      const [x, y] = await Promise.all([c.shopper(), c.shopper()]);
      const at = sundayNoon(0);
      expect(await offered(urls.b)).toContain(at);
      const answers = await Promise.all([book(urls.a, x, at), book(urls.b, y, at)]);
      const results = answers.map((r) => r.data?.bookConsultation);
      expect(results.map((r) => r?.ok).sort(), JSON.stringify(answers)).toEqual([false, true]);
      expect(results.find((r) => !r?.ok)?.refusal).toBe('SLOT_TAKEN');
      const held = await c.db.db
        .select({ id: consultations.id })
        .from(consultations)
        .where(and(eq(consultations.startsAt, new Date(at)), eq(consultations.status, 'BOOKED')));
      expect(held).toEqual([{ id: results.find((r) => r?.ok)!.consultation!.id }]);
      for (const url of [urls.a, urls.b]) expect(await offered(url)).not.toContain(at);
    });
  });
}
