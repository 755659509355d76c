import { NextResponse, type NextRequest } from 'next/server';
import { config as settings } from './config';
import { newNonce, pageContentSecurityPolicy, securitySettingsFrom } from './server/security-headers';

/**
 * Every page answer gets a Content-Security-Policy with a fresh nonce. Next reads the nonce from the
 * request's copy of the header and puts it on its own scripts; the root layout reads `x-nonce` for
 * emotion's style elements and the analytics script. The other headers of every route are set in
 * src/server/http.ts.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy(nonce, securitySettingsFrom(settings()));
  const forwarded = new Headers(request.headers);
  forwarded.set('x-nonce', nonce);
  forwarded.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: forwarded } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the build's static files, the translation files or the favicon.
      source: '/((?!_next/static|_next/image|locales/|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
