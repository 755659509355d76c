import type { Db } from './client';

/**
 * The parameters of a statement written as SQL text: `add` keeps a value and answers its placeholder,
 * cast to the column's type so PostgreSQL and PGlite read the value the same way whatever it is.
 */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, type: string): string {
    this.values.push(value === undefined ? null : value);
    return `$${this.values.length}::${type}`;
  }
}

// One name per statement text, so each is parsed once per connection. The callers' texts have a fixed
// shape (arrays travel as single parameters), so this stays a handful; past the cap a text runs unnamed
// rather than growing what every connection keeps.
const names = new Map<string, string>();
const maxNames = 64;

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= maxNames) return known;
  const name = `statement_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a statement written as SQL text, with its parameters, in the caller's transaction. Checkout's
 * statements are written this way: their text never changes, and building them with the query builder
 * on every call cost 13-16 % of the gateway's CPU an order (BENCHMARKS.md). Rows come back as the driver
 * reads them, with columns by their SQL names: ask for numbers, text and arrays of them (timestamps
 * differ between PostgreSQL's driver and PGlite's).
 */
export async function runStatement<Row>(db: Db, text: string, params: Params): Promise<Row[]> {
  const result = (await db._.session
    .prepareQuery({ sql: text, params: params.values }, undefined, nameOf(text), false)
    .execute()) as { rows: Row[] };
  return result.rows;
}
