import { z } from 'zod';

/** The gateway's settings, part of src/config.ts's schema. */
export const gatewaySettings = {
  // Gateway: pages of other origins allowed to call /graphql (CORS) and open its WebSocket.
  ALLOWED_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => isOrigin(o.trim())),
      'must be comma-separated http(s) origins, e.g. https://shop.example,https://admin.shop.example',
    )
    .optional(),
};

/** `scheme://host[:port]` with nothing after it (a trailing slash is tolerated). */
function isOrigin(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === value.replace(/\/$/, '').toLowerCase();
  } catch {
    return false;
  }
}
