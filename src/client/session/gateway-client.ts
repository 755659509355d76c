import { authExchange } from '@urql/exchange-auth';
import { Client, fetchExchange, subscriptionExchange, type Exchange, type OperationContext } from '@urql/core';
import type { Client as WsClient } from 'graphql-ws';
import { never } from 'wonka';
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
 * refuses) and retries the operation once. Subscriptions go over the WebSocket. Nothing is cached:
 * prices, stock and orders are asked afresh every time.
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
  return new Client({
    url: opts.url,
    // Every operation as a POST, as the gateway has always been asked.
    preferGetMethod: false,
    fetch: opts.fetch,
    fetchOptions: () => ({ headers: opts.headers?.() ?? {} }),
    exchanges: [auth, subscriptions, fetchExchange],
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
