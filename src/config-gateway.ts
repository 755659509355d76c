import { z } from 'zod';
import { trustedProxiesProblems } from './client-address';

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
  // The proxies (nginx) whose X-Forwarded-For names the shopper: addresses or networks, comma-separated.
  TRUSTED_PROXIES: z
    .string()
    .superRefine((v, ctx) => {
      for (const message of trustedProxiesProblems(v)) ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
  // The old switch trusted the header from anyone: refused, so an upgrade cannot silently drop it.
  TRUST_PROXY: z
    .string()
    .refine(() => false, 'was replaced by TRUSTED_PROXIES: the addresses of the proxies to trust, e.g. 127.0.0.1,::1')
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
