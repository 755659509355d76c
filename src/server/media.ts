import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseMediaName } from '../media/variants';

const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** A broken %-escape (`%E0%A4`, a lone `%`) names no file: null, answered 404 like any unknown name. */
function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

type Access = 'public' | 'private' | 'gone';

// Content never changes under a name: the seed writes a new key for new artwork, an upload gets a new key.
const publicCaching = { 'cache-control': 'public, max-age=31536000, immutable' };
// An upload nothing uses yet (or any more): its uploader's preview works, but no shared cache keeps a copy
// the sweeper could not delete, and no search engine lists it.
const privateCaching = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/**
 * Serves the rendered images. Names are checked against the one pattern the seed writes; `access` says
 * how an upload is served (src/api/media/uses.ts; unset: everything is public).
 */
export async function serveMedia(
  mediaDir: string,
  req: IncomingMessage,
  res: ServerResponse,
  ensure?: (name: string) => Promise<boolean>,
  access?: (key: string) => Promise<Access>,
): Promise<void> {
  const name = decodedOrNull((req.url ?? '').split('?')[0]!.slice('/media/'.length));
  // parseMediaName takes only names the seed's one pattern allows: safe, traversal-free file names.
  const parsed = name === null || (req.method !== 'GET' && req.method !== 'HEAD') ? null : parseMediaName(name);
  const reach = parsed && access ? await access(parsed.key) : 'public';
  if (name === null || !parsed || reach === 'gone') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const file = path.join(mediaDir, name);
  let info = await stat(file).catch(() => null);
  if (!info && ensure && (await ensure(name))) info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const etag = `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
  const caching = reach === 'private' ? privateCaching : publicCaching;
  const headers = {
    'content-type': types[name.split('.').pop()!]!,
    'content-length': String(info.size),
    ...caching,
    etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, ...caching }).end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}
