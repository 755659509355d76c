// What a demo process leaves behind once a store runs live: its queued messages are withdrawn, never sent,
// and a demo from before the mode was recorded is still recognised by its desk.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client';
import { notificationOutbox } from '../db/schema/notifications';
import { ensureDemoDesk } from '../api/consultations/demo-desk';
import { enqueueNotification } from '../api/notifications/outbox';
import { liveDatabaseGate } from '../api/notifications/setup';
import { deliverDue } from '../api/notifications/worker';
import { log } from '../log';
import { testDatabases } from '../test/databases';
import { startTestServer, testClock, type TestServer } from '../test/gateway-server';
import { createShopper, gqlAs } from '../test/shoppers';
import { settleDatabaseMode } from './database-mode';
import { kitOf, liveLines, recordingSms, store } from '../test/live-mode';

const ME = '{ me { roles } }';

describe.each(testDatabases())('a database that was a demo, started live, on $kind', ({ open }) => {
  let db: DbHandle | undefined;
  const servers: TestServer[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const s of servers.splice(0)) await s.close();
    await db?.close();
    db = undefined;
  });

  it('marks what a demo process queues, and a live worker withdraws it instead of sending it, while what the live store queues leaves', async () => {
    // Connections of a process started in demo mode, still running beside a live store (a rolling restart).
    db = await open({ mode: 'demo' });
    const clock = testClock();
    expect(await settleDatabaseMode(db.db, false, clock.now())).toMatchObject({ wasDemo: false });
    const order = (key: string) => ({
      kind: 'ORDER_PAID' as const,
      dedupeKey: key,
      phone: '+919812345678',
      locale: 'en' as const,
      payload: { orderNumber: 'SL-ROLL0001' },
    });
    await enqueueNotification(db.db, order('from-demo'), clock.now());
    await db.db.transaction(async (tx) => {
      await tx.execute(sql`set local silai.mode = 'live'`);
      await enqueueNotification(tx, order('from-live'), clock.now());
    });
    const flags = Object.fromEntries((await db.db.select().from(notificationOutbox)).map((m) => [m.dedupeKey, m.demo]));
    expect(flags).toEqual({ 'from-demo': true, 'from-live': false });
    const warn = vi.spyOn(log, 'warn');
    const sms = recordingSms();
    expect(
      await deliverDue({
        db: db.db,
        channels: [sms.channel],
        store,
        now: clock.now,
        live: true,
        mayDeliver: liveDatabaseGate(db.db),
      }),
    ).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sms.sent.map((d) => d.dedupeKey)).toEqual(['from-live']);
    expect(
      Object.fromEntries((await db.db.select().from(notificationOutbox)).map((m) => [m.dedupeKey, m.status])),
    ).toEqual({ 'from-demo': 'WITHDRAWN', 'from-live': 'SENT' });
    expect(warn).toHaveBeenCalledWith('notifications: messages queued by a demo process withdrawn, never sent', {
      messages: 1,
    });
  });

  it('recognises a demo from before the mode was recorded by its desk, and leaves a database that was never a demo alone', async () => {
    db = await open();
    const clock = testClock();
    // Recorded by nothing, but holding the stand-in desk: a demo.
    await ensureDemoDesk(db.db, clock.now());
    await enqueueNotification(
      db.db,
      {
        kind: 'ORDER_PAID',
        dedupeKey: 'old-demo:1',
        phone: '+919812340001',
        locale: 'en',
        payload: { orderNumber: 'SL-OLD00001' },
      },
      clock.now(),
    );
    expect(await settleDatabaseMode(db.db, false, clock.now())).toMatchObject({
      wasDemo: true,
      deskRolesDropped: 1,
      messagesWithdrawn: 1,
    });
    await db.close();

    // A new database started live: nothing to remove, sign-ins and messages stay.
    db = await open();
    const server = await startTestServer(db, { seed: false, clock, kit: await kitOf(db, clock, []) });
    servers.push(server);
    const shopper = await createShopper(db, server);
    await enqueueNotification(
      db.db,
      {
        kind: 'ORDER_PAID',
        dedupeKey: 'live:1',
        phone: '+919812340002',
        locale: 'en',
        payload: { orderNumber: 'SL-LIVE0002' },
      },
      clock.now(),
    );
    const notice = vi.spyOn(log, 'notice');
    expect(await settleDatabaseMode(db.db, false, clock.now())).toMatchObject({
      wasDemo: false,
      signInsEnded: 0,
      messagesWithdrawn: 0,
    });
    expect(liveLines(notice)).toEqual({});
    expect((await db.db.select().from(notificationOutbox))[0]!.status).toBe('PENDING');
    expect((await gqlAs<{ me: { roles: string[] } }>(server, shopper, ME)).data.me.roles).toEqual(['customer']);
  });
});
