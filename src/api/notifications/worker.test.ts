import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { users } from '../../db/schema/identity';
import { notificationOutbox } from '../../db/schema/notifications';
import { testDatabases } from '../../test/databases';
import { testClock, type TestClock } from '../../test/gateway-server';
import type { NotificationKind } from '../../lib/notification-kinds';
import type { Channel, ChannelName, Delivery } from './channels';
import { enqueueNotification, withdrawNotifications } from './outbox';
import { deliverDue } from './worker';
import type { WorkerSettings } from './worker-settings';

const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'http://localhost:3000' };
// The hourly cap per recipient is out of the way here; its own tests set it. A time-out of seconds: a
// busy machine (PGlite runs on the same thread) must not time out a provider that answers at once.
const settings: Partial<WorkerSettings> = {
  maxAttempts: 3,
  backoffMs: 1000,
  maxBackoffMs: 10_000,
  timeoutMs: 5_000,
  leaseMs: 60_000,
  batchSize: 10,
  perRecipientPerHour: 1000,
};
/** For providers that never answer: the time-out itself under test. */
const impatient: Partial<WorkerSettings> = { ...settings, timeoutMs: 50 };

/** A provider under test: `behave` decides each call (resolve, throw, or never answer); every accepted message is recorded. */
function fakeChannel(
  name: ChannelName,
  behave: (d: Delivery, call: number) => 'ok' | 'fail' | 'hang',
  reaches: (d: Delivery) => boolean = () => true,
) {
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

  const enqueue = async (
    dedupeKey: string,
    extra: { phone?: string | null; userId?: string | null; email?: string | null; kind?: NotificationKind } = {
      phone: '+919820012345',
    },
  ) => {
    await enqueueNotification(
      db.db,
      { kind: 'ORDER_PAID', dedupeKey, locale: 'en', payload: { orderNumber: 'SIL-1' }, ...extra },
      clock.now(),
    );
  };
  const row = async (dedupeKey: string) =>
    (await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, dedupeKey)))[0]!;
  const round = (channels: Channel[], s: Partial<WorkerSettings> = settings) =>
    deliverDue({ db: db.db, channels, store, now: clock.now, settings: s });
  /** Rounds until nothing is due, moving the clock past every backoff. */
  const drain = async (channels: Channel[], s: Partial<WorkerSettings> = settings) => {
    for (let i = 0; i < 10; i++) {
      await round(channels, s);
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
    expect(await row(k)).toMatchObject({
      status: 'FAILED',
      attempts: 3,
      lastError: 'sms: sms provider answered 503',
      sentAt: null,
    });
  });

  it('times out a provider that hangs, retries it and gives up without ever marking it sent', async () => {
    const k = key('hang');
    await enqueue(k);
    const sms = fakeChannel('sms', () => 'hang');
    expect(await round([sms.channel], impatient)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row(k)).lastError).toMatch(/^sms: no answer within 50 ms/);
    await drain([sms.channel], impatient);
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
    const [u] = await db.db
      .insert(users)
      .values({
        phone: `+91970${String(process.pid % 100000).padStart(5, '0')}`,
        name: 'Asha',
        email: 'asha@example.com',
        // Messages use an e-mail only once it is confirmed and the shopper allows the channel.
        emailVerifiedAt: new Date(),
        channels: ['sms', 'email'],
      })
      .returning();
    const k = key('profile');
    await enqueue(k, { userId: u!.id, phone: null });
    const sms = fakeChannel(
      'sms',
      () => 'ok',
      (d) => d.to.phone !== null,
    );
    const email = fakeChannel(
      'email',
      () => 'ok',
      (d) => d.to.email !== null,
    );
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
    for (let i = 0; i < 8; i++)
      await Promise.all([round([sms.channel], small), round([sms.channel], small), round([sms.channel], small)]);
    const sent = sms.accepted.map((d) => d.dedupeKey).filter((k) => keys.includes(k));
    expect(sent.sort()).toEqual([...keys].sort());
    const rows = await db.db.select().from(notificationOutbox).where(inArray(notificationOutbox.dedupeKey, keys));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('aborts a send that does not answer in time: the channel sees its signal abort with the reason', async () => {
    const k = key('abort');
    await enqueue(k, { phone: '+919820000001' });
    const reasons: unknown[] = [];
    // A provider that answers only when told to give up, as fetch and the SMTP connection do.
    const observing: Channel = {
      name: 'sms',
      reaches: () => true,
      send: (_d, signal) =>
        new Promise<void>((_, reject) =>
          signal.addEventListener('abort', () => {
            reasons.push(signal.reason);
            reject(signal.reason as Error);
          }),
        ),
    };
    expect(await round([observing], impatient)).toMatchObject({ sent: 0, retried: 1 });
    expect(reasons).toHaveLength(1);
    expect(String(reasons[0])).toMatch(/no answer within 50 ms/);
    expect((await row(k)).lastError).toMatch(/^sms: no answer within 50 ms/);
  });

  it('renews the lease of the rest of the batch while a slow provider works, so a second worker sends none of it again', async () => {
    const keys = Array.from({ length: 4 }, () => key('slow'));
    for (const [i, k] of keys.entries()) await enqueue(k, { phone: `+91982001000${i}` });
    const s = { ...settings, leaseMs: 60_000, batchSize: 4 };
    const second = fakeChannel('sms', () => 'ok');
    const slowSent: string[] = [];
    // Each send takes 40 s of the clock: the batch's first lease (60 s) runs out during the second send.
    const slow: Channel = {
      name: 'sms',
      reaches: () => true,
      async send(d) {
        clock.advance(40_000);
        if (keys.includes(d.dedupeKey)) slowSent.push(d.dedupeKey);
        // Another worker looks for due messages in the middle of this send.
        if (slowSent.length === 2) await round([second.channel], s);
      },
    };
    await round([slow], s);
    expect(slowSent.sort()).toEqual([...keys].sort());
    expect(second.accepted.filter((d) => keys.includes(d.dedupeKey))).toEqual([]);
    const rows = await db.db.select().from(notificationOutbox).where(inArray(notificationOutbox.dedupeKey, keys));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('claims an order message queued after many reminders first', async () => {
    const reminders = Array.from({ length: 30 }, () => key('reminder'));
    for (const [i, k] of reminders.entries())
      await enqueue(k, { kind: 'CONSULTATION_REMINDER', phone: `+9198203${String(i).padStart(5, '0')}` });
    const order = key('order-after-reminders');
    clock.advance(1000);
    await enqueue(order, { phone: '+919820400000' });
    const sms = fakeChannel('sms', () => 'ok');
    await round([sms.channel], { ...settings, batchSize: 5 });
    expect(sms.accepted[0]?.dedupeKey).toBe(order);
    expect(sms.accepted.filter((d) => d.kind === 'CONSULTATION_REMINDER')).toHaveLength(4);
    await drain([sms.channel]);
  });

  it('sends one recipient at most the hourly cap, defers the rest without losing it, and still sends others in the same batch', async () => {
    const s = { ...settings, perRecipientPerHour: 5, batchSize: 10 };
    const flood = Array.from({ length: 25 }, () => key('flood'));
    for (const k of flood) await enqueue(k, { kind: 'TAILORING_STAGE', phone: '+919820500000' });
    const other = key('other');
    await enqueue(other, { kind: 'TAILORING_STAGE', phone: '+919820500001' });
    const sms = fakeChannel('sms', () => 'ok');
    const sentTo = (phone: string) => sms.accepted.filter((d) => d.to.phone === phone).length;
    const start = clock.now().getTime();
    await round([sms.channel], s);
    expect(sentTo('+919820500000')).toBe(5);
    expect(sms.accepted.map((d) => d.dedupeKey)).toContain(other);
    const waiting = (
      await db.db.select().from(notificationOutbox).where(inArray(notificationOutbox.dedupeKey, flood))
    ).filter((r) => r.status === 'PENDING');
    expect(waiting).toHaveLength(20);
    expect(waiting.every((r) => r.attempts === 0 && r.nextAttemptAt.getTime() === start + 3_600_000)).toBe(true);
    // Within the hour nothing more reaches that phone, however many rounds run.
    for (let i = 0; i < 5; i++) {
      clock.advance(10 * 60_000);
      await round([sms.channel], s);
    }
    expect(sentTo('+919820500000')).toBe(5);
    // The hour after, the next five.
    clock.advance(10 * 60_000);
    await round([sms.channel], s);
    expect(sentTo('+919820500000')).toBe(10);
    expect(new Set(sms.accepted.map((d) => d.dedupeKey)).size).toBe(sms.accepted.length);
  });
});
