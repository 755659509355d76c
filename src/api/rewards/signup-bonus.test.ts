import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { testDatabases } from '../../test/databases';
import { profileSuite } from '../../test/profile-suite';

// The sign-up bonus cannot be farmed: deleting the account and signing in again with the same number
// makes a new, empty account without a second bonus, however often it is done.

const ME = '{ me { id } }';
const REWARDS = '{ myRewards { balance history { entries { kind points } } } }';
const ASK = 'mutation { requestAccountDeletionCode { ok refusal } }';
const DELETE = 'mutation($c: String!) { deleteAccount(code: $c, confirm: true) { ok refusal } }';

type Body = { data?: Record<string, unknown> | null; errors?: unknown };
const field = (b: Body, name: string) => (b.data as Record<string, Record<string, unknown>>)[name]!;
const rows = async (db: DbHandle, q: ReturnType<typeof sql>) =>
  ((await db.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe.each(testDatabases())('the sign-up bonus on $kind', ({ open }) => {
  const s = profileSuite(open);

  it('is granted once per number: a deleted and remade account starts with none', async () => {
    const phone = s.nextPhone();
    const ids: string[] = [];
    for (let round = 0; round < 3; round++) {
      s.later();
      const me = await s.signIn(phone);
      ids.push(field(await s.call(me.id_token, ME), 'me').id as string);
      const mine = field(await s.call(me.id_token, REWARDS), 'myRewards');
      expect(mine).toEqual(
        round === 0
          ? { balance: 50, history: { entries: [{ kind: 'SIGNUP', points: 50 }] } }
          : { balance: 0, history: { entries: [] } },
      );
      await s.call(me.id_token, ASK);
      expect(field(await s.call(me.id_token, DELETE, { c: s.lastCode(phone) }), 'deleteAccount')).toEqual({
        ok: true,
        refusal: null,
      });
    }
    expect(new Set(ids).size).toBe(3);

    // Another number still has its own bonus.
    s.later();
    const other = await s.signIn();
    expect(field(await s.call(other.id_token, REWARDS), 'myRewards')).toMatchObject({ balance: 50 });
  });

  it('keeps the numbers as keyed hashes only: no number, no account, no plain hash of the number', async () => {
    const kept = await rows(s.db, sql`select * from signup_bonus_numbers`);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(kept[0]!)).toEqual(['digest']);
    const digests = kept.map((r) => r.digest as string);
    for (const d of digests) expect(d).toMatch(/^[0-9a-f]{64}$/);
    const phones = (await rows(s.db, sql`select phone from users where deleted_at is null`)).map((r) => r.phone);
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(digests).not.toContain(createHash('sha256').update(String(phone)).digest('hex'));
    const [key] = await rows(s.db, sql`select key from signup_bonus_key`);
    expect(key!.key).toMatch(/^[0-9a-f]{64}$/);
  });
});
