import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { users } from '../../db/schema/identity';
import { notificationOutbox } from '../../db/schema/notifications';
import { testDatabases } from '../../test/databases';
import { testClock, type TestClock } from '../../test/gateway-server';
import type { Channel, ChannelName, Delivery } from './channels';
import { enqueueNotification, withdrawNotifications } from './outbox';
import { backoffAfter, deliverDue, type WorkerSettings } from './worker';

const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'http://localhost:3000' };
// The hourly cap per recipient is out of the way here; its own tests set it.
const settings: Partial<WorkerSettings> = { maxAttempts: 3, backoffMs: 1000, maxBackoffMs: 10_000, timeoutMs: 50, leaseMs: 60_000, batchSize: 10, perRecipientPerHour: 1000 };

/** A provider under test: `behave` decides each call (resolve, throw, or never answer); every accepted message is recorded. */
function fakeChannel(name: ChannelName, behave: (d: Delivery, call: number) => 'ok' | 'fail' | 'hang', reaches: (d: Delivery) => boolean = () => true) {
  const accepted: Delivery[] = [];
  let calls = 0;
  const channel: Channel = {
    name,
    reaches,
    async send(d) {
      const what = behave(d, ++calls);
      // Give other workers a turn in the middle of a send, as a network call would.
      await new Promise((r) => setImmediate(r));
      if (what === 'fail') throw new Error(`${name} provider answered 503`);
      if (what === 'hang') return new Promise<void>(() => {});
      accepted.push(d);
    },
  };
  return { channel, accepted, calls: () => calls };
}

let keySeq = 0;
const key = (what: string) => `${what}:${process.pid}:${keySeq++}`;

describe('backoff', () => {
  it('doubles from the base up to the cap', () => {
    const s = { backoffMs: 30_000, maxBackoffMs: 3_600_000 };
    expect([1, 2, 3, 4].map((n) => backoffAfter(n, s))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffAfter(20, s)).toBe(3_600_000);
  });
});

