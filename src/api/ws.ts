import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { log } from '../log';
import { resolveViewer } from './auth';
import { paramHeader, type Gateway } from './gateway';
import type { AuthKit } from './identity/kit';

/**
 * graphql-transport-ws on /graphql, executing through the same Yoga envelop as HTTP, so limits,
 * masking and the role rules are the same on both transports.
 */
export function createWsServer(gateway: Gateway, kit: AuthKit): { wss: WebSocketServer; dispose(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const cleanup = useServer(
    {
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        try {
          await resolveViewer({ role: paramHeader(params, 'role'), authorization: paramHeader(params, 'authorization') }, kit.jwtKey, kit.now());
          return true;
        } catch {
          return false; // graphql-ws closes with 4403 Forbidden
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = gateway.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          connectionParams: ctx.connectionParams ?? {},
        });
        let document;
        try {
          document = parse(payload.query);
        } catch (e) {
          return [e instanceof GraphQLError ? e : new GraphQLError('The query could not be parsed.')];
        }
        const args = {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
      execute: (args) => (args.rootValue as { execute: typeof import('graphql').execute }).execute(args),
      subscribe: (args) => (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args),
      onError: (_ctx, _id, _payload, errors) => {
        log.warn('ws: operation errors', { errors: errors.map((e) => e.message) });
      },
    },
    wss,
  );
  return {
    wss,
    dispose: async () => {
      await cleanup.dispose();
      wss.close();
    },
  };
}

export function isGraphqlUpgrade(url: string | undefined): boolean {
  return (url ?? '').split('?')[0] === '/graphql';
}

export type { Server };
