// Anonymous catalogue reads as a browser or CDN sends them: a GET of a persisted query by its hash.
import type { TestServer } from './gateway-server';

export function hashOf(doc: { __meta__?: Record<string, unknown> }): string {
  const hash = doc.__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('codegen did not persist this document');
  return hash;
}

export type Answer = {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  } | null;
};

export async function persistedGet(
  server: TestServer,
  hash: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  const res = await fetch(`${server.url}/graphql?${params}`, { headers: { role: 'anonymous', ...headers } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Answer['body']) : null };
}