describe.each(testDatabases())('the outbox worker on $kind', ({ kind, open }) => {
  let db: DbHandle;
  let clock: TestClock;

  beforeAll(async () => {
    db = await open();
    clock = testClock();
  });
  afterAll(async () => {
    await db?.close();
  });

  const enqueue = async (dedupeKey: string, extra: { phone?: string | null; userId?: string | null; email?: string | null } = { phone: '+919820012345' }) => {
    await enqueueNotification(db.db, { kind: 'ORDER_PAID', dedupeKey, locale: 'en', payload: { orderNumber: 'SIL-1' }, ...extra }, clock.now());
  };
  const row = async (dedupeKey: string) => (await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, dedupeKey)))[0]!;
  const round = (channels: Channel[], s: Partial<WorkerSettings> = settings) => deliverDue({ db: db.db, channels, store, now: clock.now, settings: s });
  /** Rounds until nothing is due, moving the clock past every backoff. */
  const drain = async (channels: Channel[]) => {
    for (let i = 0; i < 10; i++) {
      await round(channels);
      clock.advance(20_000);
    }
  };

  it('retries a provider that fails twice, then delivers exactly once', async () => {
    const k = key('flaky');
    await enqueue(k);
    const sms = fakeChannel('sms', (_d, call) => (call <= 2 ? 'fail' : 'ok'));
    expect(await round([sms.channel])).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row(k)).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'sms: sms provider answered 503' });
    // Not due again before its backoff.
    expect(await round([sms.channel])).toEqual({ sent: 0, retried: 0, failed: 0 });
    await drain([sms.channel]);
    expect(sms.accepted.map((d) => d.dedupeKey)).toEqual([k]);
    expect(await row(k)).toMatchObject({ status: 'SENT', attempts: 3, lastError: null, delivered: ['sms'] });
    expect(sms.accepted[0]!.message.sms).toContain('SIL-1');
  });

  it('marks a message FAILED with its last error after the attempts cap; it is kept, never lost', async () => {
    const k = key('down');
    await enqueue(k);
    const sms = fakeChannel('sms', () => 'fail');
    await drain([sms.channel]);
    expect(sms.calls()).toBe(3);
    expect(await row(k)).toMatchObject({ status: 'FAILED', attempts: 3, lastError: 'sms: sms provider answered 503', sentAt: null });
  });

  it('times out a provider that hangs, retries it and gives up without ever marking it sent', async () => {
    const k = key('hang');
    await enqueue(k);
    const sms = fakeChannel('sms', () => 'hang');
    expect(await round([sms.channel])).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row(k)).lastError).toMatch(/^sms: no answer within 50 ms/);
    await drain([sms.channel]);
    expect(await row(k)).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(sms.accepted).toHaveLength(0);
  });

  it('after one channel failed, retries only that one: the other never gets it twice', async () => {
    const k = key('two-channels');
    await enqueue(k, { phone: '+919820012345', email: 'meera@example.com' });
    const email = fakeChannel('email', () => 'ok');
    const sms = fakeChannel('sms', (_d, call) => (call === 1 ? 'fail' : 'ok'));
    await drain([email.channel, sms.channel]);
    expect(email.accepted.filter((d) => d.dedupeKey === k)).toHaveLength(1);
    expect(sms.accepted.filter((d) => d.dedupeKey === k)).toHaveLength(1);
    expect(await row(k)).toMatchObject({ status: 'SENT', delivered: ['email', 'sms'] });
  });

  it('never sends a withdrawn message, and a message is announced once however often it is enqueued', async () => {
    const k = key('withdrawn');
    await enqueue(k);
    await enqueue(k);
    await withdrawNotifications(db.db, [k]);
    const log = fakeChannel('log', () => 'ok');
    await drain([log.channel]);
    expect(log.accepted.filter((d) => d.dedupeKey === k)).toHaveLength(0);
    expect(await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, k))).toHaveLength(1);
    expect((await row(k)).status).toBe('WITHDRAWN');
  });

  it("finds the shopper's phone and e-mail on their profile; with no address at all it fails, named", async () => {
    const [u] = await db.db.insert(users).values({ phone: `+91970${String(process.pid % 100000).padStart(5, '0')}`, name: 'Asha', email: 'asha@example.com' }).returning();
    const k = key('profile');
    await enqueue(k, { userId: u!.id, phone: null });
    const sms = fakeChannel('sms', () => 'ok', (d) => d.to.phone !== null);
    const email = fakeChannel('email', () => 'ok', (d) => d.to.email !== null);
    await drain([sms.channel, email.channel]);
    expect(sms.accepted.find((d) => d.dedupeKey === k)?.to).toEqual({ phone: u!.phone, email: 'asha@example.com' });
    expect(email.accepted.find((d) => d.dedupeKey === k)?.message.text).toContain('Hello Asha,');
    const nobody = key('nobody');
    await enqueue(nobody, { phone: null });
    await drain([sms.channel]);
    expect(await row(nobody)).toMatchObject({ status: 'FAILED', lastError: 'no address for any configured channel' });
  });

  it(`two workers racing deliver every message exactly once (${kind})`, async () => {
    const keys = Array.from({ length: 40 }, () => key('race'));
    for (const k of keys) await enqueue(k);
    const sms = fakeChannel('sms', () => 'ok');
    const small = { ...settings, batchSize: 4 };
    for (let i = 0; i < 8; i++) await Promise.all([round([sms.channel], small), round([sms.channel], small), round([sms.channel], small)]);
    const sent = sms.accepted.map((d) => d.dedupeKey).filter((k) => keys.includes(k));
    expect(sent.sort()).toEqual([...keys].sort());
    const rows = await db.db.select().from(notificationOutbox).where(inArray(notificationOutbox.dedupeKey, keys));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });
});
