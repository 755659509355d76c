import type { IncomingMessage } from 'node:http';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import { createYoga, maskError, type MaskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { clientAddress } from '../client-address';
import { errorFields, log } from '../log';
import { buildContext, requestIdFrom, type Deps } from './context';
import type { GraphQLContext } from './core/context';
import { ErrorCode, maskedError, maskedMessage } from './core/errors';
import { handleStreamOrSingleExecutionResult } from '@envelop/core';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { schema } from './schema';
import { queryCostRule } from './query-cost';
import { executionLimits, guardResolvers } from './execution-limits';
import { gatewayRequests, originPolicy, type OriginPolicy } from './requests';
import { responseCachePlugins, type ResponseCacheOptions } from './core/response-cache';
import type { FrontAnswers } from './core/front-answers';

// Limits sized for the store's own queries with room to grow; exceeding one answers a generic message,
// so a prober learns nothing about where the limits sit. `cost` counts the fields a query may resolve,
// lists multiplied by their size (query-cost.ts): the store's largest page, staff's order list, is about
// 15,500; a product listing about 2,100.
export const limits = {
  depth: 10,
  aliases: 15,
  cost: 20_000,
  tokens: 2000,
  /** A query still running after this answers `timeout` (mutations run to their end). */
  timeoutMs: 5000,
  /** An answer larger than this is replaced by a `too-large` error. */
  responseBytes: 5 * 1024 * 1024,
  /** POST bodies above this are refused before they are read whole. */
  requestBytes: 256 * 1024,
} as const;
export type Limits = { -readonly [K in keyof typeof limits]: number };

// The id a response is answered with, so a shopper's report can be matched to the log line.
const requestIds = new WeakMap<Request, string>();

type ServerContext = { req?: IncomingMessage; connectionParams?: Record<string, unknown> };

function header(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** Reads a header from connection params, flat or under `headers`, case-insensitively. */
export function paramHeader(params: Record<string, unknown> | undefined, name: string): string | null {
  if (!params) return null;
  const nested =
    params.headers && typeof params.headers === 'object' ? (params.headers as Record<string, unknown>) : {};
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
      const requestId = (args.contextValue as unknown as Partial<GraphQLContext>).requestId ?? 'unknown';
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
                // errorFields: with a database error's SQLSTATE code (a deadlock, a constraint), never its values.
                error: errorFields(original),
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

/**
 * A failure outside execution (reading the request, a persisted operation, a plugin): Yoga answers 500
 * with its own generic message. Ours instead, code `internal` like every other unexpected failure, the
 * cause kept (never sent) for `unexpectedAnswers` to log with the request id.
 */
function maskOutsideExecution(production: boolean): MaskError {
  return (error, message, isDev) => {
    const yogas = maskError(error, message, isDev);
    if (yogas === error) return yogas; // raised on purpose, with a code
    const cause = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    return new GraphQLError(production ? maskedMessage : cause instanceof Error ? cause.message : String(cause), {
      // `unexpected` keeps Yoga's 500 (and is never sent); the request id is added once known.
      extensions: { code: ErrorCode.internal, unexpected: true },
      originalError: cause instanceof Error ? cause : new Error(String(cause)),
    });
  };
}

const outsideExecution = (e: unknown): e is GraphQLError =>
  e instanceof GraphQLError && e.extensions.unexpected === true && e.originalError !== undefined;

/** Logs each failure `maskOutsideExecution` masked with the request id, and gives the client that id. */
function unexpectedAnswers(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.some(outsideExecution)) return;
      const requestId = requestIds.get(request) ?? requestIdFrom(null);
      const errors = result.errors.map((e) => {
        if (!outsideExecution(e)) return e;
        log.error('graphql: unexpected error', { requestId, error: errorFields(e.originalError) });
        return new GraphQLError(e.message, { extensions: { ...e.extensions, requestId } });
      });
      setResult({ ...result, errors });
    },
  };
}

/**
 * GraphQL's "Did you mean …?" hints name fields, arguments, input fields and enum values the caller did
 * not know: with introspection off they would map the schema piece by piece. In production every such
 * sentence is cut from validation errors and from the variable errors execution reports, on HTTP and
 * WebSocket alike (both run these hooks).
 */
const suggestion = /\s*Did you mean\b[^?]*\?/g;

function withoutSuggestions<E extends GraphQLError>(errors: readonly E[]): GraphQLError[] {
  return errors.map((e) =>
    e.message.includes('Did you mean')
      ? new GraphQLError(e.message.replace(suggestion, '').trim(), {
          nodes: e.nodes,
          source: e.source,
          positions: e.positions,
          path: e.path,
          originalError: e.originalError,
          extensions: e.extensions,
        })
      : e,
  );
}

