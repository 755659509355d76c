import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import type { AuthKit } from '../api/identity';
import { acceptReviewPhoto, acceptUpload, type UploadRefusal } from '../api/media';
import type { AdminViewer, SignedInViewer } from '../api/core/viewer';
import { uploadLimits } from '../media/upload';
import { viewerWithScope } from './route-scope';

// POST /api/admin/media: an admin's product picture; POST /api/reviews/photo: a signed-in shopper's photo
// for a review. The raw file is the body, checked by content either way. Answers {key, width, height} or
// {error: CODE}; the browser translates every code.

const firstHeader = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/** The body, counted as it arrives: null as soon as it passes `max`, with nothing more read into memory. */
async function bodyUpTo(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const declared = Number(firstHeader(req.headers['content-length']) ?? Number.NaN);
  if (declared > max) return null;
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return null;
    parts.push(chunk);
  }
  return Buffer.concat(parts, size);
}

type Refusal = UploadRefusal | 'FORBIDDEN' | 'TOO_LARGE' | 'EMPTY';
const statusOf: Record<Refusal, number> = {
  FORBIDDEN: 403,
  TOO_LARGE: 413,
  EMPTY: 400,
  NOT_AN_IMAGE: 415,
  UNSUPPORTED_FORMAT: 415,
  TOO_MANY_PIXELS: 413,
  TOO_SMALL: 422,
  TOO_MANY_UPLOADS: 429,
  // The shopper's stored photos no review shows: theirs to use (or to wait for the sweeper), not a retry.
  TOO_MUCH_PENDING: 409,
};

function reply(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra })
    .end(JSON.stringify(body));
}

type Accept = (db: Db, viewer: SignedInViewer, mediaDir: string, body: Buffer) => ReturnType<typeof acceptUpload>;

async function serveUpload(
  db: Db,
  kit: AuthKit,
  mediaDir: string,
  req: IncomingMessage,
  res: ServerResponse,
  scope: 'admin' | 'signedIn',
  accept: Accept,
): Promise<void> {
  if (req.method !== 'POST') return reply(res, 405, { error: 'METHOD' }, { allow: 'POST' });
  const refuse = (code: Refusal, extra: Record<string, string> = {}) =>
    reply(res, statusOf[code], { error: code }, extra);
  const viewer = await viewerWithScope(req, kit, scope);
  // Answered before the body is read; the connection is closed so the rest of it is never taken in.
  if (!viewer) return refuse('FORBIDDEN', { connection: 'close' });
  const body = await bodyUpTo(req, uploadLimits.maxBytes);
  if (!body) {
    refuse('TOO_LARGE', { connection: 'close' });
    // Whatever the client still sends is dropped unread until the socket closes.
    req.resume();
    return;
  }
  if (body.length === 0) return refuse('EMPTY');
  const result = await accept(db, viewer, mediaDir, body);
  if (!result.ok) return refuse(result.reason);
  const { key, width, height } = result.upload;
  reply(res, 201, { key, width, height });
}

export function serveMediaUpload(
  db: Db,
  kit: AuthKit,
  mediaDir: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  return serveUpload(db, kit, mediaDir, req, res, 'admin', (d, v, dir, body) =>
    acceptUpload(d, v as AdminViewer, dir, body),
  );
}

/** A shopper's review photo: any signed-in customer, checked from the bearer token; `maxPendingBytes`: see acceptReviewPhoto. */
export function serveReviewPhotoUpload(
  db: Db,
  kit: AuthKit,
  mediaDir: string,
  maxPendingBytes: number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  return serveUpload(db, kit, mediaDir, req, res, 'signedIn', (d, v, dir, body) =>
    acceptReviewPhoto(d, v, dir, body, maxPendingBytes),
  );
}
