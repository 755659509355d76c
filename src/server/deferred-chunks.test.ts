import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { chunkListId, deferChunks, defersChunks } from './deferred-chunks';

const nonce = 'AbCdEfGhIjKlMnOp1234==';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const tag = (src: string, extra = 'async=""') => `<script src="${src}" ${extra} nonce="${nonce}"></script>`;

describe('deferChunks', () => {
  const html = page(
    `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${nonce}"/>` +
      `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/main.js"/>` +
      `<link rel="preload" as="image" href="/media/p-1-640.webp"/>` +
      tag('/_next/static/chunks/react.js') +
      tag('/_next/static/chunks/page.js') +
      `<script nonce="${nonce}">inline()</script>` +
      tag('/_next/static/chunks/polyfills.js', 'noModule=""'),
    `<main>text</main>${tag('/_next/static/chunks/main.js')}<script>self.__next_f.push([1,"x"])</script>`,
  );
  const out = deferChunks(html)!;
  const list = JSON.parse(
    new RegExp(`<script id="${chunkListId}" type="application/json" nonce="${nonce}">(.*?)</script>`).exec(out)![1]!,
  );

  it('moves every chunk, head and body, into one list in document order', () => {
    expect(list).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(out).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(react|page|main)\.js"/);
  });

  it('drops the script preload but keeps the styles, the pictures, inline scripts and noModule files', () => {
    expect(out).not.toContain('as="script"');
    expect(out).toContain('rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(out).toContain('as="image" href="/media/p-1-640.webp"');
    expect(out).toContain(`<script nonce="${nonce}">inline()</script>`);
    expect(out).toContain('src="/_next/static/chunks/polyfills.js" noModule=""');
    expect(out).toContain('self.__next_f.push([1,"x"])');
  });

  it("gives the loader the page's nonce, inside the head", () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain(`<script nonce="${nonce}">(function(){`);
    expect(head).toContain(`id="${chunkListId}"`);
  });

  it('leaves a document without chunks, or without a head, alone', () => {
    expect(deferChunks(page('', '<main>x</main>'))).toBeNull();
    expect(deferChunks('<p>no head</p>')).toBeNull();
  });
});

describe('defersChunks', () => {
  const req = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
    ({ url, method, headers }) as unknown as IncomingMessage;
  it('takes the catalogue documents', () => {
    for (const url of [
      '/',
      '/sarees',
      '/fabrics',
      '/tailoring',
      '/category?c=x',
      '/search?q=silk',
      '/collections/wedding',
      '/products/a-b',
    ])
      expect(defersChunks(req(url)), url).toBe(true);
  });
  it('leaves the account pages, client navigations and other methods alone', () => {
    expect(defersChunks(req('/cart'))).toBe(false);
    expect(defersChunks(req('/checkout'))).toBe(false);
    expect(defersChunks(req('/products/a/b'))).toBe(false);
    expect(defersChunks(req('/sarees', 'GET', { rsc: '1' }))).toBe(false);
    expect(defersChunks(req('/sarees?_rsc=abc'))).toBe(false);
    expect(defersChunks(req('/sarees', 'POST'))).toBe(false);
  });
});
