// Shared by the database-mode suites (src/server/database-mode*.test.ts): the auth kit a store process
// builds, an SMS channel that records, and the lines the switch to live mode writes.
import type { MockInstance } from 'vitest';
import type { DbHandle } from '../db/client';
import { loadAuthKit, type AuthKit } from '../api/identity/kit';
import type { SmsSender } from '../api/identity/sms';
import type { Channel, Delivery } from '../api/notifications/channels';
import type { log } from '../log';
import type { TestClock } from './gateway-server';

export const store = { name: 'Silai', email: 'care@silai.in', publicUrl: 'https://silai.in' };
// The same secret in both modes: the worst case, in which the demo's id tokens would still verify.
const secret = 'k3Jx9vQ2mW7pL4tZ8rB6nY1cF5hD0sGa-live-secret';

/** A provider that records what it was given: anything here would have reached a phone. */
export function recordingSms(): { channel: Channel; sent: Delivery[] } {
  const sent: Delivery[] = [];
  return { sent, channel: { name: 'sms', reaches: (d) => d.to.phone !== null, send: async (d) => void sent.push(d) } };
}

/** The kit a store process builds, with a test clock and an SMS inbox to read codes from. */
export async function kitOf(db: DbHandle, clock: TestClock, inbox: { to: string; body: string }[]): Promise<AuthKit> {
  const sms: SmsSender = { name: 'test-inbox', send: async (to, body) => void inbox.push({ to, body }) };
  const base = await loadAuthKit(
    db.db,
    { env: 'test', auth: { secret, testOtps: new Map(), sms: { provider: 'log' }, trustedProxies: [] } },
    clock.now,
  );
  return { ...base, sms };
}

/** The lines the switch writes, by message. */
export function liveLines(spy: MockInstance<typeof log.notice>): Record<string, Record<string, unknown> | undefined> {
  return Object.fromEntries(
    spy.mock.calls.filter(([msg]) => msg.startsWith('live mode:')).map(([msg, fields]) => [msg, fields]),
  );
}
