// The response headers that protect every route, and the pages' Content-Security-Policy. One module so
// server.ts (the API, media and health routes) and the pages' proxy never disagree.

export type SecuritySettings = {
  /** The store's public address: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  production: boolean;
  analytics: { gtmId?: string; posthogKey?: string; posthogHost: string };
  /** Razorpay Checkout is offered (its script, frame and form host are allowed). */
  razorpay: boolean;
};

/** Razorpay Checkout loads its script from checkout.razorpay.com and frames api.razorpay.com. */
const razorpayHosts = {
  script: 'https://checkout.razorpay.com',
  api: 'https://api.razorpay.com',
  images: 'https://cdn.razorpay.com',
};
const gtmHosts = {
  script: 'https://www.googletagmanager.com',
  collect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

const https = (s: Pick<SecuritySettings, 'publicUrl'>) => s.publicUrl.startsWith('https://');

/** Origins PostHog talks to: its API host and, for the cloud regions, the matching assets host. */
function posthogOrigins(host: string): string[] {
  let origin: string;
  try {
    origin = new URL(host).origin;
  } catch {
    return [];
  }
  const cloud = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(origin);
  return cloud ? [origin, `https://${cloud[1]}-assets.i.posthog.com`] : [origin];
}

/**
 * Headers for every response, pages and API alike: no MIME sniffing, no framing, a careful referrer,
 * no powerful features, a browsing context of our own and, on https, HSTS.
 */
export function baseSecurityHeaders(s: Pick<SecuritySettings, 'publicUrl' | 'razorpay'>): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': s.razorpay
      ? `camera=(), microphone=(), geolocation=(), usb=(), payment=(self "${razorpayHosts.api}")`
      : 'camera=(), microphone=(), geolocation=(), usb=(), payment=()',
    // Razorpay may finish a bank's 3-D Secure step in a pop-up that reports back to this window.
    'cross-origin-opener-policy': s.razorpay ? 'same-origin-allow-popups' : 'same-origin',
  };
  if (https(s)) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** JSON, images and health answers run no script and embed nothing. */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A fresh, unguessable nonce per page response (16 random bytes, base64). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The pages' policy. Scripts: only those carrying this response's nonce (Next puts it on its own
 * scripts) and what they load ('strict-dynamic': the app's chunks, GTM, Razorpay Checkout). Style
 * elements: ours and emotion's carry the nonce; style attributes stay allowed (React's `style` props;
 * they cannot run script). Third-party hosts appear only when their keys are configured.
 */
export function pageContentSecurityPolicy(nonce: string, s: SecuritySettings): string {
  const gtm = Boolean(s.analytics.gtmId);
  const posthog = s.analytics.posthogKey ? posthogOrigins(s.analytics.posthogHost) : [];
  const ws = new URL(s.publicUrl);
  const socket = `${ws.protocol === 'https:' ? 'wss' : 'ws'}://${ws.host}`;
  const list = (...items: (string | false | string[])[]) => items.flat().filter(Boolean).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      list(
        "'self'",
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        !s.production && "'unsafe-eval'",
        gtm && gtmHosts.script,
        s.razorpay && razorpayHosts.script,
        posthog,
      ),
    ],
    // In development Next injects its CSS as style elements of its own, without the nonce.
    ['style-src', list("'self'", s.production ? `'nonce-${nonce}'` : "'unsafe-inline'")],
    ['style-src-elem', list("'self'", s.production ? `'nonce-${nonce}'` : "'unsafe-inline'")],
    ['style-src-attr', "'unsafe-inline'"],
    [
      'img-src',
      list(
        "'self'",
        'data:',
        'blob:',
        gtm && [gtmHosts.script, 'https://*.google-analytics.com'],
        s.razorpay && razorpayHosts.images,
      ),
    ],
    ['font-src', "'self'"],
    [
      'connect-src',
      list(
        "'self'",
        socket,
        gtm && gtmHosts.collect,
        posthog,
        s.razorpay && [razorpayHosts.api, 'https://lumberjack.razorpay.com'],
      ),
    ],
    ['frame-src', s.razorpay ? list(razorpayHosts.api, razorpayHosts.script) : "'none'"],
    ['worker-src', list("'self'", posthog.length > 0 && 'blob:')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', list("'self'", s.razorpay && razorpayHosts.api)],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map(([k, v]) => `${k} ${v}`).join('; ');
  return https(s) ? `${policy}; upgrade-insecure-requests` : policy;
}

/** The settings as the running store has them. */
export function securitySettingsFrom(c: {
  env: string;
  store: { publicUrl: string };
  analytics: SecuritySettings['analytics'];
  buying: { razorpay: unknown };
}): SecuritySettings {
  return {
    publicUrl: c.store.publicUrl,
    production: c.env === 'production',
    analytics: c.analytics,
    razorpay: c.buying.razorpay !== null,
  };
}
