// The page design's limit (bench/pages.bench.mjs): a page's own server HTML with every script taken out,
// served from a small server of its own with the same CSS, fonts and pictures (everything but the page
// itself is passed on to the store), so Lighthouse measures what the page would do without its scripts.
import http from 'node:http';

/**
 * The HTML without any `<script>` (inline or external) and without the hints that would fetch script
 * anyway (`<link rel="preload" as="script">`, `rel="modulepreload"`).
 */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?modulepreload)[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?preload)(?=[^>]*\bas="?script)[^>]*>/gi, '');
}

/** Starts the server on `port`; `add(pagePath, html)` serves that page's scriptless HTML at the same path. */
export async function startNoScriptServer(port, storeBase) {
  const pages = new Map();
  const store = new URL(storeBase);
  const server = http.createServer((req, res) => {
    const html = pages.get(req.url);
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
      return;
    }
    // Everything else (/_next/static, /media, fonts, icons) from the store, as the store sends it.
    const upstream = http.request(
      {
        host: store.hostname,
        port: store.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: store.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return {
    url: (pagePath) => `http://localhost:${port}${pagePath}`,
    add: (pagePath, html) => pages.set(pagePath, withoutScripts(html)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
