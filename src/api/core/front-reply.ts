import type { IncomingMessage } from 'node:http';
import type { Db } from '../../db/client';
import {
  cacheKey,
  cacheableFrom,
  cacheablePost,
  maxCacheablePostBytes,
  type Cacheable,
  type PostParams,
} from './cacheable-requests';
import type { FrontAnswers } from './front-answers';
import { changesSettled } from './response-invalidation';

/** The `Vary` Yoga sends with a shared answer (its CORS adds `Origin`, cacheHeaders the rest). */
const sharedVary = 'Origin, x-locale, accept-language, role, authorization';

/**
 * The media type Yoga's result processors answer a plain result with for this `Accept`, as they choose it
 * (the last match wins, plain JSON after streams), or null when a stream format would be chosen instead.
 */
function plainMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .map((a) => a.split(';'))
    .filter(([, ...params]) => (params.find((p) => p.includes('charset=')) ?? 'charset=utf-8') === 'charset=utf-8')
    .map(([type]) => type ?? '')
    .reverse();
  let chosen: string | null = null;
  for (const type of asked) {
    const [pre, suf] = type.split('/');
    for (const offered of ['application/graphql-response+json', 'application/json']) {
      const [oPre, oSuf] = offered.split('/');
      if ((pre === '*' || pre === oPre) && (suf === '*' || suf === oSuf)) chosen = offered;
    }
  }
  return chosen;
}

export type FrontReply = { status: 200 | 304; body: Buffer | null; headers: Record<string, string> };

/**
 * Answers Node's request from the front answers when Yoga would answer it from its cache with the same
 * bytes: an anonymous persisted GET of the allow-list (or a POST of its text, below), from no other site (`Origin` is left to Yoga's
 * origin check and CORS), no change pending. Null: Yoga answers it (and may keep it for the next one).
 */
export function frontReply(db: Db, front: FrontAnswers, req: IncomingMessage): FrontReply | null {
  const h = req.headers;
  if (h.origin !== undefined || changesSettled(db)) return null;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q < 0) return null;
  return replyFor(front, req, cacheableFrom(req.method, new URLSearchParams(url.slice(q + 1)), headerOf(req)));
}

const headerOf = (req: IncomingMessage) => (name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

const jsonTypes = new Set(['application/json', 'application/graphql+json']);

/**
 * The length of a POST body the front answers may answer, for the HTTP surface to read before Yoga
 * does: anonymous, JSON (any other type Yoga refuses), from no other site, and a declared length within
 * the gateway's limit and the longest cacheable request. Null: Yoga reads the body as it comes.
 */
export function frontPostLength(req: IncomingMessage, requestBytes: number): number | null {
  const h = req.headers;
  if (req.method !== 'POST' || h.origin !== undefined || h.authorization !== undefined) return null;
  if (h.role !== 'anonymous' || !plainMediaType(h.accept)) return null;
  if (!jsonTypes.has((h['content-type'] ?? '').split(';')[0]!.trim().toLowerCase())) return null;
  const declared = h['content-length'];
  if (!declared || !/^\d+$/.test(declared)) return null;
  const length = Number(declared);
  return length > 0 && length <= Math.min(requestBytes, maxCacheablePostBytes) ? length : null;
}

/**
 * Answers a POST whose body the HTTP surface read (frontPostLength) from the front answers, under the
 * same rule and key as Yoga's cache (cacheablePost). Null: Yoga answers it, from the same body.
 */
export function frontPostReply(db: Db, front: FrontAnswers, req: IncomingMessage, body: Buffer): FrontReply | null {
  if (changesSettled(db)) return null;
  let params: unknown;
  try {
    params = JSON.parse(body.toString('utf8'));
  } catch {
    return null; // Yoga answers why
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return null;
  return replyFor(front, req, cacheablePost(params as PostParams, headerOf(req)));
}

function replyFor(front: FrontAnswers, req: IncomingMessage, c: Cacheable | null): FrontReply | null {
  const h = req.headers;
  const type = c && plainMediaType(h.accept);
  const answer = type ? front.get(cacheKey(c)) : undefined;
  if (!answer) return null;
  const headers: Record<string, string> = { etag: answer.etag, 'cache-control': 'public, no-cache', vary: sharedVary };
  if (h['if-none-match'] === answer.etag) return { status: 304, body: null, headers };
  headers['content-type'] = `${type}; charset=utf-8`;
  headers['content-length'] = String(answer.body.length);
  return { status: 200, body: answer.body, headers };
}
