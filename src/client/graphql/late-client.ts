import type { AnyVariables, OperationContext, OperationResult } from '@urql/core';
import type { TypedDocumentString } from '../../gql/graphql';
import { browserClient } from '../session/browser-client';
import { asDocument } from './document';

// Loaded by `lateGraphQL` (late.ts), never imported directly by the layout: the documents the
// layout's islands run come with the client, not in the page's first download.
export { dataOf } from './result';
export { MeDocument } from '../session/documents';
export { LogoutDocument } from '../account/documents';
export { SetLanguageDocument } from '../i18n/documents';
export { CurrencyRatesDocument, SetDisplayCurrencyDocument } from '../currency/documents';

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
