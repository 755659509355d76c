// The gateway the identity tests sign in through: a test clock, an SMS inbox to read codes from, one
// fixed test number, and helpers that send and verify codes, sign in and call as a token's holder.
import { afterAll, beforeAll, expect } from 'vitest';
import type { DbHandle } from '../db/client';
import { gql, startTestServer, testClock, type TestClock, type TestServer } from './gateway-server';
import { otpRules } from '../api/identity/sign-in';
import type { SmsSender } from '../api/identity/sms';
import type { TestDatabase } from './databases';

const SEND =
  'mutation S($phone: String!) { userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds expiresInSeconds } } }';
const VERIFY =
  'mutation V($phone: String!, $code: String!) { userservice { verifyOtp(phone: $phone, code: $code) { ok refusal attemptsLeft id_token refresh_token expires_in is_new_user } } }';
const UPDATE =
  'mutation U($n: String!, $e: String) { updateProfile(name: $n, email: $e) { ok errors { field code } user { name email } } }';
export const REFRESH =
  'mutation RefreshToken($token: String!) { userservice { refreshToken(token: $token) { token expires_in refresh_token } } }';
export const ME = '{ me { id phone name email roles } }';

export type Tokens = { id_token: string; refresh_token: string; expires_in: number; is_new_user: boolean };

/** Opens a database and a gateway before the suite's tests and closes both after them. */
export function identitySuite(open: TestDatabase['open']) {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  const inbox: { to: string; body: string }[] = [];
  const sms: SmsSender = { name: 'test-inbox', send: async (to, body) => void inbox.push({ to, body }) };
  let phoneSeq = 0;
  // A fresh valid Indian mobile number per test, so limits from one test do not touch another.
  const nextPhone = () => `+9198${String(10_000_000 + phoneSeq++ * 7919).slice(0, 8)}`;

  const lastCode = (phone: string) => {
    const m = [...inbox].reverse().find((x) => x.to === phone);
    return /\b(\d{6})\b/.exec(m?.body ?? '')?.[1] ?? '';
  };
  const send = async (phone: string, ip = '203.0.113.9') =>
    (await gql(server, SEND, { variables: { phone }, headers: { 'x-forwarded-for': ip } })).body;
  const verify = async (phone: string, code: string) =>
    (await gql(server, VERIFY, { variables: { phone, code } })).body;
  const signIn = async (phone = nextPhone()): Promise<Tokens> => {
    clock.advance(otpRules.resendAfterMs + 1000);
    expect((await send(phone)).data).toMatchObject({ userservice: { sendOtp: { ok: true } } });
    const res = await verify(phone, lastCode(phone));
    return (res.data as { userservice: { verifyOtp: Tokens } }).userservice.verifyOtp;
  };
  const me = async (token: string, role = 'customer') =>
    (await gql(server, ME, { headers: { role, authorization: `Bearer ${token}` } })).body;
  const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;
  // A refused code is an answer, not an error: ok false and why, with no session.
  const refusal = (body: { data?: unknown; errors?: unknown }) => {
    expect(body.errors).toBeUndefined();
    const r = (
      body.data as {
        userservice: {
          verifyOtp: { ok: boolean; refusal: string | null; id_token: string | null; refresh_token: string | null };
        };
      }
    ).userservice.verifyOtp;
    expect(r).toMatchObject({ ok: false, id_token: null, refresh_token: null });
    return r.refusal;
  };
  const updateProfile = async (token: string | null, n: string, e: string | null = null) =>
    (
      await gql(server, UPDATE, {
        variables: { n, e },
        headers: token ? { role: 'customer', authorization: `Bearer ${token}` } : {},
      })
    ).body;

  beforeAll(async () => {
    db = await open({ seeded: true });
    clock = testClock();
    server = await startTestServer(db, {
      clock,
      kitOverrides: { sms, testOtps: new Map([['+919000000001', '123456']]) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  return {
    get db() {
      return db;
    },
    get server() {
      return server;
    },
    get clock() {
      return clock;
    },
    inbox,
    nextPhone,
    lastCode,
    send,
    verify,
    signIn,
    me,
    code,
    refusal,
    updateProfile,
  };
}
