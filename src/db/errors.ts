/** A PostgreSQL error as the store reads it: its SQLSTATE code and where it struck, never its values. */
export type DatabaseError = { code: string; table?: string; constraint?: string; column?: string };

/**
 * The PostgreSQL error somewhere in an error's cause chain (pg and PGlite both carry a SQLSTATE `code`;
 * drizzle wraps it in a "Failed query" error), or null. Never `detail`: PostgreSQL puts the offending
 * values there ("Key (phone)=(…) already exists").
 */
export function databaseError(error: unknown): DatabaseError | null {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, table, constraint, column } = e as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const pick = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return { code, table: pick(table), constraint: pick(constraint), column: pick(column) };
    }
  }
  return null;
}
