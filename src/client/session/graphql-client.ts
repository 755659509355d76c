import { RefreshRefused, RefreshUnavailable, type RefreshResult } from './session';

type GraphQLErrorShape = { message: string; extensions?: Record<string, unknown> };
export type GraphQLResult<T> = { data?: T | null; errors?: GraphQLErrorShape[] };

/** A GraphQL response and the HTTP status it came with (absent when not over HTTP). */
type TransportResult = GraphQLResult<unknown> & { httpStatus?: number };
export type Transport = (
  body: string,
  headers: Record<string, string>,
  opts?: { timeoutMs?: number },
) => Promise<TransportResult>;

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
 * The RefreshToken call of the contract (docs/CONTRACT.md §5): rejects when the response carries errors.
 * An answer with errors is a refusal (RefreshRefused: the session ends); no answer, a timeout, a
 * server failure or a throttle is RefreshUnavailable (the session stays and the refresh is retried).
 */
export async function refreshRequest(transport: Transport, token: string): Promise<RefreshResult> {
  const query =
    'mutation RefreshToken($token: String!) { userservice { refreshToken(token: $token) { token expires_in refresh_token } } }';
  let r: TransportResult;
  try {
    r = await transport(
      JSON.stringify({ query, variables: { token }, operationName: 'RefreshToken' }),
      { role: 'anonymous' },
      { timeoutMs: refreshTimeoutMs },
    );
  } catch (error) {
    throw new RefreshUnavailable('The gateway could not be reached', { cause: error });
  }
  if (r.httpStatus !== undefined && transientStatus(r.httpStatus))
    throw new RefreshUnavailable(`The gateway answered HTTP ${r.httpStatus}`);
  const errors = r.errors ?? [];
  if (errors.some((e) => transientCodes.has(String(e.extensions?.code))))
    throw new RefreshUnavailable(errors[0]!.message);
  if (errors.length) throw new RefreshRefused(errors[0]!.message, errors[0]!.extensions?.code as string | undefined);
  const result = (r.data as { userservice?: { refreshToken?: RefreshResult } } | null | undefined)?.userservice
    ?.refreshToken;
  if (!result) throw new RefreshUnavailable('The gateway answered without a token');
  return result;
}
