import { Refused } from './refusal';

/** Whether `e` (or what it wraps) is PostgreSQL's unique violation. */
function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && typeof x === 'object' && depth < 5; depth++) {
    if ((x as { code?: unknown }).code === '23505') return true;
    x = (x as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Two admins creating the same slug or code at the same moment both pass the check before the insert;
 * the database's unique index stops the second, answered as the refusal the check would have given.
 */
export function refusingDuplicates<T, R>(work: Promise<T | Refused<R>>, answer: R): Promise<T | Refused<R>> {
  return work.catch((e: unknown) => {
    if (isUniqueViolation(e)) return new Refused(answer);
    throw e;
  });
}
