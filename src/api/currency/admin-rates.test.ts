import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { lastRateDay } from '../../lib/currency-days';
import { asAdmin, refusedToNonAdmins, startWithStaff, type Staff } from '../../test/admin-catalogue';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';

// The back office's page of rates: only admins read it (with who changed each rate last) or change a rate;
// anything refused leaves every rate, its day, version and author as they were.

type AdminRate = {
  code: string;
  inrPerUnit: number;
  asOf: string;
  version: number;
  updatedAt: string;
  updatedByName: string | null;
};
type Payload = { ok: boolean; refusal: string | null; rate: { version: number } | null };

const LIST = `{ adminCurrencyRates { code inrPerUnit asOf version updatedAt updatedByName } }`;
const UPDATE = `mutation U($code: String!, $r: Float!, $d: String!, $v: Int!) {
  updateCurrencyRate(code: $code, inrPerUnit: $r, asOf: $d, expectedVersion: $v) { ok refusal rate { version } } }`;

describe.each(testDatabases())('the back office rates on $kind', ({ open }) => {
  let db: DbHandle;
  let s: Staff;
  const list = async () => (await asAdmin<{ adminCurrencyRates: AdminRate[] }>(s, LIST)).adminCurrencyRates;
  const rateOf = async (code: string) => (await list()).find((r) => r.code === code)!;
  const update = async (vars: { code: string; r: number; d: string; v: number }) =>
    (await asAdmin<{ updateCurrencyRate: Payload }>(s, UPDATE, vars)).updateCurrencyRate;

  beforeAll(async () => {
    db = await open();
    s = await startWithStaff(db);
  });
  afterAll(async () => {
    await s?.server.close();
    await db?.close();
  });

  it('lists every display currency but the rupee to admins only; the starting rates have no author', async () => {
    await refusedToNonAdmins(s, LIST);
    const rates = await list();
    expect(rates.map((r) => r.code)).toEqual(['AED', 'AUD', 'CAD', 'EUR', 'GBP', 'SGD', 'USD']);
    for (const r of rates) {
      expect(r).toMatchObject({ version: 0, updatedByName: null, asOf: '2025-07-01' });
      expect(Number.isNaN(Date.parse(r.updatedAt))).toBe(false);
    }
  });

  it('refuses designers and shoppers a change, whatever the role header claims', async () => {
    const before = await rateOf('USD');
    await refusedToNonAdmins(s, UPDATE, { code: 'USD', r: 90, d: before.asOf, v: before.version });
    const claimed = await gqlAs(s.server, s.designer, UPDATE, { code: 'USD', r: 90, d: before.asOf, v: 0 });
    expect(claimed.errors?.[0]?.extensions?.code).toBe('access-denied');
    expect(await rateOf('USD')).toEqual(before);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await list();
    const eur = before.find((r) => r.code === 'EUR')!;
    const today = lastRateDay(new Date());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const cases: [Parameters<typeof update>[0], string][] = [
      [{ code: 'eur', r: 100, d: today, v: 0 }, 'UNKNOWN_CURRENCY'],
      [{ code: 'INR', r: 1, d: today, v: 0 }, 'UNKNOWN_CURRENCY'],
      [{ code: 'EUR', r: 0, d: today, v: 0 }, 'INVALID_RATE'],
      [{ code: 'EUR', r: -101.5, d: today, v: 0 }, 'INVALID_RATE'],
      [{ code: 'EUR', r: 101.00001, d: today, v: 0 }, 'INVALID_RATE'],
      [{ code: 'EUR', r: 0.001, d: today, v: 0 }, 'INVALID_RATE'],
      [{ code: 'EUR', r: 100_000.5, d: today, v: 0 }, 'INVALID_RATE'],
      [{ code: 'EUR', r: 101, d: tomorrow, v: 0 }, 'INVALID_DATE'],
      [{ code: 'EUR', r: 101, d: '2025-13-01', v: 0 }, 'INVALID_DATE'],
      [{ code: 'EUR', r: 101, d: '2025-7-1', v: 0 }, 'INVALID_DATE'],
      [{ code: 'EUR', r: 101, d: '', v: 0 }, 'INVALID_DATE'],
      [{ code: 'EUR', r: 101, d: today, v: eur.version + 1 }, 'STALE'],
      [{ code: 'EUR', r: 101, d: today, v: -1 }, 'STALE'],
    ];
    for (const [vars, refusal] of cases)
      expect(await update(vars), JSON.stringify(vars)).toEqual({ ok: false, refusal, rate: null });
    expect(await list()).toEqual(before);
  });

  it("keeps an admin's change with its author; a change sent on the old version after it is refused", async () => {
    const gbp = await rateOf('GBP');
    const today = lastRateDay(new Date());
    // Two admins with the page open at once: the first save wins, the second is told it is stale.
    const [a, b] = await Promise.all([
      update({ code: 'GBP', r: 118.4321, d: today, v: gbp.version }),
      update({ code: 'GBP', r: 119, d: today, v: gbp.version }),
    ]);
    expect([a, b].filter((x) => x.ok)).toHaveLength(1);
    expect([a, b].filter((x) => !x.ok)).toEqual([{ ok: false, refusal: 'STALE', rate: null }]);
    const after = await rateOf('GBP');
    expect(after).toMatchObject({ asOf: today, version: gbp.version + 1, updatedByName: 'Test Shopper' });
    expect([118.4321, 119]).toContain(after.inrPerUnit);
    expect(after.updatedAt).not.toBe(gbp.updatedAt);
    // Four decimals are kept as typed; the other rates are untouched.
    expect(await update({ code: 'GBP', r: 117.0001, d: '2025-07-02', v: after.version })).toMatchObject({ ok: true });
    expect(await rateOf('GBP')).toMatchObject({ inrPerUnit: 117.0001, asOf: '2025-07-02' });
    expect((await list()).filter((r) => r.updatedByName !== null).map((r) => r.code)).toEqual(['GBP']);
  });
});
