import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { profileSuite } from '../../test/profile-suite';

const ME = '{ me { phone email emailVerifiedAt locale channels quietStart quietEnd timeZone } }';
const EMAIL_CODE =
  'mutation($e: String!) { requestEmailCode(email: $e) { ok refusal retryAfterSeconds expiresInSeconds } }';
const CONFIRM_EMAIL = 'mutation($c: String!) { confirmEmail(code: $c) { ok refusal attemptsLeft } }';
const PHONE_CODE = 'mutation($p: String!) { requestPhoneCode(phone: $p) { ok refusal } }';
const CONFIRM_PHONE = 'mutation($c: String!) { confirmPhone(code: $c) { ok refusal attemptsLeft } }';
const PREFS = `mutation($l: String!, $ch: [String!]!, $qs: Int, $qe: Int, $tz: String) {
  updatePreferences(locale: $l, channels: $ch, quietStart: $qs, quietEnd: $qe, timeZone: $tz) {
    ok errors { field code } user { locale channels quietStart quietEnd timeZone } } }`;
const REFRESH = 'mutation($t: String!) { userservice { refreshToken(token: $t) { token } } }';

type Body = { data?: Record<string, unknown> | null; errors?: unknown };
const field = (b: Body, name: string) => (b.data as Record<string, Record<string, unknown>>)[name]!;

