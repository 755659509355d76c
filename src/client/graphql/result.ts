import { CombinedError, type AnyVariables, type OperationResult } from '@urql/core';

/** The data of an answer, or its error thrown: for calls made in sequence (submit, then go on). */
export function dataOf<Data, Variables extends AnyVariables>(result: OperationResult<Data, Variables>): Data {
  if (result.error) throw result.error;
  if (result.data === undefined || result.data === null)
    throw new CombinedError({ networkError: new Error('The gateway answered without data') });
  return result.data;
}
