import { randomUUID } from 'node:crypto';
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import type { TypedDocumentString } from '../gql/graphql';
import { sharedDatabase } from '../db/client';
import type { Locale } from '../db/schema/localized';
import { errorFields, log } from '../log';
import { sharedServices } from './shared-services';
import { buildContext } from './context';
import { schema } from './schema';
import { followCatalogueChanges } from './catalog';

class QueryFailed extends Error {}

/**
 * Server components run the same schema in-process (no HTTP hop), with the same resolvers and
 * authorization: a page render is an anonymous visitor's request.
 */
const parsed = new Map<string, DocumentNode>();
// Next bundles its own copy of the catalogue's read cache (a second module graph): it must hear
// `catalogueChanged` itself, or pages would show a changed price for up to a minute.
let following = false;

export async function runQuery<TResult, TVariables extends Record<string, unknown>>(
  operation: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  opts: { locale: Locale },
): Promise<TResult> {
  const requestId = randomUUID();
  const handle = await sharedDatabase();
  const services = sharedServices();
  if (!following) {
    following = true;
    followCatalogueChanges(handle.db, services.pubsub);
  }
  const contextValue = await buildContext(
    { db: handle.db, ...services },
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
      errors: result.errors.map((e: GraphQLError) => ({
        path: e.path,
        ...(e.originalError ? errorFields(e.originalError) : { message: e.message }),
      })),
    });
    // Next prints a page's error as it is: it carries the request id, never the failure's own text
    // (a database error's message holds the query and what the visitor typed).
    throw new QueryFailed(`page query failed (request ${requestId}, ${first.path?.join('.') ?? 'query'})`);
  }
  return result.data as TResult;
}
