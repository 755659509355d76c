// A page's first-load script and the inline data in its HTML, as the budget check
// (tests/e2e/script-budget.spec.ts, budgets in tests/e2e/script-budget.json) and the pages bench
// (bench/pages.bench.mjs) both count them: one way of counting, so a bench figure and a budget compare.
//
// First-load script is the gzip (level 9) of every script a current browser fetches for the page:
// each `<script src>` that is not `noModule` (Next's polyfill file is, and a current browser never
// loads it), and each chunk in a deferred list `<script id="silai-chunks" type="application/json">`
// (chunks the page starts after its first frame are still its first download); a URL counts once.
import { gzipSync } from 'node:zlib';

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The few entities Next writes in attribute values (`&amp;` in a chunk's query string). */
const unescape = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(text) {
  const found = new Map();
  for (const m of text.matchAll(attribute)) found.set(m[1].toLowerCase(), unescape(m[2] ?? m[3] ?? m[4] ?? ''));
  return found;
}

/**
 * What a page's HTML says about its script: the URLs a current browser fetches (in order, once each),
 * those it skips (`noModule`), and the bytes of inline script content (RSC payload, JSON, loaders).
 */
export function pageScripts(html) {
  const urls = [];
  const skipped = [];
  let inlineBytes = 0;
  let inlineCount = 0;
  const add = (url) => {
    if (!urls.includes(url)) urls.push(url);
  };
  for (const m of html.matchAll(scriptTag)) {
    const attrs = attributes(m[1]);
    const src = attrs.get('src');
    if (src) {
      if (attrs.has('nomodule')) skipped.push(src);
      else add(src);
      continue;
    }
    inlineBytes += Buffer.byteLength(m[2]);
    inlineCount++;
    if (attrs.get('id') === 'silai-chunks') {
      const list = JSON.parse(m[2]);
      if (!Array.isArray(list) || list.some((u) => typeof u !== 'string'))
        throw new Error('#silai-chunks is not a list of URLs');
      list.forEach(add);
    }
  }
  return { urls, skipped, inlineBytes, inlineCount };
}

const gzipLength = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** fetch, retried once: undici can reuse a keep-alive socket the server has just closed. */
async function get(url, headers) {
  try {
    return await fetch(url, { headers, redirect: 'manual' });
  } catch {
    return fetch(url, { headers, redirect: 'manual' });
  }
}

/**
 * Fetches `pagePath` from the store at `base` (with `cookie`, a Cookie header, for a signed-in page) and
 * measures it. `cache` (a Map, URL to gzip bytes) saves fetching a chunk twice across pages; chunk
 * URLs are content-hashed, so a URL's bytes do not change within a build.
 */
export async function measureFirstLoad(base, pagePath, { cookie, cache = new Map() } = {}) {
  const url = new URL(pagePath, base);
  const res = await get(url, cookie ? { cookie } : {});
  if (res.status !== 200) throw new Error(`${pagePath}: status ${res.status} (${res.headers.get('location') ?? ''})`);
  const html = Buffer.from(await res.arrayBuffer());
  const { urls, skipped, inlineBytes, inlineCount } = pageScripts(html.toString('utf8'));
  const scripts = [];
  for (const src of urls) {
    const abs = new URL(src, url).href;
    if (!cache.has(abs)) {
      const r = await get(abs, {});
      if (r.status !== 200) throw new Error(`${pagePath}: script ${src} answered ${r.status}`);
      cache.set(abs, gzipLength(Buffer.from(await r.arrayBuffer())));
    }
    scripts.push({ src, gzipBytes: cache.get(abs) });
  }
  return {
    path: pagePath,
    html: html.toString('utf8'),
    scripts,
    skipped,
    scriptGzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0),
    htmlBytes: html.length,
    htmlGzipBytes: gzipLength(html),
    inlineScriptBytes: inlineBytes,
    inlineScriptCount: inlineCount,
  };
}

/** Bytes as the budget and the bench print them: kB of 1,024 bytes, one decimal. */
export const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