describe.each(testDatabases())('profile contact and preferences on $kind', ({ open }) => {
  const s = profileSuite(open);

  it('confirms an e-mail by a code; a wrong, expired or over-tried code changes nothing', async () => {
    const me = await s.signIn();
    expect(field(await s.call(me.id_token, EMAIL_CODE, { e: 'not an e-mail' }), 'requestEmailCode')).toMatchObject({
      ok: false,
      refusal: 'INVALID',
    });
    expect(field(await s.call(me.id_token, EMAIL_CODE, { e: 'meera@example.in' }), 'requestEmailCode')).toMatchObject({
      ok: true,
      expiresInSeconds: 300,
    });
    const code = s.lastCode('meera@example.in');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(field(await s.call(me.id_token, CONFIRM_EMAIL, { c: wrong }), 'confirmEmail')).toEqual({
      ok: false,
      refusal: 'CODE_INVALID',
      attemptsLeft: 4,
    });
    expect(field(await s.call(me.id_token, ME), 'me')).toMatchObject({ email: null, emailVerifiedAt: null });
    // Too soon for another code; then expiry.
    expect(field(await s.call(me.id_token, EMAIL_CODE, { e: 'meera@example.in' }), 'requestEmailCode')).toMatchObject({
      ok: false,
      refusal: 'TOO_SOON',
    });
    s.clock.advance(5 * 60_000 + 1000);
    expect(field(await s.call(me.id_token, CONFIRM_EMAIL, { c: code }), 'confirmEmail')).toMatchObject({
      ok: false,
      refusal: 'CODE_EXPIRED',
    });
    await s.call(me.id_token, EMAIL_CODE, { e: 'meera@example.in' });
    const fresh = s.lastCode('meera@example.in');
    const bad = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await s.call(me.id_token, CONFIRM_EMAIL, { c: bad });
    expect(field(await s.call(me.id_token, CONFIRM_EMAIL, { c: bad }), 'confirmEmail')).toMatchObject({
      refusal: 'CODE_LOCKED',
    });
    // Locked: even the right code no longer works.
    expect(field(await s.call(me.id_token, CONFIRM_EMAIL, { c: fresh }), 'confirmEmail')).toMatchObject({
      refusal: 'CODE_LOCKED',
    });
    s.clock.advance(31_000);
    await s.call(me.id_token, EMAIL_CODE, { e: 'meera@example.in' });
    expect(
      field(await s.call(me.id_token, CONFIRM_EMAIL, { c: s.lastCode('meera@example.in') }), 'confirmEmail'),
    ).toEqual({ ok: true, refusal: null, attemptsLeft: null });
    const after = field(await s.call(me.id_token, ME), 'me');
    expect(after).toMatchObject({ email: 'meera@example.in', emailVerifiedAt: s.clock.now().toISOString() });

    // Saving the name alone keeps the proved address proved.
    const NAME = 'mutation($n: String!) { updateProfile(name: $n) { ok user { name email } } }';
    expect(field(await s.call(me.id_token, NAME, { n: 'Meera R. Iyer' }), 'updateProfile')).toMatchObject({
      ok: true,
      user: { name: 'Meera R. Iyer', email: 'meera@example.in' },
    });
    expect(field(await s.call(me.id_token, ME), 'me')).toMatchObject(after);

    // Another account cannot take a confirmed address.
    const other = await s.signIn();
    expect(
      field(await s.call(other.id_token, EMAIL_CODE, { e: 'MEERA@example.in' }), 'requestEmailCode'),
    ).toMatchObject({ ok: false, refusal: 'TAKEN' });
  });

  it('moves the account to a new number proved by a code, signs out other sign-ins, tells the old number', async () => {
    s.later();
    const me = await s.signIn();
    const other = await s.signIn();
    const laptop = await s.signIn(me.phone);
    // A number another account holds answers as any other does: no hint to whoever asks.
    const takenAnswer = field(await s.call(me.id_token, PHONE_CODE, { p: other.phone }), 'requestPhoneCode');
    s.clock.advance(31_000);
    const fresh = s.nextPhone();
    const freshAnswer = field(await s.call(me.id_token, PHONE_CODE, { p: fresh }), 'requestPhoneCode');
    expect(takenAnswer).toEqual({ ok: true, refusal: null });
    expect(freshAnswer).toEqual(takenAnswer);
    // The holder of the taken number is told it already has an account, and gets no code to confirm with.
    expect(s.inbox.at(-2)).toMatchObject({
      to: other.phone,
      body: expect.stringMatching(/already has a Silai account/),
    });
    expect(s.inbox.at(-2)!.body).not.toMatch(/\d{6}/);
    expect(field(await s.call(me.id_token, PHONE_CODE, { p: '12' }), 'requestPhoneCode')).toMatchObject({
      refusal: 'INVALID',
    });
    expect(field(await s.call(me.id_token, CONFIRM_PHONE, { c: s.lastCode(fresh) }), 'confirmPhone')).toMatchObject({
      ok: true,
    });
    expect(field(await s.call(me.id_token, ME), 'me')).toMatchObject({ phone: fresh });
    // The old number is told where the account went.
    expect([...s.inbox].reverse().find((m) => m.to === me.phone)!.body).toMatch(
      new RegExp(`moved to the number ending ${fresh.slice(-4)}`),
    );
    // The other device is signed out: its id token and its refresh token stop working.
    expect((await s.call(laptop.id_token, ME)).errors).toBeDefined();
    expect((await s.call(null, REFRESH, { t: laptop.refresh_token })).errors).toBeDefined();
    // This device stays signed in.
    expect((await s.call(null, REFRESH, { t: me.refresh_token })).errors).toBeUndefined();
  });

  it('cannot confirm a move to a number another account holds: wrong codes only, the accounts unchanged', async () => {
    s.later();
    const me = await s.signIn();
    const other = await s.signIn();
    const otherCode = s.lastCode(other.phone);
    expect(field(await s.call(me.id_token, PHONE_CODE, { p: other.phone }), 'requestPhoneCode')).toEqual({
      ok: true,
      refusal: null,
    });
    expect(field(await s.call(me.id_token, CONFIRM_PHONE, { c: otherCode }), 'confirmPhone')).toEqual({
      ok: false,
      refusal: 'CODE_INVALID',
      attemptsLeft: 4,
    });
    expect(field(await s.call(me.id_token, ME), 'me')).toMatchObject({ phone: me.phone });
    expect(field(await s.call(other.id_token, ME), 'me')).toMatchObject({ phone: other.phone });
  });

  it('keeps language, channels and quiet hours; refuses bad ones and e-mail before it is confirmed', async () => {
    const me = await s.signIn();
    const refused = field(
      await s.call(me.id_token, PREFS, { l: 'fr', ch: ['sms', 'pigeon'], qs: 1500, qe: 60, tz: 'Mars/Olympus' }),
      'updatePreferences',
    );
    expect(refused.errors).toEqual([
      { field: 'locale', code: 'INVALID' },
      { field: 'channels', code: 'INVALID' },
      { field: 'quietHours', code: 'INVALID' },
      { field: 'timeZone', code: 'INVALID' },
    ]);
    expect(field(await s.call(me.id_token, PREFS, { l: 'hi', ch: ['email'] }), 'updatePreferences').errors).toEqual([
      { field: 'email', code: 'REQUIRED' },
    ]);
    expect(field(await s.call(me.id_token, ME), 'me')).toMatchObject({ locale: null, channels: ['sms'] });
    const saved = field(
      await s.call(me.id_token, PREFS, {
        l: 'ar',
        ch: ['sms', 'whatsapp'],
        qs: 22 * 60,
        qe: 8 * 60,
        tz: 'Asia/Kolkata',
      }),
      'updatePreferences',
    );
    expect(saved).toMatchObject({
      ok: true,
      user: { locale: 'ar', channels: ['sms', 'whatsapp'], quietStart: 1320, quietEnd: 480, timeZone: 'Asia/Kolkata' },
    });
  });
});
