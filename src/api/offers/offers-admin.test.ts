import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { asAdmin, refusedToNonAdmins, startWithStaff, trailOf, type Staff } from '../../test/admin-catalogue';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';
import { ADMIN_OFFERS, createOffer, OFFER_STATUS } from '../../test/offers-api';

// The owner's desk of offers: admins only; bad input changes nothing and says what is wrong; an edit from
// an older version is refused; codes come in batches nobody can guess; every change is in the audit trail.

type Listed = { id: string; titleEn: string; status: string; version: number; code: string | null; batchCodes: number };
const DUPLICATE = `mutation D($id: ID!) { duplicateOffer(id: $id) { ok refusal offer { id status titleEn code uses } } }`;
const CODES = `mutation G($id: ID!, $n: Int!, $p: String) { generateOfferCodes(id: $id, count: $n, prefix: $p) { ok refusal batch codes } }`;
const BATCH = `query B($id: ID!) { adminOfferCodes(id: $id) { code batch used } }`;

describe.each(testDatabases())('the offers desk on $kind', ({ open }) => {
  let db: DbHandle;
  let s: Staff;
  const base = {
    kind: 'CODE',
    titleEn: 'Onam 10',
    startsAt: '2026-11-20T00:00:00+05:30',
    effect: 'PERCENT_OFF',
    percent: 10,
  };
  const list = async () => (await asAdmin<{ adminOffers: Listed[] }>(s, ADMIN_OFFERS)).adminOffers;

  beforeAll(async () => {
    db = await open();
    s = await startWithStaff(db);
  });
  afterAll(async () => {
    await s?.server.close();
    await db?.close();
  });

  it('is for admins only, whatever the role header claims', async () => {
    await refusedToNonAdmins(s, ADMIN_OFFERS);
    await refusedToNonAdmins(s, `mutation C($input: OfferInput!) { createOffer(input: $input) { ok } }`, {
      input: base,
    });
    expect(await list()).toEqual([]);
  });

  it('refuses bad input with the reason and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ percent: 0 }, 'INVALID_PERCENT'],
      [{ percent: 100.5 }, 'INVALID_PERCENT'],
      [{ percent: -5 }, 'INVALID_PERCENT'],
      [{ percent: 12.345 }, 'INVALID_PERCENT'],
      [{ effect: 'AMOUNT_OFF', amount: 0 }, 'INVALID_AMOUNT'],
      [{ endsAt: '2026-11-19T23:59:00+05:30' }, 'INVALID_WINDOW'],
      [{ startsAt: 'tomorrow' }, 'INVALID_WINDOW'],
      [{ titleEn: '   ' }, 'INVALID_TITLE'],
      [{ code: 'NO WAY!' }, 'INVALID_CODE'],
      [{ maxUses: 0 }, 'INVALID_CAP'],
      [{ zones: ['MARS'] }, 'INVALID_TARGETS'],
      [{ effect: 'BUY_X_GET_Y', buy: 0, get: 1 }, 'INVALID_BUY_GET'],
      [{ kind: 'AUTOMATIC', code: 'AUTO1' }, 'INVALID_CODE'],
    ];
    for (const [change, refusal] of cases)
      expect(await createOffer(s.server, s.admin, { ...base, ...change })).toMatchObject({
        ok: false,
        refusal,
        offer: null,
      });
    expect(await list()).toEqual([]);
  });

  it('keeps one offer to a code, refuses overlapping exclusive offers, and an edit from an older version', async () => {
    const first = await createOffer(s.server, s.admin, { ...base, code: ' onam 10 ' });
    expect(first).toMatchObject({ ok: true, offer: { code: 'ONAM10' } });
    expect(await createOffer(s.server, s.admin, { ...base, code: 'ONAM10' })).toMatchObject({ refusal: 'CODE_TAKEN' });
    const festive = { kind: 'AUTOMATIC', titleEn: 'Festive', effect: 'PERCENT_OFF', percent: 5, exclusive: true };
    expect(
      await createOffer(s.server, s.admin, {
        ...festive,
        startsAt: '2026-12-01T00:00:00+05:30',
        endsAt: '2026-12-10T00:00:00+05:30',
      }),
    ).toMatchObject({ ok: true });
    expect(
      await createOffer(s.server, s.admin, {
        ...festive,
        startsAt: '2026-12-09T00:00:00+05:30',
        endsAt: '2026-12-20T00:00:00+05:30',
      }),
    ).toMatchObject({ ok: false, refusal: 'EXCLUSIVE_OVERLAP' });
    expect(
      await createOffer(s.server, s.admin, {
        ...festive,
        startsAt: '2026-12-10T00:00:00+05:30',
        endsAt: '2026-12-20T00:00:00+05:30',
      }),
    ).toMatchObject({ ok: true });
    const id = first.offer!.id;
    const pause = async (v: number, st: string) =>
      (
        await asAdmin<{
          setOfferStatus: { ok: boolean; refusal: string | null; offer: { status: string; version: number } | null };
        }>(s, OFFER_STATUS, { id, v, s: st })
      ).setOfferStatus;
    expect(await pause(0, 'PAUSED')).toMatchObject({ ok: true, offer: { status: 'PAUSED', version: 1 } });
    expect(await pause(0, 'ACTIVE')).toMatchObject({ ok: false, refusal: 'STALE' });
    expect(await pause(1, 'ENDED')).toMatchObject({ ok: true, offer: { status: 'ENDED' } });
    expect(await pause(2, 'ACTIVE')).toMatchObject({ ok: false, refusal: 'INVALID_WINDOW' });
    const copy = (
      await asAdmin<{
        duplicateOffer: { ok: boolean; offer: { status: string; titleEn: string; code: string | null; uses: number } };
      }>(s, DUPLICATE, { id })
    ).duplicateOffer;
    expect(copy).toMatchObject({
      ok: true,
      offer: { status: 'PAUSED', titleEn: 'Onam 10 (copy)', code: null, uses: 0 },
    });
    const trail = await trailOf(s, 'offer', id);
    expect(trail.map((t) => t.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('makes a batch of single-use codes that cannot be guessed, listed for the CSV', async () => {
    const made = await createOffer(s.server, s.admin, { ...base, titleEn: 'Influencer', code: null });
    const id = made.offer!.id;
    const gen = async (n: number, p?: string) =>
      (
        await asAdmin<{
          generateOfferCodes: { ok: boolean; refusal: string | null; batch: string | null; codes: string[] };
        }>(s, CODES, { id, n, p })
      ).generateOfferCodes;
    expect(await gen(0)).toMatchObject({ ok: false, refusal: 'INVALID_COUNT', codes: [] });
    expect(await gen(5001)).toMatchObject({ ok: false, refusal: 'INVALID_COUNT' });
    const batch = await gen(50, 'asha');
    expect(batch.ok).toBe(true);
    expect(new Set(batch.codes).size).toBe(50);
    for (const c of batch.codes) expect(c).toMatch(/^ASHA-[2-9A-HJKMNP-Z]{10}$/);
    const listed = (await asAdmin<{ adminOfferCodes: { code: string; used: boolean }[] }>(s, BATCH, { id }))
      .adminOfferCodes;
    expect(listed.map((c) => c.code).sort()).toEqual([...batch.codes].sort());
    expect((await list()).find((o) => o.id === id)).toMatchObject({ batchCodes: 50, code: null });
    const shopper = (await gqlAs(s.server, s.designer, BATCH, { id })).errors?.[0]?.extensions?.code;
    expect(shopper).toBe('access-denied');
  });
});
