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
 * A query answers within `timeoutMs` (else a `timeout` error, its remaining fields cut short) and with at
 * most `responseBytes` of JSON (else a `too-large` error instead of the data). Mutations are not cut:
 * stopping one half-way would tell the shopper it failed when it may have committed.
 */
export function executionLimits(opts: { timeoutMs: number; responseBytes: number }): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as Partial<GraphQLContext>;
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
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            if (Buffer.byteLength(JSON.stringify(result)) > opts.responseBytes) setResult({ errors: [tooLarge()] });
          });
        },
      };
    },
  };
}
