import type { TypedDocumentString } from '../../gql/graphql';
import { isTokenError, RefreshRefused, RefreshUnavailable, type RefreshResult, type Session } from './session';

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

/** A GraphQL response and the HTTP status it came with (absent when not over HTTP). */
type TransportResult = GraphQLResult<unknown> & { httpStatus?: number };
export type Transport = (body: string, headers: Record<string, string>, opts?: { timeoutMs?: number }) => Promise<TransportResult>;

/** The answer was no GraphQL response at all (a proxy's error page, a cut connection). */
class TransportError extends Error {
  constructor(readonly httpStatus: number) {
    super(`Unexpected response (HTTP ${httpStatus})`);
  }
}

export const httpTransport =
  (endpoint = '/graphql'): Transport =>
  async (body, headers, opts = {}) => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined,
    });
    let result: GraphQLResult<unknown>;
    try {
      result = (await res.json()) as GraphQLResult<unknown>;
    } catch {
      throw new TransportError(res.status);
    }
    return { ...result, httpStatus: res.status };
  };

/** A refresh that takes longer than this counts as unreachable and is tried again later. */
const refreshTimeoutMs = 15_000;
/** Answers that say "not now" rather than "no": the server failed or asks to slow down. */
const transientStatus = (status: number) => status >= 500 || status === 408 || status === 429;
const transientCodes = new Set(['internal']);

/**
 * The RefreshToken call of the reference (section 7): rejects when the response carries errors.
 * An answer with errors is a refusal (RefreshRefused: the session ends); no answer, a timeout, a
 * server failure or a throttle is RefreshUnavailable (the session stays and the refresh is retried).
 */
export async function refreshRequest(transport: Transport, token: string): Promise<RefreshResult> {
  const query = 'mutation RefreshToken($token: String!) { userservice { refreshToken(token: $token) { token expires_in refresh_token } } }';
  let r: TransportResult;
  try {
    r = await transport(JSON.stringify({ query, variables: { token }, operationName: 'RefreshToken' }), { role: 'anonymous' }, { timeoutMs: refreshTimeoutMs });
  } catch (error) {
    throw new RefreshUnavailable('The gateway could not be reached', { cause: error });
  }
  if (r.httpStatus !== undefined && transientStatus(r.httpStatus)) throw new RefreshUnavailable(`The gateway answered HTTP ${r.httpStatus}`);
  const errors = r.errors ?? [];
  if (errors.some((e) => transientCodes.has(String(e.extensions?.code)))) throw new RefreshUnavailable(errors[0]!.message);
  if (errors.length) throw new RefreshRefused(errors[0]!.message, errors[0]!.extensions?.code as string | undefined);
  const result = (r.data as { userservice?: { refreshToken?: RefreshResult } } | null | undefined)?.userservice?.refreshToken;
  if (!result) throw new RefreshUnavailable('The gateway answered without a token');
  return result;
}

/**
 * Typed GraphQL over HTTP with the session's headers. A token error refreshes (one refresh shared by
 * every caller) and retries the operation once; if the gateway refuses the refresh the session ends,
 * if it cannot be reached the operation fails and the session stays.
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
