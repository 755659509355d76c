import { randomUUID } from 'node:crypto';
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import type { TypedDocumentString } from '../gql/graphql';
import { sharedDatabase } from '../db/client';
import type { Locale } from '../db/schema/localized';
import { log } from '../log';
import { sharedServices } from '../server/shared';
import { buildContext } from './context';
import { schema } from './schema';

class QueryFailed extends Error {}

/**
 * Server components run the same schema in-process (no HTTP hop), with the same resolvers and
 * authorization: a page render is an anonymous visitor's request.
 */
const parsed = new Map<string, DocumentNode>();

export async function runQuery<TResult, TVariables extends Record<string, unknown>>(
  operation: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  opts: { locale: Locale },
): Promise<TResult> {
  const requestId = randomUUID();
  const handle = await sharedDatabase();
  const contextValue = await buildContext(
    { db: handle.db, ...sharedServices() },
    { requestId, auth: { role: 'anonymous', authorization: null }, locale: opts.locale, ip: 'server' },
  );
  let document = parsed.get(operation.toString());
  if (!document) {
    document = parse(operation.toString());
    parsed.set(operation.toString(), document);
  }
  const errors = validate(schema, document);
  if (errors.length) throw new QueryFailed(errors.map((e) => e.message).join('; '));
  const result = await execute({ schema, document, variableValues: variables, contextValue });
  if (result.errors?.length) {
    const first = result.errors[0]!;
    log.error('page query failed', {
      requestId,
      errors: result.errors.map((e: GraphQLError) => ({ message: e.message, path: e.path, stack: e.originalError?.stack })),
    });
    throw new QueryFailed(`${first.message} (request ${requestId})`);
  }
  return result.data as TResult;
}
