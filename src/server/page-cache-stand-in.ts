// A stand-in for Next for the page cache's tests: every render gets a new nonce (as src/proxy.ts gives it),
// prints the language the visitor would see, a price it reads from `prices` (and links to the products a
// listing shows), and streams in several writes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newNonce } from './security-headers';

export const prices = new Map<string, number>();
/** What the tests set and read: renders so far, and how the next renders behave. */
export const standIn = {
  renders: 0,
  delayMs: 0,
  /** A render that never finishes, as a render stuck on something would: the next one only. */
  hangNext: false,
  /** When set, each render takes a random time up to this, so renders end in every order. */
  jitterMs: 0,
};

export async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  standIn.renders++;
  const nonce = newNonce();
  const lang = /lang=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'en';
  const url = req.url ?? '/';
  const slug = /^\/products\/([^/?]+)/.exec(url)?.[1];
  // The data is read at the start of the render, as a page's query would. `?only=` lists one product.
  const only = /[?&]only=([^&]+)/.exec(url)?.[1];
  const listed = slug ? [slug] : only ? [only] : [...prices.keys()];
  const shown = listed.map((s) => `${s}=${prices.get(s)}`).join(',');
  // A listing's cards link to their products, as the real pages do.
  const links = slug ? '' : listed.map((s) => `<a href="/products/${s}"></a>`).join('');
  // Next stops rendering, and never ends the answer, once the response closes before it is finished.
  let gone = false;
  res.once('close', () => {
    if (!res.writableFinished) gone = true;
  });
  if (standIn.hangNext) {
    standIn.hangNext = false;
    return new Promise<void>(() => {});
  }
  const wait = standIn.jitterMs ? Math.random() * standIn.jitterMs : standIn.delayMs;
  if (wait) await new Promise((r) => setTimeout(r, wait));
  if (gone) return;
  if (slug && !prices.has(slug)) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<p>not found</p>');
    return;
  }
  if (url.startsWith('/products/cookie')) res.setHeader('set-cookie', 'a=b');
  res.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.writeHead(200, { 'x-rendered': String(standIn.renders), vary: 'rsc' });
  res.write(`<html lang="${lang}"><script nonce="${nonce}">`);
  res.write(Buffer.from(`self.n="${nonce}"</script>`));
  // A long page whose nonce also sits at its edges and twice in a row (empty parts between them).
  if (url.startsWith('/collections/long'))
    res.write(
      `${nonce}${nonce}${Array.from({ length: 4000 }, (_, i) => `<li>${(i * 7919) % 1000}</li>`).join('')}${nonce}`,
    );
  res.end(`<p>${shown} ${req.headers['accept-encoding'] ?? 'identity'}</p>${links}</html>`);
}
