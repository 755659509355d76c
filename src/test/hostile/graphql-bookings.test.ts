// Hostile booking changes over GraphQL: one shopper booking, cancelling and moving as fast as the server
// answers, against a real server (production settings) on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { defaultConsultationSettings } from '../../api/consultations/settings';
import { startTestServer, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { expectCleanGraphql, expectNoLeak } from './gateway-kit';

// ── Rapid booking changes: one shopper booking, cancelling and moving as fast as the server answers ──
describe.each(testDatabases())('hostile booking changes over HTTP on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  const limit = defaultConsultationSettings.maxChangesPerHour;
  const upcoming = defaultConsultationSettings.maxUpcoming;
  const BOOK =
    'mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id } } }';
  const MOVE =
    'mutation R($id: ID!, $at: String!) { rescheduleConsultation(id: $id, startsAt: $at, timeZone: "Asia/Kolkata") { ok refusal } }';
  const CANCEL = 'mutation C($id: ID!) { cancelConsultation(id: $id) { ok refusal } }';
  type Answer = { ok: boolean; refusal: string | null; consultation?: { id: string } | null };

  /** One mutation as the shopper; the answer must be clean whatever happened. */
  async function send(who: Shopper, query: string, variables: Record<string, unknown>, field: string): Promise<Answer> {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await who.headers()) },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBeLessThan(500);
    expectNoLeak(text, field);
    const body: unknown = JSON.parse(text);
    expectCleanGraphql(body, field);
    return (body as { data: Record<string, Answer> }).data[field]!;
  }
  /**
   * Free times on the designer's all-day grid, an hour apart, from five hours on. On the half hour: a
   * 30-minute call starting at a quarter to midnight in the designer's zone (India is UTC+5:30) would
   * straddle two days' hours and be refused as unavailable, which made this suite fail a quarter of the time.
   */
  const times = (n: number) => {
    const step = 30 * 60_000;
    const first = Math.ceil((Date.now() + 5 * 3_600_000) / step) * step;
    return Array.from({ length: n }, (_, i) => new Date(first + i * 3_600_000).toISOString());
  };
  const input = (startsAt: string) => ({
    startsAt,
    durationMinutes: 30,
    topic: 'BRIDAL',
    channel: 'VIDEO',
    timeZone: 'Asia/Kolkata',
  });
  const waitingNews = async (phone: string) =>
    db.db
      .select()
      .from(notificationOutbox)
      .where(
        sql`${notificationOutbox.phone} = ${phone} and ${notificationOutbox.status} = 'PENDING' and ${notificationOutbox.kind} <> 'CONSULTATION_REMINDER'`,
      );

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { production: true, seed: false });
    const designer = await createShopper(db, server, 'designer');
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 }));
    const saved = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await designer.headers()) },
      body: JSON.stringify({
        query: 'mutation S($input: DesignerSettingsInput!) { saveDesignerSettings(input: $input) { ok } }',
        variables: { input: { displayName: 'Asha', lengths: [30], hours, daysOff: [] } },
      }),
    });
    expect(
      ((await saved.json()) as { data: { saveDesignerSettings: { ok: boolean } } }).data.saveDesignerSettings.ok,
    ).toBe(true);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('30 book-and-cancel pairs, three at a time: at most the hourly limit of changes, the rest refused by name', async () => {
    const shopper = await createShopper(db, server);
    const slots = times(30);
    // Three lanes, each booking and at once cancelling, as fast as the server answers.
    const outcomes = await Promise.all(
      [0, 1, 2].map(async (lane) => {
        const got: Answer[] = [];
        for (let i = lane; i < slots.length; i += 3) {
          const booked = await send(shopper, BOOK, { input: input(slots[i]!) }, 'bookConsultation');
          got.push(booked);
          if (booked.ok) got.push(await send(shopper, CANCEL, { id: booked.consultation!.id }, 'cancelConsultation'));
        }
        return got;
      }),
    );
    const answers = outcomes.flat();
    const made = answers.filter((a) => a.ok).length;
    expect(made).toBeLessThanOrEqual(limit + upcoming);
    expect(
      answers
        .filter((a) => !a.ok)
        .map((a) => a.refusal)
        .every((r) => r === 'TOO_MANY_CHANGES' || r === 'TOO_MANY'),
    ).toBe(true);
    expect(answers.some((a) => a.refusal === 'TOO_MANY_CHANGES')).toBe(true);
    // What waits for this phone is bounded by the changes that were let through.
    expect((await waitingNews(shopper.phone)).length).toBeLessThanOrEqual(made);
  });

  it('30 moves of one booking at once: at most the limit go through, and one message about it waits', async () => {
    const shopper = await createShopper(db, server);
    const [first, ...others] = times(31);
    const booked = await send(shopper, BOOK, { input: input(first!) }, 'bookConsultation');
    expect(booked.ok).toBe(true);
    const answers = await Promise.all(
      others.map((at) => send(shopper, MOVE, { id: booked.consultation!.id, at }, 'rescheduleConsultation')),
    );
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(limit - 1);
    expect(answers.filter((a) => !a.ok).every((a) => a.refusal === 'TOO_MANY_CHANGES')).toBe(true);
    // Each move replaced the news of the one before, untried: the shopper hears of the booking once.
    expect((await waitingNews(shopper.phone)).map((m) => m.kind)).toEqual(['CONSULTATION_BOOKED']);
  });

  it('a burst of cancels of one booking cancels it once, with one message', async () => {
    const shopper = await createShopper(db, server);
    const booked = await send(shopper, BOOK, { input: input(times(1)[0]!) }, 'bookConsultation');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(shopper, CANCEL, { id: booked.consultation!.id }, 'cancelConsultation')),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).every((a) => a.refusal === 'NOT_FOUND')).toBe(true);
    expect((await waitingNews(shopper.phone)).map((m) => m.kind)).toEqual(['CONSULTATION_CANCELLED']);
  });
});
