import { handleStreamOrSingleExecutionResult } from '@envelop/core';
import type { Plugin } from 'graphql-yoga';
import {
  GraphQLError,
  defaultFieldResolver,
  getOperationAST,
  isObjectType,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { ErrorCode } from './core/errors';
import type { GraphQLContext } from './core/context';

function timedOut(): GraphQLError {
  return new GraphQLError('The request took too long. Please try again.', { extensions: { code: ErrorCode.timeout } });
}

function tooLarge(): GraphQLError {
  return new GraphQLError('The answer would be too large. Ask for fewer fields or fewer items.', {
    extensions: { code: ErrorCode.tooLarge },
  });
}

const guarded = new WeakSet<GraphQLSchema>();

/**
 * Makes every field of the schema check its request's deadline before resolving. graphql-js cannot stop
 * an execution it has started; this turns the rest of a timed-out one into immediate errors instead of
 * work nobody will read.
 */
export function guardResolvers(schema: GraphQLSchema): void {
  if (guarded.has(schema)) return;
  guarded.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        if ((context as Partial<GraphQLContext> | null)?.deadline?.expired) throw timedOut();
        return resolve(source, args, context, info);
      };
    }
  }
}

/**
 * Hands Yoga the JSON measured here, so an answer is serialised once, not twice (BENCHMARKS.md, POST
 * path). Only for this very object: a later hook that replaces the result gets a copy without it (the
 * property is not enumerable), and Yoga serialises that copy itself, as it does a result whose internal
 * extensions it strips first.
 */
function sendAsMeasured(result: ExecutionResult, json: string): void {
  Object.defineProperty(result, 'stringify', {
    value: (r: unknown) => (r === result ? json : JSON.stringify(r)),
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

/**
 * A query answers within `timeoutMs` (else a `timeout` error, its remaining fields cut short) and with at
 * most `responseBytes` of JSON (else a `too-large` error instead of the data). Mutations are not cut:
 * stopping one half-way would tell the shopper it failed when it may have committed.
 */
export function executionLimits(opts: { timeoutMs: number; responseBytes: number }): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as Partial<GraphQLContext> & { request?: Request };
      // Yoga's HTTP context carries the Fetch request; a WebSocket operation's has none.
      const overHttp = ctx.request !== undefined;
      const deadline = ctx.deadline;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (deadline && op?.operation === 'query') {
        setExecuteFn((a) => {
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<ExecutionResult>((resolve) => {
            timer = setTimeout(() => {
              deadline.expired = true;
              resolve({ errors: [timedOut()] });
            }, opts.timeoutMs);
          });
          const run = Promise.resolve(executeFn(a));
          run.catch(() => undefined);
          return Promise.race([run, late]).finally(() => clearTimeout(timer));
        });
      }
      return {
        onExecuteDone(payload) {
          // Over HTTP the answer is measured once it is final, as it is serialised (onResultProcess below).
          if (overHttp) return;
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            if (tooLong(JSON.stringify(result), opts.responseBytes)) setResult({ errors: [tooLarge()] });
          });
        },
      };
    },
    onResultProcess({ result, setResult }) {
      // A single answer only: streams and batches are not part of this gateway's HTTP surface.
      if (Array.isArray(result) || !('data' in result || 'errors' in result)) return;
      const single = result as ExecutionResult;
      // The response cache's own answer, serialised once when it was kept.
      if (Object.hasOwn(single, 'stringify')) return;
      const json = JSON.stringify(single);
      if (tooLong(json, opts.responseBytes)) setResult({ errors: [tooLarge()] });
      else sendAsMeasured(single, json);
    },
  };
}

/** A string's bytes are at most three times its UTF-16 units: most answers need no count. */
function tooLong(json: string, bytes: number): boolean {
  return json.length * 3 > bytes && Buffer.byteLength(json) > bytes;
}
