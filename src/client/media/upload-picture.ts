import { browserSession } from '../session/browser';

// A picture is sent on its own to the server, which checks it by content, strips its metadata and
// re-encodes it; the form then names the key it answered. Both upload routes refuse with these codes.

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
  'TOO_MUCH_PENDING',
] as const;
export type PictureRefusal = (typeof refusals)[number] | 'FAILED';
const refusalOf = (code: unknown): PictureRefusal => refusals.find((r) => r === code) ?? 'FAILED';

/** Sends one picture to an upload route (`/api/admin/media`, `/api/reviews/photo`): its key, or the refusal by name. */
export async function uploadPicture(path: string, file: File): Promise<{ key: string } | { error: PictureRefusal }> {
  if (file.size > maxBytes) return { error: 'TOO_LARGE' };
  const token = browserSession().session.idToken();
  try {
    const res = await fetch(path, {
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