function hideSuggestions(): Plugin {
  const strip = ({ result, setResult }: { result: ExecutionResult; setResult(r: ExecutionResult): void }) => {
    if (result.errors?.length) setResult({ ...result, errors: withoutSuggestions(result.errors) });
  };
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (!valid) setResult(withoutSuggestions(result));
      },
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, strip) }),
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, strip) }),
  };
}

export type Gateway = YogaServerInstance<ServerContext, GraphQLContext>;

const policies = new WeakMap<Gateway, OriginPolicy>();

/** The origins a gateway accepts, for the WebSocket upgrade to apply the same rule as HTTP. */
export function gatewayOrigins(gateway: Gateway): OriginPolicy {
  return policies.get(gateway) ?? originPolicy([]);
}

const fronts = new WeakMap<Gateway, FrontAnswers>();

/** The answers the HTTP surface may send before Yoga runs (core/front-answers.ts); none when the cache is off. */
export function gatewayFront(gateway: Gateway): FrontAnswers | null {
  return fronts.get(gateway) ?? null;
}

const bodyLimits = new WeakMap<Gateway, number>();

/** The largest POST body the gateway reads, for the HTTP surface reading one before it (front-reply.ts). */
export function gatewayRequestBytes(gateway: Gateway): number {
  return bodyLimits.get(gateway) ?? limits.requestBytes;
}

export function createGateway(
  deps: Deps,
  opts: {
    production: boolean;
    introspection: boolean;
    /** Origins (scheme://host[:port]) allowed besides the request's own host: PUBLIC_URL's and ALLOWED_ORIGINS. */
    allowedOrigins?: readonly string[];
    /** Tighter or looser limits (tests). */
    limits?: Partial<Limits>;
    /** The shared answers of anonymous catalogue reads (core/response-cache.ts): Redis, time to live, off. */
    responseCache?: ResponseCacheOptions;
  },
): Gateway {
  const l: Limits = { ...limits, ...opts.limits };
  const origins = originPolicy(opts.allowedOrigins ?? []);
  guardResolvers(schema);
  const responseCache = responseCachePlugins(deps.db, opts.responseCache);
  const plugins: Plugin[] = [
    gatewayRequests(origins, l.requestBytes),
    // Browsers send a "simple" request (a form, a plain GET) without asking first; the store's own
    // client always sends the `role` header, which such a request cannot carry.
    useCSRFPrevention({ requestHeaders: ['role', 'x-graphql-yoga-csrf'] }),
    {
      // Here rather than in the context: an answer from the response cache builds no context.
      onRequest({ request }) {
        requestIds.set(request, requestIdFrom(request.headers.get('x-request-id')));
      },
    },
    // After the origin and CSRF checks, before anything parses: a cached answer skips the rest.
    ...responseCache.plugins,
    maxDepthPlugin({ n: l.depth, exposeLimits: false, flattenFragments: true }),
    maxAliasesPlugin({ n: l.aliases, exposeLimits: false }),
    { onValidate: ({ addValidationRule }) => addValidationRule(queryCostRule(l.cost)) },
    maxTokensPlugin({ n: l.tokens, exposeLimits: false }),
    executionLimits({ timeoutMs: l.timeoutMs, responseBytes: l.responseBytes }),
    maskExecutionErrors(opts.production),
    unexpectedAnswers(),
    {
      onResponse({ request, response }) {
        const id = requestIds.get(request);
        if (id) response.headers.set('x-request-id', id);
      },
    },
  ];
  if (opts.production) plugins.push(hideSuggestions());
  if (!opts.introspection) {
    plugins.push({ onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) });
  }

  const gateway = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    cors: (request) => origins.cors(request),
    multipart: false,
    // Limited by gatewayRequests, which reads every POST body (Yoga's limit would copy it through a stream).
    maxRequestBodySize: false,
    graphiql: !opts.production,
    logging: false,
    plugins,
    context: ({ request, connectionParams, req }) => {
      const ws = connectionParams !== undefined;
      const get = (name: string) => (ws ? paramHeader(connectionParams, name) : request.headers.get(name));
      const requestId = (ws ? undefined : requestIds.get(request)) ?? requestIdFrom(null);
      return buildContext(deps, {
        requestId,
        auth: { role: get('role'), authorization: get('authorization') },
        locale: get('x-locale'),
        acceptLanguage: get('accept-language'),
        ip: clientAddress(req, deps.kit.proxies),
      });
    },
    // Execution errors are masked by maskExecutionErrors (which knows the request id); this catches the rest.
    maskedErrors: { isDev: !opts.production, maskError: maskOutsideExecution(opts.production) },
  });
  policies.set(gateway, origins);
  bodyLimits.set(gateway, l.requestBytes);
  if (responseCache.front) fronts.set(gateway, responseCache.front);
  return gateway;
}
