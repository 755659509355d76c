import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { testDatabases } from '../../test/databases';
import { inTransactionRetried, isDeadlock, Refused, type Refuse } from './refusal';

const deadlock = () =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });

describe('isDeadlock', () => {
  it('finds SQLSTATE 40P01 on the error or a cause, and nothing else', () => {
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock(Object.assign(new Error('x'), { code: '40P01' }))).toBe(true);
    expect(isDeadlock(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDeadlock('40P01')).toBe(false);
  });
});

describe.each(testDatabases())('inTransactionRetried on $kind', ({ open }) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await open();
    await db.db.execute(sql`create table retried_probe (v int)`);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('runs the work again after a deadlock, keeping only the attempt that committed', async () => {
    let attempts = 0;
    const out = await inTransactionRetried(db.db, async (tx) => {
      attempts++;
      await tx.execute(sql`insert into retried_probe (v) values (${attempts})`);
      if (attempts < 3) throw deadlock();
      return 'done';
    });
    expect(out).toBe('done');
    expect(attempts).toBe(3);
    const rows = (await db.db.execute(sql`select v from retried_probe order by v`)) as unknown as {
      rows: { v: number }[];
    };
    expect(rows.rows).toEqual([{ v: 3 }]);
  });

  it('gives up after three deadlocks, and never retries another failure or a refusal', async () => {
    let attempts = 0;
    await expect(
      inTransactionRetried(db.db, async () => {
        attempts++;
        throw deadlock();
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(3);

    attempts = 0;
    await expect(
      inTransactionRetried(db.db, async () => {
        attempts++;
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toThrow('unique');
    expect(attempts).toBe(1);

    attempts = 0;
    const refused = await inTransactionRetried(db.db, async (_tx, refuse: Refuse<'NO'>) => {
      attempts++;
      return refuse('NO');
    });
    expect(refused).toEqual(new Refused('NO'));
    expect(attempts).toBe(1);
  });
});
