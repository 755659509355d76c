import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { mediaNamePattern } from '../media/variants';

const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** A broken %-escape (`%E0%A4`, a lone `%`) names no file: null, answered 404 like any unknown name. */
function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Serves the seed's rendered images. Names are checked against the one pattern the seed writes. */
export async function serveMedia(
  mediaDir: string,
  req: IncomingMessage,
  res: ServerResponse,
  ensure?: (name: string) => Promise<boolean>,
): Promise<void> {
  const name = decodedOrNull((req.url ?? '').split('?')[0]!.slice('/media/'.length));
  if ((req.method !== 'GET' && req.method !== 'HEAD') || name === null || !mediaNamePattern.test(name)) {
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
  const headers = {
    'content-type': types[name.split('.').pop()!]!,
    'content-length': String(info.size),
    // Content never changes under a name: the seed writes a new key for new artwork.
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': headers['cache-control'] }).end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}
