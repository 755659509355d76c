import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { CurrencyRatesDocument } from '../../gql/graphql';
import { asAdmin, refusedToNonAdmins, startWithStaff, trailOf, type Staff } from '../../test/admin-catalogue';
import { testDatabases } from '../../test/databases';
import { hashOf, persistedGet } from '../../test/persisted-get';
import { gqlAs } from '../../test/shoppers';

type Rate = { code: string; inrPerUnit: number; asOf: string; version: number };
type RatePayload = { ok: boolean; refusal: string | null; rate: Rate | null };
type Choice = { ok: boolean; displayCurrency: string | null; refusal: string | null };

const UPDATE = `mutation U($code: String!, $r: Float!, $d: String!, $v: Int!) {
  updateCurrencyRate(code: $code, inrPerUnit: $r, asOf: $d, expectedVersion: $v) { ok refusal rate { code inrPerUnit asOf version } } }`;
const CHOOSE = `mutation C($code: String!) { setDisplayCurrency(code: $code) { ok displayCurrency refusal } }`;
const ME = `{ me { displayCurrency } }`;

describe.each(testDatabases())('display currencies on $kind', ({ open }) => {
  let db: DbHandle;
  let s: Staff;
  const rates = async () =>
    ((await persistedGet(s.server, hashOf(CurrencyRatesDocument), {})).body!.data as { currencyRates: Rate[] })
      .currencyRates;
  const update = async (code: string, r: number, d: string, v: number) =>
    (await asAdmin<{ updateCurrencyRate: RatePayload }>(s, UPDATE, { code, r, d, v })).updateCurrencyRate;
  const choose = async (code: string) =>
    (await gqlAs<{ setDisplayCurrency: Choice }>(s.server, s.shopper, CHOOSE, { code })).data.setDisplayCurrency;
  const mine = async () =>
    (await gqlAs<{ me: { displayCurrency: string | null } }>(s.server, s.shopper, ME)).data.me.displayCurrency;

  beforeAll(async () => {
    db = await open();
    s = await startWithStaff(db);
  });
  afterAll(async () => {
    await s?.server.close();
    await db?.close();
  });

  it('lists every display currency but the rupee with a dated rate, to anyone, as a cached read', async () => {
    const list = await rates();
    expect(list.map((r) => r.code).sort()).toEqual(['AED', 'AUD', 'CAD', 'EUR', 'GBP', 'SGD', 'USD']);
    for (const r of list) {
      expect(r.inrPerUnit).toBeGreaterThan(20);
      expect(r.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const again = await persistedGet(s.server, hashOf(CurrencyRatesDocument), {});
    expect(again.body!.data).toEqual({ currencyRates: list });
  });

  it("keeps a shopper's choice on the account; an unknown currency is refused and changes nothing", async () => {
    expect(await mine()).toBeNull();
    expect(await choose('GBP')).toEqual({ ok: true, displayCurrency: 'GBP', refusal: null });
    expect(await mine()).toBe('GBP');
    for (const bad of ['XYZ', 'gbp', '', 'GBP ', 'INR; drop table users', '£'])
      expect(await choose(bad)).toEqual({ ok: false, displayCurrency: null, refusal: 'UNKNOWN_CURRENCY' });
    expect(await mine()).toBe('GBP');
    expect(await choose('INR')).toMatchObject({ ok: true, displayCurrency: 'INR' });
    const anonymous = await gqlAs(s.server, null, CHOOSE, { code: 'USD' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('access-denied');
  });

  it("takes an admin's new rate, audited, and the storefront's read follows; bad input changes nothing", async () => {
    const gbp = (await rates()).find((r) => r.code === 'GBP')!;
    const today = new Date().toISOString().slice(0, 10);
    await refusedToNonAdmins(s, UPDATE, { code: 'GBP', r: 120, d: today, v: gbp.version });
    expect(await update('XYZ', 120, today, 0)).toMatchObject({ ok: false, refusal: 'UNKNOWN_CURRENCY' });
    expect(await update('INR', 1, today, 0)).toMatchObject({ ok: false, refusal: 'UNKNOWN_CURRENCY' });
    for (const r of [0, -5, 1e9, 120.12345, Number.NaN].filter(Number.isFinite))
      expect(await update('GBP', r, today, gbp.version)).toMatchObject({ refusal: 'INVALID_RATE' });
    for (const d of ['2999-01-01', '2025-02-30', '1999-12-31', 'yesterday'])
      expect(await update('GBP', 120, d, gbp.version)).toMatchObject({ refusal: 'INVALID_DATE' });
    expect(await update('GBP', 120, today, gbp.version + 1)).toMatchObject({ refusal: 'STALE' });
    expect((await rates()).find((r) => r.code === 'GBP')).toEqual(gbp);

    const done = await update('GBP', 118.4321, today, gbp.version);
    expect(done).toMatchObject({ ok: true, rate: { code: 'GBP', inrPerUnit: 118.4321, asOf: today } });
    expect((await rates()).find((r) => r.code === 'GBP')).toMatchObject({ inrPerUnit: 118.4321, asOf: today });
    const [row] = await trailOf(s, 'currency_rate', 'GBP');
    expect(row).toMatchObject({ action: 'update', actorRole: 'admin', actorId: s.admin.id });
    expect(JSON.parse(row!.after!)).toEqual({ inrPerUnitScaled: 1184321, asOf: today });
  });
});
