// Consultation booking under contention: a storm of shoppers racing for overlapping times of a few
// designers, then the overlapping bookings counted in the database (must be 0), then booking latency.
// PostgreSQL when DATABASE_URL is set (where concurrency is real), else embedded PGlite.
import { sql } from 'drizzle-orm';
import { startTestServer, gql, testClock } from '../src/test/gateway-server';
import { testDatabases } from '../src/test/databases';
import { createShopper } from '../src/test/shoppers';
import { line } from './load';

const SAVE = `mutation S($input: DesignerSettingsInput!) { saveDesignerSettings(input: $input) { ok } }`;
const BOOK = `mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal } }`;
const stormShoppers = 90;
const latencyBookings = Number(process.env.BENCH_CONSULT_BOOKINGS ?? 120);

const targets = testDatabases();
const target = targets.find((t) => t.kind === 'postgres') ?? targets[0]!;
const db = await target.open();
const clock = testClock(new Date('2026-11-22T10:00:00Z'));
const server = await startTestServer(db, { seed: false, production: true, clock });

const everyDay = (startMinute: number, endMinute: number) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute, endMinute }));
const ist = (date: string, minute: number) =>
  new Date(Date.parse(`${date}T00:00:00+05:30`) + minute * 60_000).toISOString();
type Booked = { bookConsultation?: { ok: boolean; refusal: string | null } };

try {
  // Three designers, 10:00-20:00 in Kolkata every day.
  for (const name of ['Asha', 'Bela', 'Chitra']) {
    const d = await createShopper(db, server, 'designer');
    const r = await gql(server, SAVE, {
      headers: await d.headers(),
      variables: { input: { displayName: name, lengths: [15, 30, 45], hours: everyDay(600, 1200), daysOff: [] } },
    });
    if (!(r.body.data?.saveDesignerSettings as { ok?: boolean } | undefined)?.ok)
      throw new Error('could not set hours');
  }

  // 1. The storm: 90 shoppers at once, 30-minute calls on a 15-minute grid between 10:00 and 11:45, so
  // neighbouring requests overlap each other and their buffers.
  const shoppers = await Promise.all(Array.from({ length: stormShoppers }, () => createShopper(db, server)));
  const headers = await Promise.all(shoppers.map((s) => s.headers()));
  const answers = await Promise.all(
    headers.map((h, i) =>
      gql(server, BOOK, {
        headers: h,
        variables: {
          input: {
            startsAt: ist('2026-11-23', 600 + (i % 8) * 15),
            durationMinutes: 30,
            topic: 'BRIDAL',
            channel: 'VIDEO',
            timeZone: 'Europe/London',
          },
        },
      }),
    ),
  );
  const booked = answers.filter((a) => (a.body.data as Booked | undefined)?.bookConsultation?.ok).length;
  // Both drivers answer with `rows`.
  const result = (await db.db.execute(sql`
    select count(*)::int as n from consultations a join consultations b
      on a.designer_id = b.designer_id and a.id < b.id and a.status = 'BOOKED' and b.status = 'BOOKED'
     and a.starts_at < b.starts_at + make_interval(mins => b.duration_minutes)
     and b.starts_at < a.starts_at + make_interval(mins => a.duration_minutes)`)) as unknown as {
    rows: { n: number }[];
  };
  const doubles = Number(result.rows[0]!.n);
  line('consultation_storm_requests', stormShoppers, 'requests');
  line('consultation_storm_booked', booked, 'bookings');
  line('consultation_double_bookings', doubles, 'overlapping pairs');

  // 2. Latency: one booking at a time, each at a free time on the following days.
  const latencies: number[] = [];
  const pool = await Promise.all(
    Array.from({ length: Math.ceil(latencyBookings / 3) }, () => createShopper(db, server)),
  );
  for (let i = 0; i < latencyBookings; i++) {
    const day = new Date(Date.parse('2026-11-24T00:00:00Z') + Math.floor(i / 36) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const t0 = performance.now();
    const r = await gql(server, BOOK, {
      headers: await pool[i % pool.length]!.headers(),
      variables: {
        input: {
          startsAt: ist(day, 600 + ((i % 36) >> 1) * 30),
          durationMinutes: 15,
          topic: 'SAREE_STYLING',
          channel: 'PHONE',
          timeZone: 'Asia/Kolkata',
        },
      },
    });
    latencies.push(performance.now() - t0);
    if (!(r.body.data as Booked | undefined)?.bookConsultation)
      throw new Error(`booking failed: ${JSON.stringify(r.body.errors)}`);
  }
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * p) - 1)]!;
  line('consultation_booking_p50', Math.round(pct(0.5) * 10) / 10, 'ms');
  line('consultation_booking_p99', Math.round(pct(0.99) * 10) / 10, 'ms');
  line('consultation_bench_database', target.kind === 'postgres' ? 1 : 0, target.kind);
  if (doubles !== 0) throw new Error(`${doubles} overlapping bookings`);
} finally {
  await server.close();
  await db.close();
}
