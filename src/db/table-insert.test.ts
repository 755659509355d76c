import { describe, expect, it } from 'vitest';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { Params } from './statement';
import { insertedColumns, insertRow, insertRows, oneStatement } from './table-insert';

const things = pgTable('things', {
  id: serial('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  name: jsonb('name').$type<{ en: string }>().notNull(),
  count: integer('count'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
const at = new Date('2026-01-01T00:00:00Z');

describe('inserts written from the Drizzle table', () => {
  it('writes every column but the serial id, with its SQL name and type', () => {
    expect(insertedColumns(things)).toEqual(['owner_id', 'name', 'count', 'at']);
    const p = new Params();
    expect(insertRow(things, { ownerId: 'a', name: { en: 'x' }, count: null, at }, p)).toBe(
      'insert into things (owner_id, name, count, at) values ($1::text, $2::jsonb, $3::integer, $4::timestamp with time zone)',
    );
    // JSON travels as its text; a null stays SQL null.
    expect(p.values).toEqual(['a', '{"en":"x"}', null, at]);
  });

  it('refuses a row that misses a column instead of writing null', () => {
    expect(() => insertRow(things, { ownerId: 'a', name: { en: 'x' }, at }, new Params())).toThrow(
      'insert into things: no value for count',
    );
    expect(() => insertRows(things, [{ name: { en: 'x' }, count: 1, at }], new Params())).toThrow(
      /no value for ownerId/,
    );
  });

  it('writes one row or three with the same text, one array a column, a shared column once', () => {
    const row = (n: number) => ({ name: { en: `t${n}` }, count: n, at });
    const one = new Params();
    const three = new Params();
    const text = insertRows(things, [row(1)], one, { ownerId: one.add('a', 'text') });
    expect(insertRows(things, [row(1), row(2), row(3)], three, { ownerId: three.add('a', 'text') })).toBe(text);
    expect(text).toContain('select $1::text, l.name::jsonb, l.count, l.at from unnest($2::text[], $3::integer[]');
    expect(three.values).toEqual(['a', ['{"en":"t1"}', '{"en":"t2"}', '{"en":"t3"}'], [1, 2, 3], [at, at, at]]);
  });

  it('joins the pieces into one statement', () => {
    expect(
      oneStatement(
        [
          { name: 'a', text: 'select 1' },
          { name: 'b', text: 'select 2' },
        ],
        'select 3',
      ),
    ).toBe('with a as (select 1), b as (select 2)\n    select 3');
  });
});
