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

/** What a driver's client (pg's pool or pool client, PGlite or its transaction) offers for one statement. */
type DriverClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
type DriverSession = { client?: unknown; logger?: { logQuery?: unknown } };

/**
 * The driver client behind a database or transaction handle, and drizzle's logger (tests count
 * statements through it), or null if drizzle's session no longer looks as it did when this was written.
 */
function driverOf(db: Db): { client: DriverClient; log?: (text: string, values: unknown[]) => void } | null {
  const session = (db as unknown as { session: DriverSession }).session;
  const client = session.client as { query?: unknown } | undefined;
  if (!client || typeof client.query !== 'function') return null;
  const logger = session.logger;
  const logQuery = logger?.logQuery;
  return {
    client: client as DriverClient,
    log: typeof logQuery === 'function' ? (text, values) => logQuery.call(logger, text, values) : undefined,
  };
}

/**
 * Runs a statement written as SQL text, with its parameters, in the caller's transaction. Checkout's
 * statements are written this way: their text never changes, and building them with the query builder
 * on every call cost 13-16 % of the gateway's CPU an order (BENCHMARKS.md). Rows come back as the driver
 * reads them, with columns by their SQL names: ask for numbers, text and arrays of them (a timestamp is
 * read with `epochMs`).
 *
 * Straight to the driver's client with the text as written: handing it to drizzle's `execute` instead
 * cut it into chunks, walked them back into text and built a prepared-query object on every call (about
 * a twelfth of an order's CPU in a profile). Sent unnamed, as `execute` sent it.
 */
export async function runStatement<Row>(db: Db, text: string, params: Params): Promise<Row[]> {
  const driver = driverOf(db);
  // Every checkout and catalogue test runs through here on both drivers, so a drizzle upgrade that moves
  // its session's client fails them rather than a shopper's order.
  if (!driver) throw new Error('runStatement: the drizzle session has no driver client (drizzle-orm changed?)');
  driver.log?.(text, params.values);
  const result = await driver.client.query(text, params.values);
  return result.rows as Row[];
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
