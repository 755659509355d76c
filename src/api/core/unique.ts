import { databaseError } from '../../db/errors';
import { Refused } from './refusal';

/** Whether `e` (or what it wraps) is PostgreSQL's unique violation. */
const isUniqueViolation = (e: unknown): boolean => databaseError(e)?.code === '23505';

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
