import type { IncomingMessage } from 'node:http';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { Context } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { log } from '../log';
import { resolveViewer, type AuthKit } from './identity';
import { ErrorCode } from './core/errors';
import { clientAddress } from '../client-address';
import { gatewayOrigins, paramHeader, type Gateway } from './gateway';

const wsLimits = {
  /** Operations (queries, mutations, subscriptions) running at once on one socket. */
  operationsPerSocket: 20,
  /** Open sockets from one address (from a trusted proxy, the forwarded one: src/client-address.ts). */
  socketsPerIp: 100,
  /** Largest message; a bigger one closes the socket with 1009 (a framing fault, not an operation). */
  messageBytes: 64 * 1024,
} as const;

function operationError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** Errors raised while preparing an operation become that operation's `error` message. */
function asErrors(e: unknown): GraphQLError[] {
  if (e instanceof GraphQLError) return [e];
  if (Array.isArray(e) && e.every((x) => x instanceof GraphQLError)) return e as GraphQLError[];
  log.error('ws: operation could not start', { error: e instanceof Error ? e.stack : String(e) });
  return [operationError('Something went wrong on our side. Please try again.', ErrorCode.internal)];
}

type WsContext = Context<Record<string, unknown> | undefined, Extra>;

/**
 * graphql-transport-ws on /graphql, executing through the same Yoga envelop as HTTP, so limits,
 * masking and the role rules are the same on both transports. One bad operation (too deep, too costly,
 * a bad token for it, over the socket's operation limit) fails alone with an `error` message; the socket
 * and its other operations carry on. Only faults of the protocol itself close a socket, with the
 * protocol's own codes (4400, 4401, 4403, 4409, 4429…), and too large a frame with 1009.
 */
export function createWsServer(gateway: Gateway, kit: AuthKit): { wss: WebSocketServer; dispose(): Promise<void> } {
  const origins = gatewayOrigins(gateway);
  const perIp = new Map<string, number>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: wsLimits.messageBytes,
    // A page of another site may not open a socket in the shopper's name; nor may one address hold too many.
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
      if (!origins.allows(req.headers.origin, req.headers.host)) return done(false, 403, 'Forbidden');
      const ip = clientAddress(req, kit.proxies);
      if ((perIp.get(ip) ?? 0) >= wsLimits.socketsPerIp) return done(false, 429, 'Too Many Requests');
      done(true);
    },
  });
  wss.on('connection', (socket, req: IncomingMessage) => {
    const ip = clientAddress(req, kit.proxies);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    socket.once('close', () => {
      const n = (perIp.get(ip) ?? 1) - 1;
      if (n <= 0) perIp.delete(ip);
      else perIp.set(ip, n);
    });
  });

  const cleanup = useServer(
    {
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        try {
          await resolveViewer(
            { role: paramHeader(params, 'role'), authorization: paramHeader(params, 'authorization') },
            kit,
          );
          return true;
        } catch {
          return false; // graphql-ws closes with 4403 Forbidden
        }
      },
      onSubscribe: async (ctx: WsContext, _id, payload) => {
        // graphql-ws has already registered this operation in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > wsLimits.operationsPerSocket) {
          return [operationError('Too many operations at once on this connection.', ErrorCode.tooManyOperations)];
        }
        try {
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
          // Limit rules may throw instead of reporting; either way it is this operation's error.
          const errors = validate(schema, document);
          if (errors.length) return [...errors];
          const args: ExecutionArgs = {
            schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          return args;
        } catch (e) {
          return asErrors(e);
        }
      },
      // A throw here would close the whole socket with 4500; it is this operation's error instead.
      execute: async (args) => {
        try {
          return await (args.rootValue as { execute: typeof import('graphql').execute }).execute(args);
        } catch (e) {
          return { errors: asErrors(e) };
        }
      },
      subscribe: async (args) => {
        try {
          return await (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args);
        } catch (e) {
          return { errors: asErrors(e) };
        }
      },
      onError: (_ctx, _id, _payload, errors) => {
        log.warn('ws: operation errors', { errors: errors.map((e) => e.message) });
      },
    },
    wss,
  );
  // Registered after useServer, so graphql-ws's own handler is already on the socket. It logs any socket
  // error at error level with a stack and closes with 4500. A frame the `ws` library refused (too large,
  // a bad opcode, invalid UTF-8: codes WS_ERR_*) is the client's doing, and `ws` is already closing the
  // socket with the code that says so (1009, 1002, 1007): one warn line, no stack. Anything else stays an
  // error, closed as graphql-ws would.
  wss.on('connection', (socket, req: IncomingMessage) => {
    for (const listener of socket.listeners('error')) socket.removeListener('error', listener as (err: Error) => void);
    socket.on('error', (err: Error & { code?: unknown }) => {
      if (typeof err.code === 'string' && err.code.startsWith('WS_ERR_')) {
        log.warn('ws: frame refused', { code: err.code, reason: err.message, ip: clientAddress(req, kit.proxies) });
        return;
      }
      log.error('ws: socket error', { error: err });
      socket.close(4500, 'Internal server error');
    });
  });
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
