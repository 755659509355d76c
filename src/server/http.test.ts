import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { startTestServer, type TestServer } from '../test/gateway-server';
import { testDatabases } from '../test/databases';
import { newNonce, pageContentSecurityPolicy, type SecuritySettings } from './security-headers';

const routes = [
  ['POST', '/graphql'],
  ['GET', '/healthz'],
  ['GET', '/api/market-2/brand'],
  ['GET', '/api/market-2/nothing-here'],
  ['POST', '/api/payments/test/webhook'],
  ['GET', '/media/p-not-a-product-1-320.avif'],
  ['GET', '/no-such-route'],
] as const;

describe.each(testDatabases())('the HTTP surface on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let secure: TestServer;
  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    secure = await startTestServer(db, { production: true, seed: false, publicUrl: 'https://silai.example' });
  });
  afterAll(async () => {
    await secure?.close();
    await server?.close();
    await db?.close();
  });

  it.each(['/media/%E0%A4', '/media/%', '/media/%E0%A4%A-320.avif', '/media/..%2F..%2Fetc%2Fpasswd', '/media/%00'])(
    'answers %s with a plain 404',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    },
  );

  it.each(routes)('sets the security headers on %s %s', async (method, path) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json', role: 'anonymous' } : {},
      body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
    });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    // The store here is http://localhost: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the public address is https', async () => {
    const res = await fetch(`${secure.url}/healthz`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe("the pages' Content-Security-Policy", () => {
  const plain: SecuritySettings = {
    publicUrl: 'http://localhost:3000',
    production: true,
    analytics: { posthogHost: 'https://eu.i.posthog.com' },
    razorpay: false,
  };
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows only nonced scripts, nothing framed, no plugins, no foreign forms', () => {
    const nonce = newNonce();
    const p = pageContentSecurityPolicy(nonce, plain);
    expect(directive(p, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(directive(p, 'style-src-elem')).toBe(`style-src-elem 'self' 'nonce-${nonce}'`);
    expect(directive(p, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(p, 'connect-src')).toBe("connect-src 'self' ws://localhost:3000");
    for (const d of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "frame-src 'none'",
    ])
      expect(p).toContain(d);
    expect(p).not.toMatch(/googletagmanager|posthog|razorpay|unsafe-eval|upgrade-insecure-requests/);
    expect(newNonce()).not.toBe(nonce);
  });

  it('names GTM, PostHog and Razorpay hosts only when they are configured, and wss on https', () => {
    const p = pageContentSecurityPolicy('n', {
      publicUrl: 'https://silai.example',
      production: true,
      analytics: { gtmId: 'GTM-ABC123', posthogKey: 'phc_x', posthogHost: 'https://eu.i.posthog.com' },
      razorpay: true,
    });
    expect(directive(p, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(p, 'script-src')).toContain('https://checkout.razorpay.com');
    expect(directive(p, 'connect-src')).toContain('wss://silai.example');
    expect(directive(p, 'connect-src')).toContain('https://eu.i.posthog.com');
    expect(directive(p, 'connect-src')).toContain('https://eu-assets.i.posthog.com');
    expect(directive(p, 'frame-src')).toBe('frame-src https://api.razorpay.com https://checkout.razorpay.com');
    expect(directive(p, 'form-action')).toBe("form-action 'self' https://api.razorpay.com");
    expect(p.endsWith('; upgrade-insecure-requests')).toBe(true);
  });
});
