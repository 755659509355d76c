import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
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

/** A text cut at its placeholders: `pieces[i]` comes before the value numbered `slots[i]` (from 0). */
type Cut = { pieces: readonly SQL[]; slots: readonly number[]; tail: SQL };

// The callers' texts have a fixed shape (arrays travel as single parameters), so this stays a handful;
// past the cap a text is cut on every call rather than growing what the process keeps.
const cuts = new Map<string, Cut>();
const maxCuts = 64;
// A placeholder as `Params.add` writes it, always followed by its cast: `$9` alone may be text in a literal.
const placeholder = /\$(\d+)(?=::)/g;

function cut(text: string): Cut {
  const known = cuts.get(text);
  if (known) return known;
  const pieces: SQL[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const m of text.matchAll(placeholder)) {
    pieces.push(sql.raw(text.slice(from, m.index)));
    slots.push(Number(m[1]) - 1);
    from = m.index + m[0].length;
  }
  const made = { pieces, slots, tail: sql.raw(text.slice(from)) };
  if (cuts.size < maxCuts) cuts.set(text, made);
  return made;
}

/** The text as a drizzle `SQL` with each placeholder a parameter (an array stays one parameter). */
function statementOf(text: string, values: readonly unknown[]): SQL {
  const { pieces, slots, tail } = cut(text);
  const chunks: SQLChunk[] = [];
  pieces.forEach((piece, i) => chunks.push(piece, sql.param(values[slots[i]!])));
  chunks.push(tail);
  return sql.join(chunks);
}

/**
 * Runs a statement written as SQL text, with its parameters, in the caller's transaction. Checkout's
 * statements are written this way: their text never changes, and building them with the query builder
 * on every call cost 13-16 % of the gateway's CPU an order (BENCHMARKS.md). Rows come back as the driver
 * reads them, with columns by their SQL names: ask for numbers, text and arrays of them (timestamps
 * differ between PostgreSQL's driver and PGlite's).
 *
 * Through drizzle's public `execute`, which sends the statement unnamed: drizzle names prepared
 * statements only for its query builders, and these texts (data-modifying `with`, locks) have none.
 */
export async function runStatement<Row>(db: Db, text: string, params: Params): Promise<Row[]> {
  const result = (await db.execute(statementOf(text, params.values))) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A `timestamptz` column as whole milliseconds since the epoch (a JS number whatever the driver), for
 * `dateOf`: the drivers give timestamps back in different forms, and a Date keeps milliseconds only.
 */
export const epochMs = (column: string): string => `floor(extract(epoch from ${column}) * 1000)::float8`;

/** A column read with `epochMs` as the Date drizzle's query builder would give (null stays null). */
export function dateOf(ms: number): Date;
export function dateOf(ms: number | null): Date | null;
export function dateOf(ms: number | null): Date | null {
  return ms === null ? null : new Date(ms);
}
