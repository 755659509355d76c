// The gateway the profile tests call: identity's suite (a test clock, an SMS inbox) plus an e-mail
// inbox, and helpers that call as a token's holder and read the code last sent to an address.
import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../db/client';
import type { MailSender } from '../api/identity/mail';
import type { SmsSender } from '../api/identity/sms';
import { otpRules } from '../api/identity/sign-in';
import { gql, startTestServer, testClock, type TestClock, type TestServer } from './gateway-server';
import type { TestDatabase } from './databases';

export type Tokens = { id_token: string; refresh_token: string };

export function profileSuite(open: TestDatabase['open']) {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  const inbox: { to: string; body: string }[] = [];
  const sms: SmsSender = { name: 'test-inbox', send: async (to, body) => void inbox.push({ to, body }) };
  const mail: MailSender = { name: 'test-mail', send: async (to, _s, body) => void inbox.push({ to, body }) };
  let seq = 0;
  const nextPhone = () => `+9197${String(10_000_000 + seq++ * 7919).slice(0, 8)}`;
  const lastCode = (to: string) =>
    /\b(\d{6})\b/.exec([...inbox].reverse().find((x) => x.to === to)?.body ?? '')?.[1] ?? '';

  const call = async (token: string | null, query: string, variables: Record<string, unknown> = {}) =>
    (
      await gql(server, query, {
        variables,
        headers: token ? { role: 'customer', authorization: `Bearer ${token}` } : {},
      })
    ).body;

  const signIn = async (phone = nextPhone()): Promise<Tokens & { phone: string }> => {
    clock.advance(otpRules.resendAfterMs + 1000);
    await call(null, 'mutation($p: String!) { userservice { sendOtp(phone: $p) { ok } } }', { p: phone });
    const res = await call(
      null,
      'mutation($p: String!, $c: String!) { userservice { verifyOtp(phone: $p, code: $c) { id_token refresh_token } } }',
      { p: phone, c: lastCode(phone) },
    );
    return { ...(res.data as { userservice: { verifyOtp: Tokens } }).userservice.verifyOtp, phone };
  };

  /** Lets the code limits of the last test pass (one send per 30 s, 5 an hour). */
  const later = () => clock.advance(60 * 60_000 + 1000);

  beforeAll(async () => {
    db = await open({ seeded: true });
    clock = testClock();
    server = await startTestServer(db, { clock, kitOverrides: { sms, mail, testOtps: new Map() } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  return {
    get db() {
      return db;
    },
    get clock() {
      return clock;
    },
    inbox,
    nextPhone,
    lastCode,
    call,
    signIn,
    later,
  };
}
