import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import type { DbHandle } from './client';
import { dateOf, epochMs, Params, runStatement } from './statement';

describe('Params', () => {
  it('numbers each value, casts it, and sends a missing value as null', () => {
    const p = new Params();
    expect([p.add(1, 'int'), p.add(['a'], 'text[]'), p.add(undefined, 'uuid')]).toEqual([
      '$1::int',
      '$2::text[]',
      '$3::uuid',
    ]);
    expect(p.values).toEqual([1, ['a'], null]);
  });
});

describe.each(testDatabases())('runStatement on $kind', ({ open }) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('runs the same texts again and again on every connection, each with its own values, arrays included', async () => {
    const sum = (values: number[]) => {
      const p = new Params();
      return runStatement<{ total: number; n: number }>(
        db.db,
        `select sum(v)::int as total, count(*)::int as n from unnest(${p.add(values, 'int[]')}) as v`,
        p,
      );
    };
    const twice = (text: string) => {
      const p = new Params();
      return runStatement<{ out: string }>(db.db, `select ${p.add(text, 'text')} || ${p.add(text, 'text')} as out`, p);
    };
    // More at once than the pool has connections, so every connection meets both texts.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? sum([i, i, 1]) : twice(`x${i}`))));
    answers.forEach((rows, i) => expect(rows).toEqual(i % 2 ? [{ total: 2 * i + 1, n: 3 }] : [{ out: `x${i}x${i}` }]));
  });

  it('reads each placeholder as the value it numbers, wherever and however often the text places it', async () => {
    const p = new Params();
    const a = p.add('a', 'text');
    const b = p.add(['b', 'c'], 'text[]');
    const rows = await runStatement<{ out: string }>(
      db.db,
      `select array_to_string(${b}, '') || ${a} || '$' || ${a} || '$9' as out`,
      p,
    );
    expect(rows).toEqual([{ out: 'bca$a$9' }]);
  });

  it('runs inside the caller transaction: what it wrote is gone when the transaction rolls back', async () => {
    await runStatement(db.db, 'create table statement_probe (v int)', new Params());
    await expect(
      db.db.transaction(async (tx) => {
        const p = new Params();
        await runStatement(tx, `insert into statement_probe (v) values (${p.add(7, 'int')})`, p);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(
      await runStatement<{ n: number }>(db.db, 'select count(*)::int as n from statement_probe', new Params()),
    ).toEqual([{ n: 0 }]);
  });
  it('shows every statement to the onQuery watcher, inside a transaction too (tests count statements by it)', async () => {
    const seen: string[] = [];
    const watched = await open({ onQuery: (q) => void seen.push(q) });
    try {
      const p = new Params();
      const text = `select ${p.add(2, 'int')} + 1 as three`;
      expect(await runStatement<{ three: number }>(watched.db, text, p)).toEqual([{ three: 3 }]);
      await watched.db.transaction((tx) => runStatement(tx, text, p));
      expect(seen.filter((q) => q === text)).toHaveLength(2);
    } finally {
      await watched.close();
    }
  });

  it('reads a timestamp taken with epochMs as the instant it was', async () => {
    const at = new Date('2026-11-27T10:11:12.345Z');
    const p = new Params();
    const [row] = await runStatement<{ ms: number }>(
      db.db,
      `select ${epochMs(p.add(at.toISOString(), 'timestamptz'))} as ms`,
      p,
    );
    expect(dateOf(row!.ms)).toEqual(at);
  });
});
