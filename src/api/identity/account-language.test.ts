import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';

// The account's language: set by the header's switcher (setLanguage) or the profile (updatePreferences),
// read back by `me` at sign-in on any device; a language the store does not have changes nothing.

const SET = 'mutation L($l: String!) { setLanguage(locale: $l) { ok locale refusal } }';
const ME = '{ me { locale } }';
const PREFS = `mutation P($l: String!) { updatePreferences(locale: $l, channels: ["sms"]) {
  ok errors { field code } user { locale } } }`;

type Answer = { ok: boolean; locale: string | null; refusal: string | null };

describe.each(testDatabases())('the account language on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let meera: Shopper;
  let other: Shopper;

  const set = async (who: Shopper, l: string) =>
    (await gqlAs<{ setLanguage: Answer }>(server, who, SET, { l })).data.setLanguage;
  const localeOf = async (who: Shopper) =>
    (await gqlAs<{ me: { locale: string | null } }>(server, who, ME)).data.me.locale;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    meera = await createShopper(db, server);
    other = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('has none until the shopper chooses, then keeps the choice on the account alone', async () => {
    expect(await localeOf(meera)).toBeNull();
    expect(await set(meera, 'hi')).toEqual({ ok: true, locale: 'hi', refusal: null });
    expect(await localeOf(meera)).toBe('hi');
    expect(await localeOf(other)).toBeNull();
    expect(await set(meera, 'ar')).toEqual({ ok: true, locale: 'ar', refusal: null });
    expect(await localeOf(meera)).toBe('ar');
  });

  it('refuses a language the store does not have, and changes nothing', async () => {
    for (const l of ['fr', '', 'HI', 'hi-IN', 'en\u0000', 'x'.repeat(5000)])
      expect(await set(meera, l)).toEqual({ ok: false, locale: null, refusal: 'UNKNOWN_LANGUAGE' });
    expect(await localeOf(meera)).toBe('ar');
    const anonymous = await gqlAs(server, null, SET, { l: 'hi' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('access-denied');
  });

  it('is the same language the profile saves', async () => {
    const saved = await gqlAs<{ updatePreferences: { ok: boolean; user: { locale: string } } }>(server, meera, PREFS, {
      l: 'hi',
    });
    expect(saved.data.updatePreferences).toMatchObject({ ok: true, user: { locale: 'hi' } });
    expect(await localeOf(meera)).toBe('hi');
    const refused = await gqlAs<{ updatePreferences: { ok: boolean; errors: { field: string }[] } }>(
      server,
      meera,
      PREFS,
      { l: 'de' },
    );
    expect(refused.data.updatePreferences).toMatchObject({ ok: false, errors: [{ field: 'locale' }] });
    expect(await localeOf(meera)).toBe('hi');
  });
});
