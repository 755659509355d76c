// How scripts/first-load-script.mjs reads a page's HTML: what a current browser fetches, once each, and
// the inline script content; the budget check and the pages bench count with it.
import { describe, expect, it } from 'vitest';
import { pageScripts } from './first-load-script.mjs';

describe('pageScripts', () => {
  it('counts every <script src> but the noModule ones, each URL once', () => {
    const html =
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      "<script async src='/_next/static/chunks/b.js?dpl=x&amp;v=1'></script>" +
      '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(pageScripts(html)).toEqual({
      urls: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?dpl=x&v=1'],
      skipped: ['/_next/static/chunks/polyfills.js'],
      inlineBytes: 0,
      inlineCount: 0,
    });
  });

  it('counts the chunks of a deferred list too, beside the tags, and its JSON as inline data', () => {
    const list = '["/_next/static/chunks/a.js","/_next/static/chunks/c.js"]';
    const loader = 'addEventListener("load",()=>{})';
    const html =
      '<script src="/_next/static/chunks/a.js"></script>' +
      `<script id="silai-chunks" type="application/json">${list}</script>` +
      `<script>${loader}</script>`;
    const found = pageScripts(html);
    expect(found.urls).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/c.js']);
    expect(found.inlineBytes).toBe(list.length + loader.length);
    expect(found.inlineCount).toBe(2);
  });

  it('counts inline content in bytes, not characters (the RSC payload carries Hindi and Arabic)', () => {
    const push = 'self.__next_f.push([1,"साड़ी"])';
    expect(pageScripts(`<script>${push}</script>`).inlineBytes).toBe(Buffer.byteLength(push));
  });

  it('refuses a deferred list that is not a list of URLs, rather than counting nothing', () => {
    expect(() => pageScripts('<script id="silai-chunks" type="application/json">{"a":1}</script>')).toThrow(
      /silai-chunks/,
    );
  });
});
