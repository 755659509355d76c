import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { ErrorCode } from './core/errors';

/**
 * Which web pages may call the gateway from a browser: the store's own host (whatever name it is reached
 * by: the Host header a browser sends cannot be forged by another site), PUBLIC_URL's origin and the
 * configured extras. A request without `Origin` is not from a browser page (curl, the server itself, a
 * mobile app) and is let through; `Origin: null` (sandboxed frames, files) is not.
 */
export type OriginPolicy = {
  allows(origin: string | null | undefined, host: string | null | undefined): boolean;
  /** CORS answer for one request: headers only for an allowed origin, never a wildcard. */
  cors(request: Request): false | CorsOptions;
};

type CorsOptions = {
  origin: string[];
  credentials: boolean;
  methods: string[];
  allowedHeaders: string[];
  exposedHeaders: string[];
  maxAge: number;
};

function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function originPolicy(allowed: readonly string[]): OriginPolicy {
  const set = new Set(allowed.map(originOf).filter((o): o is string => o !== null));
  const allows = (origin: string | null | undefined, host: string | null | undefined): boolean => {
    if (origin === null || origin === undefined || origin === '') return true;
    const o = originOf(origin);
    if (!o || o !== origin.replace(/\/$/, '').toLowerCase()) return false;
    if (set.has(o)) return true;
    return !!host && new URL(o).host === host.toLowerCase();
  };
  return {
    allows,
    cors(request) {
      const origin = request.headers.get('origin');
      if (!origin || !allows(origin, new URL(request.url).host)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'role', 'authorization', 'x-locale', 'x-request-id', 'accept-language'],
        exposedHeaders: ['x-request-id'],
        maxAge: 600,
      };
    },
  };
}

function refusal(fetchAPI: { Response: typeof Response }, status: number, code: string, message: string): Response {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const jsonTypes = new Set(['application/json', 'application/graphql+json']);

function badBody(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.badRequest, http: { status: 400 } } });
}

function bodyTooLarge(): GraphQLError {
  return new GraphQLError('Request body too large', {
    extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } },
  });
}

/**
 * The body as text, refused (413) past `limit` bytes, as Yoga's own limit would (its answer and code): a
 * declared length is checked before reading (Node's parser delivers no more than it), a chunked body
 * while it arrives. Here rather than through Yoga's limit, which pipes every body through a stream
 * transform and a second Request (BENCHMARKS.md, POST path).
 */
async function bodyText(request: Request, limit: number): Promise<string> {
  const length = request.headers.get('content-length');
  if (length !== null) {
    if (!/^\d+$/.test(length)) throw badBody('Content-Length header is invalid.');
    if (Number(length) > limit) throw bodyTooLarge();
    return request.text();
  }
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let read = 0;
  // Past the limit the rest is read and dropped, not kept: stopping the stream would close the
  // connection before the caller is told why (the server's request timeout bounds how long this lasts).
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    read += chunk.byteLength;
    if (read <= limit) chunks.push(chunk);
  }
  if (read > limit) throw bodyTooLarge();
  return Buffer.concat(chunks).toString('utf8');
}

/** A POST body: one JSON object, answered 400 with a plain message (no parser internals) otherwise. */
async function parseJsonBody(request: Request, limit: number): Promise<GraphQLParams | GraphQLParams[]> {
  let text: string;
  try {
    text = await bodyText(request, limit);
  } catch (e) {
    if (e instanceof GraphQLError) throw e;
    throw badBody('The request body could not be read.');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badBody('The request body is not valid JSON.');
  }
  if (body === null || typeof body !== 'object') throw badBody('The request body must be a JSON object.');
  // A list is a batch; Yoga refuses batches (they are off) with its own message.
  return body as GraphQLParams | GraphQLParams[];
}

/**
 * What the gateway reads before GraphQL starts: pages of other sites are refused, a POST must be JSON (a
 * form or a multipart body is how another site's page would post without asking first), and a GET's
 * `variables` and `extensions` must be JSON, answered 400 instead of failing inside the parser; a POST
 * body over `requestBytes` is refused (413) before it is read whole.
 */
export function gatewayRequests(origins: OriginPolicy, requestBytes: number): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!origins.allows(request.headers.get('origin'), url.host)) {
        return endResponse(
          refusal(fetchAPI, 403, ErrorCode.forbiddenOrigin, 'Requests from this site are not accepted.'),
        );
      }
      if (request.method === 'POST') {
        const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (!jsonTypes.has(type)) {
          return endResponse(refusal(fetchAPI, 415, ErrorCode.badRequest, 'Send the request as application/json.'));
        }
      }
      if (request.method === 'GET') {
        for (const name of ['variables', 'extensions']) {
          const value = url.searchParams.get(name);
          if (!value) continue;
          try {
            JSON.parse(value);
          } catch {
            return endResponse(
              refusal(fetchAPI, 400, ErrorCode.badRequest, `The "${name}" parameter is not valid JSON.`),
            );
          }
        }
      }
    },
    onRequestParse({ request, setRequestParser }) {
      if (request.method === 'POST') setRequestParser((r) => parseJsonBody(r, requestBytes));
    },
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      if (!vary) response.headers.set('vary', 'Origin');
      else if (!/\borigin\b/i.test(vary)) response.headers.set('vary', `${vary}, Origin`);
    },
  };
}
