import type { Db } from '../../db/client';
import { databaseError } from '../../db/errors';

// The one way to refuse inside a transaction: `refuse(answer)` throws, the transaction rolls back
// whatever it wrote, and `inTransaction` hands the answer back as a `Refused` value at the edge.
// Only that call's refusals are caught there: anything else thrown (a database error, a refusal of an
// enclosing transaction) passes through unchanged.

/** Stops the transaction, keeping nothing it wrote; the edge answers with `answer`. */
export type Refuse<R> = (answer: R) => never;

/** A transaction's refusal, as its edge answers it. */
export class Refused<R> {
  constructor(readonly answer: R) {}
}

class Refusal extends Error {
  constructor(
    readonly answer: unknown,
    readonly edge: symbol,
  ) {
    super('refused');
  }
}

/**
 * Runs `work` in one transaction of `db`. `work` gets the transaction and its `refuse`; annotate that
 * parameter (`refuse: Refuse<MyRefusal>`) to type the answer. Resolves to what `work` returns, or to
 * `Refused` when it refused (rolled back).
 */
export async function inTransaction<T, R>(
  db: Db,
  work: (tx: Db, refuse: Refuse<R>) => Promise<T>,
): Promise<T | Refused<R>> {
  const edge = Symbol('transaction');
  const refuse: Refuse<R> = (answer) => {
    throw new Refusal(answer, edge);
  };
  try {
    return await db.transaction((tx) => work(tx as unknown as Db, refuse));
  } catch (e) {
    if (e instanceof Refusal && e.edge === edge) return new Refused(e.answer as R);
    throw e;
  }
}

/** Whether PostgreSQL broke a deadlock by failing this transaction (SQLSTATE 40P01, here or in a cause). */
export const isDeadlock = (error: unknown): boolean => databaseError(error)?.code === '40P01';

/**
 * `inTransaction`, run again (up to three times in all) when PostgreSQL fails it to break a deadlock:
 * for work that locks rows in an order it cannot fix beforehand (a booking trying designer after
 * designer), where the loser would otherwise get an unexpected error for a request that is fine.
 * Only for work whose every effect is inside the transaction.
 */
export async function inTransactionRetried<T, R>(
  db: Db,
  work: (tx: Db, refuse: Refuse<R>) => Promise<T>,
): Promise<T | Refused<R>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, work);
    } catch (e) {
      if (attempt >= 3 || !isDeadlock(e)) throw e;
    }
  }
}
