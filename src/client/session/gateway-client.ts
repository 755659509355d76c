import { authExchange } from '@urql/exchange-auth';
import {
  Client,
  fetchExchange,
  getOperationName,
  subscriptionExchange,
  type Exchange,
  type OperationContext,
} from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import type { Client as WsClient } from 'graphql-ws';
import { never } from 'wonka';
import { sharedAnswerOperations } from '../../lib/shared-answers';
import { persistedHashOf } from '../graphql/document';
import { isTokenError, type Session } from './session';

/** Staff pages ask for their role; the gateway grants it only when the signed token lists it. */
type StaffRole = 'designer' | 'admin';

/** The context an operation of a staff page runs with (`useQuery({ ..., context: staffContext.admin })`). */
export const staffContext: Record<StaffRole, Partial<OperationContext>> = {
  designer: { staffRole: 'designer' },
  admin: { staffRole: 'admin' },
};

function staffRoleOf(context: OperationContext): StaffRole | undefined {
  const role: unknown = context.staffRole;
  return role === 'designer' || role === 'admin' ? role : undefined;
}

type GatewayClientOptions = {
  session: Session;
  url: string;
  /** The graphql-ws client subscriptions travel over, opened on the first subscription. */
  ws(): Promise<WsClient>;
  /** Headers every request carries besides the session's (the page's language). */
  headers?(): Record<string, string>;
  fetch?: typeof fetch;
};

/**
 * The browser's GraphQL client. The session's rules decide the headers (`role`, and
 * `authorization: Bearer` once signed in); an `invalid-jwt` or `JWTExpired` answer refreshes the
 * token through the session (one refresh shared by every caller, the session ending if the gateway
 * refuses) and retries the operation once. Subscriptions go over the WebSocket. Nothing is cached in
 * the client: prices, stock and orders are asked afresh every time (the shared catalogue reads may be
 * answered by the gateway's response cache, which drops an answer the moment its products change).
 */
export function createGatewayClient(opts: GatewayClientOptions): Client {
  const { session } = opts;
  const auth = authExchange(async (utils) => ({
    addAuthToOperation(operation) {
      const headers = session.headers();
      const role = staffRoleOf(operation.context);
      if (role && headers.authorization) headers.role = role;
      return utils.appendHeaders(operation, headers);
    },
    didAuthError: (error) => isTokenError(error.graphQLErrors),
    async refreshAuth() {
      await session.refreshOrEnd();
    },
  }));
  const subscriptions = subscriptionExchange({
    forwardSubscription: (request) => ({
      subscribe(sink) {
        let unsubscribe: (() => void) | null = null;
        let stopped = false;
        opts.ws().then(
          (ws) => {
            if (!stopped) unsubscribe = ws.subscribe({ ...request, query: request.query ?? '' }, sink);
          },
          (error: unknown) => sink.error(error),
        );
        return {
          unsubscribe() {
            stopped = true;
            unsubscribe?.();
          },
        };
      },
    }),
  });
  // The catalogue reads every visitor makes alike go as GET with only their persisted hash, so the
  // gateway, the browser and a CDN can answer them from cache; an unknown hash falls back to the document.
  const persisted = persistedExchange({
    preferGetForPersistedQueries: 'within-url-limit',
    generateHash: (_query, document) => {
      const name = getOperationName(document);
      return Promise.resolve(name && sharedAnswerOperations.has(name) ? persistedHashOf(name) : undefined);
    },
  });
  return new Client({
    url: opts.url,
    // Everything else as a POST, as the gateway has always been asked.
    preferGetMethod: false,
    fetch: opts.fetch,
    fetchOptions: () => ({ headers: opts.headers?.() ?? {} }),
    exchanges: [auth, persisted, subscriptions, fetchExchange],
  });
}

/**
 * The client a page renders with on the server: operations stay pending (the page shows its loading
 * state) and start in the browser, where the session lives.
 */
export function createServerRenderClient(): Client {
  const pending: Exchange = () => () => never;
  return new Client({ url: '/graphql', exchanges: [pending] });
}
