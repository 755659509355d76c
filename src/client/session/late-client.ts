import type { AnyVariables, OperationContext, OperationResult } from '@urql/core';
import type { TypedDocumentString } from '../../gql/graphql';
import { asDocument } from '../graphql/document';
import { browserClient } from './browser-client';

// Loaded by `lateGraphQL` (late.ts), never imported directly by the layout's islands: they bring
// their documents the same way (a dynamic import), so neither is in the page's first download.
export { dataOf } from '../graphql/result';

/** A query over this tab's client (its session's headers, its refresh on an expired token). */
export function query<Result, Variables extends AnyVariables>(
  doc: TypedDocumentString<Result, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
): Promise<OperationResult<Result, Variables>> {
  return browserClient().query(asDocument(doc), variables, context).toPromise();
}

/** A mutation over this tab's client. */
export function mutation<Result, Variables extends AnyVariables>(
  doc: TypedDocumentString<Result, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
): Promise<OperationResult<Result, Variables>> {
  return browserClient().mutation(asDocument(doc), variables, context).toPromise();
}
