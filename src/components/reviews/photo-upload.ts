import { browserSession } from '../../client/session/browser';

// A review photo is sent on its own to /api/reviews/photo, which checks it by content, strips its metadata
// and re-encodes it; the review then names the key it answered.

const maxBytes = 10 * 1024 * 1024;
const refusals = [
  'FORBIDDEN',
  'TOO_LARGE',
  'EMPTY',
  'NOT_AN_IMAGE',
  'UNSUPPORTED_FORMAT',
  'TOO_MANY_PIXELS',
  'TOO_SMALL',
  'TOO_MANY_UPLOADS',
] as const;
export type PhotoRefusal = (typeof refusals)[number] | 'FAILED';
const refusalOf = (code: unknown): PhotoRefusal => refusals.find((r) => r === code) ?? 'FAILED';

export async function uploadReviewPhoto(file: File): Promise<{ key: string } | { error: PhotoRefusal }> {
  if (file.size > maxBytes) return { error: 'TOO_LARGE' };
  const token = browserSession().session.idToken();
  try {
    const res = await fetch('/api/reviews/photo', {
      method: 'POST',
      body: file,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await res.json().catch(() => ({}))) as { key?: string; error?: string };
    return res.ok && body.key ? { key: body.key } : { error: refusalOf(body.error) };
  } catch {
    return { error: 'FAILED' };
  }
}
