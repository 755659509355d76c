import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { testDatabases } from '../../test/databases';
import { testClock, type TestClock } from '../../test/gateway-server';
import type { Channel, ChannelName } from './channels';
import { claim } from './claim';
import { deliver } from './deliver';
import { enqueueNotification } from './outbox';
import { deliverDue } from './worker';
import { defaultWorkerSettings, type WorkerSettings } from './worker-settings';

// A worker's claim against the clock: no send starts without a time-out of lease left, and a send given
// up on is a failed attempt whatever the provider does afterwards.

const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'http://localhost:3000' };
const s: WorkerSettings = {
  ...defaultWorkerSettings,
  maxAttempts: 3,
  backoffMs: 1000,
  timeoutMs: 5_000,
  leaseMs: 60_000,
  batchSize: 10,
  perRecipientPerHour: 1000,
};

/** A provider that records what it took and runs `during` in the middle of each send. */
function channel(name: ChannelName, during: () => Promise<unknown> | void = () => undefined) {
  const taken: string[] = [];
  const c: Channel = {
    name,
    reaches: () => true,
    async send(d) {
      await during();
      taken.push(d.dedupeKey);
    },
  };
  return { c, taken };
}

let seq = 0;
const key = (what: string) => `lease-${what}:${process.pid}:${seq++}`;

describe.each(testDatabases())('the outbox lease on $kind', ({ open }) => {
  let db: DbHandle;
  let clock: TestClock;
  beforeAll(async () => {
    db = await open();
    clock = testClock();
  });
  afterAll(async () => {
    await db?.close();
  });

  const enqueue = (dedupeKey: string, phone: string) =>
    enqueueNotification(
      db.db,
      {
        kind: 'ORDER_PAID',
        dedupeKey,
        locale: 'en',
        payload: { orderNumber: 'SIL-1' },
        phone,
        email: 'asha@example.in',
      },
      clock.now(),
    );
  const row = async (dedupeKey: string) =>
    (await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, dedupeKey)))[0]!;
  const round = (channels: Channel[], settings: Partial<WorkerSettings> = s) =>
    deliverDue({ db: db.db, channels, store, now: clock.now, settings });

  it('renews a message whose first send left less than a time-out of lease before the next one', async () => {
    const k = key('renew');
    await enqueue(k, '+919820020001');
    const second = { sms: channel('sms'), email: channel('email') };
    // The SMS takes 58 s of the lease's 60; during the e-mail, past the first lease, another worker looks.
    const sms = channel('sms', () => clock.advance(58_000));
    const email = channel('email', async () => {
      clock.advance(4_000);
      await round([second.sms.c, second.email.c]);
    });
    expect(await round([sms.c, email.c])).toMatchObject({ sent: 1 });
    expect([sms.taken, email.taken]).toEqual([[k], [k]]);
    expect([second.sms.taken, second.email.taken]).toEqual([[], []]);
    expect(await row(k)).toMatchObject({ status: 'SENT', attempts: 1, delivered: ['sms', 'email'] });
  });

  it('sends nothing once its lease ran out and another worker took the message: it is sent once', async () => {
    const k = key('lost');
    await enqueue(k, '+919820020002');
    const [mine] = await claim(db.db, clock.now(), s, false);
    expect(mine?.dedupeKey).toBe(k);
    const claimedAt = clock.now().getTime();
    clock.advance(s.leaseMs + 1_000);
    const other = channel('sms');
    expect(await round([other.c])).toMatchObject({ sent: 1 });
    const late = channel('sms');
    const deps = { db: db.db, channels: [late.c], store, now: clock.now };
    expect(await deliver(deps, s, mine!, { until: claimedAt + s.leaseMs })).toBe('lost');
    expect([other.taken, late.taken]).toEqual([[k], []]);
    expect(await row(k)).toMatchObject({ status: 'SENT', attempts: 2, delivered: ['sms'] });
  });

  it('records a send given up on as a failed attempt, even when the provider answers after it', async () => {
    const k = key('late');
    await enqueue(k, '+919820020003');
    let answered!: () => void;
    const answer = new Promise<void>((r) => (answered = r));
    const taken: string[] = [];
    // A provider that ignores the signal and answers 100 ms after the 50 ms time-out.
    const deaf: Channel = {
      name: 'sms',
      reaches: () => true,
      send: (d) =>
        new Promise<void>((r) =>
          setTimeout(() => {
            taken.push(d.dedupeKey);
            r();
            answered();
          }, 150),
        ),
    };
    const impatient = { ...s, timeoutMs: 50, leaseMs: 60_000 };
    expect(await round([deaf], impatient)).toMatchObject({ sent: 0, retried: 1 });
    await answer;
    await new Promise((r) => setTimeout(r, 50));
    expect(taken).toEqual([k]);
    expect(await row(k)).toMatchObject({ status: 'PENDING', attempts: 1, delivered: [], sentAt: null });
    expect((await row(k)).lastError).toMatch(/^sms: no answer within 50 ms/);
  });
});
