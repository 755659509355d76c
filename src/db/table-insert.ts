import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Params } from './statement';

// Inserts written as SQL text with their columns read from the Drizzle table, so a column added to a
// table is in the statement (or the row missing it fails loudly) without anyone editing a column list.
// The text depends only on the table, never on the values, so it is parsed once per connection.

type Shape = {
  table: string;
  /** The row's keys, SQL names, cast types and whether the value travels as JSON text, column by column. */
  keys: string[];
  names: string[];
  types: string[];
  json: boolean[];
  /** `<table> (<columns>)`, joined once. */
  into: string;
};

const shapes = new WeakMap<PgTable, Shape>();

/** Every column the caller writes: all but serial ones, whose ids the database draws. */
function shapeOf(table: PgTable): Shape {
  const known = shapes.get(table);
  if (known) return known;
  const columns = Object.entries(getTableColumns(table)).filter(([, c]) => c.columnType !== 'PgSerial');
  const name = getTableName(table);
  const shape: Shape = {
    table: name,
    into: `${name} (${columns.map(([, c]) => c.name).join(', ')})`,
    keys: columns.map(([key]) => key),
    names: columns.map(([, c]) => c.name),
    types: columns.map(([, c]) => c.getSQLType()),
    json: columns.map(([, c]) => c.dataType === 'json'),
  };
  shapes.set(table, shape);
  return shape;
}

/** A row's value for a column: undefined is a column the caller forgot, never silently null. */
function valueOf(shape: Shape, row: Readonly<Record<string, unknown>>, i: number): unknown {
  const value = row[shape.keys[i]!];
  if (value === undefined) throw new Error(`insert into ${shape.table}: no value for ${shape.keys[i]}`);
  return shape.json[i] && value !== null ? JSON.stringify(value) : value;
}

/** The SQL names of the columns an insert into `table` writes, in order (tests hold them to the table). */
export function insertedColumns(table: PgTable): readonly string[] {
  return shapeOf(table).names;
}

/** `insert into <table> (every column) values (…)` for one row. */
export function insertRow(table: PgTable, row: Readonly<Record<string, unknown>>, p: Params): string {
  const shape = shapeOf(table);
  let values = '';
  for (let i = 0; i < shape.keys.length; i++)
    values += `${i ? ', ' : ''}${p.add(valueOf(shape, row, i), shape.types[i]!)}`;
  return `insert into ${shape.into} values (${values})`;
}

/**
 * `insert into <table> (every column) select … from unnest(…)` for any number of rows, one array a column,
 * so the text is the same for one row or fifty. `shared`: columns every row has alike, as a placeholder
 * already added (an order's id for its items), sent once instead of once a row.
 */
export function insertRows(
  table: PgTable,
  rows: readonly Readonly<Record<string, unknown>>[],
  p: Params,
  shared: Readonly<Record<string, string>> = {},
): string {
  const shape = shapeOf(table);
  const select: string[] = [];
  const arrays: string[] = [];
  const aliases: string[] = [];
  shape.keys.forEach((key, i) => {
    const fixed = shared[key];
    if (fixed !== undefined) {
      select.push(fixed);
      return;
    }
    const name = shape.names[i]!;
    // JSON travels as text and is cast back, as an array of jsonb is not read alike by every driver.
    arrays.push(
      p.add(
        rows.map((row) => valueOf(shape, row, i)),
        `${shape.json[i] ? 'text' : shape.types[i]}[]`,
      ),
    );
    aliases.push(name);
    select.push(shape.json[i] ? `l.${name}::${shape.types[i]}` : `l.${name}`);
  });
  return `insert into ${shape.into}
      select ${select.join(', ')} from unnest(${arrays.join(', ')}) as l(${aliases.join(', ')})`;
}

/** One piece of a statement that several domains write together: a named `with` query. */
export type Piece = { name: string; text: string };

/** The pieces as one statement, `with a as (…), b as (…) <select>`: one round trip for all of them. */
export function oneStatement(pieces: readonly Piece[], select: string): string {
  return `with ${pieces.map((piece) => `${piece.name} as (${piece.text})`).join(', ')}\n    ${select}`;
}
