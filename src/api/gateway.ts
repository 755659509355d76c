import type { IncomingMessage } from 'node:http';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { log } from '../log';
import { buildContext, requestIdFrom, type Deps, type GraphQLContext } from './context';
import { maskedError } from './errors';
import { handleStreamOrSingleExecutionResult } from '@envelop/core';
import { schema } from './schema';

// Limits sized for the store's own queries with room to grow; exceeding one answers a generic message,
// so a prober learns nothing about where the limits sit.
export const limits = { depth: 10, aliases: 15, cost: 2000, tokens: 2000 } as const;

// The id a response is answered with, so a shopper's report can be matched to the log line.
const requestIds = new WeakMap<Request, string>();

type ServerContext = { req?: IncomingMessage; connectionParams?: Record<string, unknown> };

function header(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** Reads a header from connection params, flat or under `headers`, case-insensitively. */
export function paramHeader(params: Record<string, unknown> | undefined, name: string): string | null {
  if (!params) return null;
  const nested = params.headers && typeof params.headers === 'object' ? (params.headers as Record<string, unknown>) : {};
  for (const source of [params, nested]) {
    for (const [k, v] of Object.entries(source)) if (k.toLowerCase() === name) return header(v);
  }
  return null;
}

/**
 * Errors we raise on purpose (a GraphQLError with a code) reach the client as they are; anything else is
 * logged with the request id and replaced by a message that reveals nothing but that id.
 */
function maskExecutionErrors(production: boolean): Plugin {
  return {
    onExecute({ args }) {
      const requestId = (args.contextValue as unknown as Partial<GraphQLContext>).requestId ?? "unknown";
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            if (!result.errors?.length) return;
            const errors = result.errors.map((err) => {
              const original = err.originalError;
              if (!original || original instanceof GraphQLError) return err;
              log.error('graphql: unexpected error', {
                requestId,
                path: err.path?.join('.'),
                error: { message: original.message, stack: original.stack },
              });
              const masked = production
                ? maskedError(requestId)
                : new GraphQLError(original.message, { extensions: { code: 'internal', requestId } });
              return new GraphQLError(masked.message, { path: err.path, extensions: masked.extensions });
            });
            setResult({ ...result, errors });
          });
        },
      };
    },
  };
}

/** The caller's address; X-Forwarded-For only when TRUST_PROXY says a proxy we run sets it. */
export function clientIp(req: IncomingMessage | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? req?.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (first || req?.socket.remoteAddress || 'unknown').slice(0, 64);
}

export type Gateway = YogaServerInstance<ServerContext, GraphQLContext>;

export function createGateway(deps: Deps, opts: { production: boolean; introspection: boolean }): Gateway {
  const plugins: Plugin[] = [
    maxDepthPlugin({ n: limits.depth, exposeLimits: false, flattenFragments: true }),
    maxAliasesPlugin({ n: limits.aliases, exposeLimits: false }),
    costLimitPlugin({ maxCost: limits.cost, exposeLimits: false }),
    maxTokensPlugin({ n: limits.tokens, exposeLimits: false }),
    maskExecutionErrors(opts.production),
    {
      onResponse({ request, response }) {
        const id = requestIds.get(request);
        if (id) response.headers.set('x-request-id', id);
      },
    },
  ];
  if (opts.production) plugins.push(blockFieldSuggestionsPlugin());
  if (!opts.introspection) {
    plugins.push({ onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) });
  }

  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !opts.production,
    logging: false,
    plugins,
    context: ({ request, connectionParams, req }) => {
      const ws = connectionParams !== undefined;
      const get = (name: string) => (ws ? paramHeader(connectionParams, name) : request.headers.get(name));
      const requestId = requestIdFrom(ws ? null : request.headers.get('x-request-id'));
      if (!ws) requestIds.set(request, requestId);
      return buildContext(deps, {
        requestId,
        auth: { role: get('role'), authorization: get('authorization') },
        locale: get('x-locale'),
        acceptLanguage: get('accept-language'),
        ip: clientIp(req, deps.kit.trustProxy),
      });
    },
    // Execution errors are masked by maskExecutionErrors (which knows the request id); this catches the rest.
    maskedErrors: { isDev: !opts.production },
  });
}
