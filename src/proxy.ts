import { NextResponse, type NextRequest } from 'next/server';
import { config as settings } from './config';
import { newNonce, pageContentSecurityPolicy, securitySettingsFrom } from './server/security-headers';
import { isOrderNumber, isTestPaymentId } from './lib/order-ids';

/** Where an address that names nothing is sent: no route matches it, so Next answers its 404 page. */
const nowhere = '/not-found/nothing-here';

/**
 * Whether the server can tell, from the address alone, that the page has nothing to show: an order
 * page whose number cannot be one, or the test gateway's page without the gateway or with an id that
 * cannot be one. These pages read their data in the browser with the shopper's token (the server never
 * sees it) behind a sign-in gate that renders nothing on the server, so a notFound() in the page itself
 * is never reached while the answer's status can still change. A well-formed number or id is left to the
 * page: whether it exists for this shopper only the browser can ask, and a 404 for numbers nobody has
 * would tell a stranger which ones someone has.
 */
function namesNothing(pathname: string, testGateway: boolean): boolean {
  const m = /^\/(orders|pay\/test)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return false;
  let key: string;
  try {
    key = decodeURIComponent(m[2]!);
  } catch {
    return true;
  }
  return m[1] === 'orders' ? !isOrderNumber(key) : !testGateway || !isTestPaymentId(key);
}

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
  const response = namesNothing(request.nextUrl.pathname, settings().buying.testGateway)
    ? NextResponse.rewrite(new URL(nowhere, request.url), { request: { headers: forwarded } })
    : NextResponse.next({ request: { headers: forwarded } });
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
