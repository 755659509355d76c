import { createHash } from 'node:crypto';
import persistedDocuments from '../../gql/persisted-documents.json';
import * as clientDocuments from '../../gql/graphql';
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

/**
 * Query text → persisted hash, for a POST that sends a cacheable operation's whole text instead of its
 * hash: the persisted text itself, and the text the store's own documents hold (codegen's pretty
 * print, as a GraphQL client posts it). Any other spelling of the same operation is executed as sent.
 */
const hashByText = new Map<string, string>();
for (const [hash] of cacheableByHash) hashByText.set(documents.get(hash)!, hash);
for (const doc of Object.values(clientDocuments)) {
  const hash: unknown = doc instanceof String ? (doc as { __meta__?: Record<string, unknown> }).__meta__?.hash : null;
  if (typeof hash === 'string' && cacheableByHash.has(hash)) hashByText.set(doc.toString(), hash);
}

/** Longer variables are answered but never cached: a key per arbitrary blob would only fill the cache. */
const maxVariablesChars = 1024;

/**
 * The longest POST body that can hold a cacheable request (its text as JSON, variables of up to 4 bytes
 * a character, the names around them): a longer one is left to Yoga unread.
 */
export const maxCacheablePostBytes =
  Math.max(...[...hashByText.keys()].map((t) => Buffer.byteLength(JSON.stringify(t)))) + 4 * maxVariablesChars + 1024;

export type Cacheable = { operation: string; hash: string; locale: string; variables: string };
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
  return { operation, hash, locale: localeOf(header), variables };
}

const localeOf = (header: HeaderOf): string => {
  const asked = header('x-locale') ?? null;
  return isLocale(asked) ? asked : localeFromHeader(header('accept-language') ?? null);
};

/** What a POST body holds, as Yoga reads it into its params. */
export type PostParams = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };

/**
 * The same rule for a POST: an anonymous caller sending a cacheable operation's whole text (as above),
 * under its own name or none, with no extensions (a persisted hash beside the text would choose the
 * document by the hash). The variables are keyed as their JSON: the same values answer the same.
 */
export function cacheablePost(params: PostParams, header: HeaderOf): Cacheable | null {
  if (!isAnonymous(header) || typeof params.query !== 'string') return null;
  const hash = hashByText.get(params.query);
  const operation = hash ? cacheableByHash.get(hash) : undefined;
  if (!hash || !operation) return null;
  if (params.operationName != null && params.operationName !== operation) return null;
  const ext = params.extensions;
  if (ext != null && (typeof ext !== 'object' || Object.keys(ext).length > 0)) return null;
  const vars = params.variables;
  if (vars != null && (typeof vars !== 'object' || Array.isArray(vars))) return null;
  const variables = vars == null ? '{}' : JSON.stringify(vars);
  if (variables.length > maxVariablesChars) return null;
  return { operation, hash, locale: localeOf(header), variables };
}

/** A POST's params as Yoga read them (its body is read once, by Yoga): cacheable or not from here on. */
export function rememberPost(request: Request, params: PostParams): void {
  if (request.method !== 'POST') return;
  cacheableByRequest.set(
    request,
    cacheablePost(params, (name) => request.headers.get(name)),
  );
}

/** Whether this request may be answered from (and stored in) the shared cache, read once per request. */
export function cacheableRequest(request: Request | undefined): Cacheable | null {
  // Operations over the WebSocket have no HTTP request: never cached.
  if (!request) return null;
  // A POST is known once its body is read (rememberPost); before that it is not cacheable.
  if (request.method === 'POST') return cacheableByRequest.get(request) ?? null;
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
