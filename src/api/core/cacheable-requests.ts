import { createHash } from 'node:crypto';
import persistedDocuments from '../../gql/persisted-documents.json';
import { sharedAnswerOperations } from '../../lib/shared-answers';
import { isLocale, localeFromHeader } from '../../lib/locale';

// Which requests the response cache may answer, and the key it answers them under.

/**
 * Persisted hash → document. A Map, not the JSON object itself: the hash is whatever the caller sent, and
 * on a plain object `__proto__` or `constructor` would find Object's own members instead of nothing.
 */
export const documents = new Map<string, string>(Object.entries(persistedDocuments as Record<string, string>));

/** Persisted hash → operation name, for the allow-listed operations only. */
const cacheableByHash = new Map<string, string>();
for (const [hash, text] of documents) {
  const name = /(?:^|\})\s*query\s+(\w+)/.exec(text)?.[1];
  if (name && sharedAnswerOperations.has(name)) cacheableByHash.set(hash, name);
}

/** Longer variables are answered but never cached: a key per arbitrary blob would only fill the cache. */
const maxVariablesChars = 1024;

type Cacheable = { operation: string; hash: string; locale: string; variables: string };
const cacheableByRequest = new WeakMap<Request, Cacheable | null>();

type HeaderOf = (name: string) => string | null | undefined;

function isAnonymous(header: HeaderOf): boolean {
  return !header('authorization') && header('role') === 'anonymous';
}

function persistedHash(extensions: string | null): string | null {
  if (!extensions) return null;
  try {
    const parsed: unknown = JSON.parse(extensions);
    const pq: unknown =
      parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).persistedQuery : null;
    const hash: unknown = pq && typeof pq === 'object' ? (pq as Record<string, unknown>).sha256Hash : null;
    return typeof hash === 'string' ? hash : null;
  } catch {
    return null;
  }
}

/** The one rule for what may be answered from (and stored in) the shared cache, for Yoga's request and Node's alike. */
export function cacheableFrom(method: string | undefined, search: URLSearchParams, header: HeaderOf): Cacheable | null {
  if (method !== 'GET' || !isAnonymous(header)) return null;
  const hash = search.has('query') ? null : persistedHash(search.get('extensions'));
  const operation = hash ? cacheableByHash.get(hash) : undefined;
  const variables = search.get('variables') ?? '{}';
  if (!hash || !operation || variables.length > maxVariablesChars) return null;
  const asked = header('x-locale') ?? null;
  const locale = isLocale(asked) ? asked : localeFromHeader(header('accept-language') ?? null);
  return { operation, hash, locale, variables };
}

/** Whether this request may be answered from (and stored in) the shared cache, read once per request. */
export function cacheableRequest(request: Request | undefined): Cacheable | null {
  // Operations over the WebSocket have no HTTP request: never cached.
  if (!request) return null;
  const known = cacheableByRequest.get(request);
  if (known !== undefined) return known;
  const found = cacheableFrom(request.method, new URL(request.url).searchParams, (name) => request.headers.get(name));
  cacheableByRequest.set(request, found);
  return found;
}

export function cacheKey(c: Cacheable): string {
  const digest = createHash('sha256').update(`${c.hash}\n${c.locale}\n${c.variables}`).digest('base64url');
  return `${c.operation}:${digest}`;
}
