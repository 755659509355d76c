import type { TypedDocumentString } from '../../gql/graphql';
import { isTokenError, type RefreshResult, type Session } from './session';

export type GraphQLErrorShape = { message: string; extensions?: Record<string, unknown> };
export type GraphQLResult<T> = { data?: T | null; errors?: GraphQLErrorShape[] };

export class GatewayError extends Error {
  constructor(readonly errors: GraphQLErrorShape[]) {
    super(errors[0]?.message ?? 'Request failed');
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code as string | undefined;
  }
}

function operationName(query: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
}

export type Transport = (body: string, headers: Record<string, string>) => Promise<GraphQLResult<unknown>>;

export const httpTransport =
  (endpoint = '/graphql'): Transport =>
  async (body, headers) => {
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return (await res.json()) as GraphQLResult<unknown>;
  };

/** The RefreshToken call of the reference (section 7): rejects when the response carries errors. */
export async function refreshRequest(transport: Transport, token: string): Promise<RefreshResult> {
  const query = 'mutation RefreshToken($token: String!) { userservice { refreshToken(token: $token) { token expires_in refresh_token } } }';
  const r = (await transport(JSON.stringify({ query, variables: { token }, operationName: 'RefreshToken' }), { role: 'anonymous' })) as GraphQLResult<{
    userservice: { refreshToken: RefreshResult };
  }>;
  if (r.errors?.length || !r.data) throw new GatewayError(r.errors ?? [{ message: 'Refresh failed' }]);
  return r.data.userservice.refreshToken;
}

/**
 * Typed GraphQL over HTTP with the session's headers. A token error refreshes (one refresh shared by
 * every caller) and retries the operation once; if the refresh fails the session ends.
 */
export function createGraphQLClient(session: Session, transport: Transport, extraHeaders: () => Record<string, string> = () => ({})) {
  async function send<T>(query: string, variables: unknown, role: string | undefined): Promise<GraphQLResult<T>> {
    const body = JSON.stringify({ query, variables, operationName: operationName(query) });
    const headers = { ...extraHeaders(), ...session.headers() };
    // A staff page asks for its role; the gateway grants it only if the signed token lists it.
    if (role && headers.authorization) headers.role = role;
    return (await transport(body, headers)) as GraphQLResult<T>;
  }
  return async function request<T, V>(doc: TypedDocumentString<T, V>, variables: V, opts: { role?: 'designer' | 'admin' } = {}): Promise<T> {
    const query = doc.toString();
    let result = await send<T>(query, variables, opts.role);
    if (isTokenError(result.errors)) {
      await session.refreshOrEnd();
      result = await send<T>(query, variables, opts.role);
    }
    if (result.errors?.length || !result.data) throw new GatewayError(result.errors ?? [{ message: 'No data' }]);
    return result.data;
  };
}
