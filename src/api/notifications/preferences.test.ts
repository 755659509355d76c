import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { users } from '../../db/schema/identity';
import { notificationOutbox } from '../../db/schema/notifications';
import type { NotificationKind } from '../../lib/notification-kinds';
import { testDatabases } from '../../test/databases';
import { testClock, type TestClock } from '../../test/gateway-server';
import type { Channel, ChannelName, Delivery } from './channels';
import { enqueueNotification } from './outbox';
import { deliverDue } from './worker';

const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'http://localhost:3000' };
const settings = { timeoutMs: 5_000, leaseMs: 60_000, perRecipientPerHour: 1000 };

function inbox(name: ChannelName, reaches: (d: Delivery) => boolean) {
  const got: Delivery[] = [];
  const channel: Channel = { name, reaches, send: async (d) => void got.push(d) };
  return { channel, got };
}

describe.each(testDatabases())('the worker honours a shopper’s preferences on $kind', ({ open }) => {
  let db: DbHandle;
  let clock: TestClock;
  beforeAll(async () => {
    db = await open();
    clock = testClock(new Date('2026-11-22T18:00:00Z'));
  });
  afterAll(async () => {
    await db?.close();
  });

  const shopper = async (set: Partial<typeof users.$inferInsert>) =>
    (
      await db.db
        .insert(users)
        .values({ phone: `+91982${Math.floor(1e6 + Math.random() * 8e6)}`, ...set })
        .returning()
    )[0]!;
  const enqueue = (dedupeKey: string, userId: string, kind: NotificationKind) =>
    enqueueNotification(db.db, { kind, dedupeKey, userId, locale: 'en', payload: {} }, clock.now());
  const row = async (k: string) =>
    (await db.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, k)))[0]!;

  it('defers a reminder in quiet hours to their end, but not news of an order', async () => {
    const u = await shopper({ quietStart: 22 * 60, quietEnd: 8 * 60, timeZone: 'Asia/Kolkata' });
    const sms = inbox('sms', (d) => d.to.phone !== null);
    await enqueue('quiet:reminder', u.id, 'CONSULTATION_REMINDER');
    await enqueue('quiet:order', u.id, 'ORDER_PAID');
    await deliverDue({ db: db.db, channels: [sms.channel], store, now: clock.now, settings });
    expect(sms.got.map((d) => d.dedupeKey)).toEqual(['quiet:order']);
    expect(await row('quiet:reminder')).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: new Date('2026-11-23T02:30:00Z'),
    });
    clock.advance(9 * 60 * 60_000);
    await deliverDue({ db: db.db, channels: [sms.channel], store, now: clock.now, settings });
    expect(sms.got.map((d) => d.dedupeKey)).toEqual(['quiet:order', 'quiet:reminder']);
  });

  it('uses only the channels the shopper allows, and an e-mail only once confirmed', async () => {
    const unconfirmed = await shopper({ email: 'a@example.in', channels: ['whatsapp', 'email'] });
    const confirmed = await shopper({ email: 'b@example.in', emailVerifiedAt: clock.now(), channels: ['email'] });
    const sms = inbox('sms', (d) => d.to.phone !== null);
    const wa = inbox('whatsapp', (d) => d.to.phone !== null);
    const mail = inbox('email', (d) => d.to.email !== null);
    await enqueue('pref:1', unconfirmed.id, 'ORDER_PAID');
    await enqueue('pref:2', confirmed.id, 'ORDER_PAID');
    await deliverDue({ db: db.db, channels: [sms.channel, wa.channel, mail.channel], store, now: clock.now, settings });
    expect(sms.got).toHaveLength(0);
    expect(wa.got.map((d) => d.dedupeKey)).toEqual(['pref:1']);
    expect(mail.got.map((d) => [d.dedupeKey, d.to.email])).toEqual([['pref:2', 'b@example.in']]);
  });

  it('writes in the language the account chose, else in the message’s own', async () => {
    const hindi = await shopper({ locale: 'hi' });
    const none = await shopper({});
    const sms = inbox('sms', (d) => d.to.phone !== null);
    const paid = (dedupeKey: string, userId: string) =>
      enqueueNotification(
        db.db,
        { kind: 'ORDER_PAID', dedupeKey, userId, locale: 'ar', payload: { orderNumber: 'SL-7Q2K' } },
        clock.now(),
      );
    await paid('lang:hi', hindi.id);
    await paid('lang:none', none.id);
    await deliverDue({ db: db.db, channels: [sms.channel], store, now: clock.now, settings });
    const text = (k: string) => sms.got.find((d) => d.dedupeKey === k)!.message;
    expect(text('lang:hi').sms).toBe('Silai: ऑर्डर SL-7Q2K का भुगतान मिल गया। धन्यवाद!');
    expect(text('lang:hi').text).toContain('नमस्ते');
    expect(text('lang:none').sms).toBe('Silai: استلمنا الدفع للطلب SL-7Q2K. شكرًا لك!');
  });
});
