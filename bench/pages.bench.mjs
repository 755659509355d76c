// Lighthouse (mobile, simulated throttling) and first-load script for the home page, the sarees
// listing, a product page, a tailoring service's page (its option picker open), /tailoring, the cart,
// checkout and the signed-in shopper's consultations, beside a bare Next.js page (bench/bare-next) built and
// measured in the same run; each catalogue page's LCP without its scripts beside it (the page design's
// limit, bench/noscript-server.mjs); first-load script and inline data of more catalogue pages; the LCP
// the page itself reports (web-vitals) over 10 loads; the home page's throughput at 50 connections, and its
// p99 while one request in ten is abandoned mid-render; then the listing and product page again with the
// catalogue grown to 5,000+ products.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { kB, measureFirstLoad } from '../scripts/first-load-script.mjs';
import { storeEnv, storeNodeArgs } from '../scripts/store-process.mjs';
import { lighthouseSeries, median } from './lighthouse-runs.mjs';
import { startNoScriptServer } from './noscript-server.mjs';
import { cartProfile, checkoutProfile } from './page-profiles.mjs';
import { abandonedThroughput, homeThroughput } from './page-throughput.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const barePort = port + 1;
const noScriptPort = port + 2;
const base = `http://localhost:${port}`;
// BENCH_RUNS Lighthouse runs of each page (medians of five by default; LIGHTHOUSE_RUNS is its older name).
const runs = Number(process.env.BENCH_RUNS ?? process.env.LIGHTHOUSE_RUNS ?? 5);
const products = Number(process.env.BENCH_PRODUCTS ?? 5000);
const line = (name, value, unit) => console.log(`bench: ${name} ${value} ${unit}`);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };
// The shopper who checks out (demo mode's fixed codes, docs/SETTINGS.md: AUTH_TEST_OTPS).
const shopper = { local: '9000000099', code: '990099' };
const fieldLoads = Number(process.env.FIELD_LOADS ?? 10);
// LIGHTHOUSE_KEEP=<folder> keeps each run's report there with its trace (--save-assets), to read where
// the time goes; unset, the reports go with the run's temporary folder.
const keep = process.env.LIGHTHOUSE_KEEP;
// The pages, with the paths tests/e2e/script-budget.ts holds to a budget. `lighthouse`: measured by
// Lighthouse and in the field (the others get first-load figures only); `limit`: a catalogue page, also
// measured without its scripts; `profile`: the browser storage it is measured with (a cart, a session).
// A tailoring service's own page (product_tailoring) has its option picker open from the start.
const pageTable = [
  { name: 'home', path: '/', lighthouse: true, limit: true },
  { name: 'sarees', path: '/sarees', lighthouse: true, limit: true },
  { name: 'fabrics', path: '/fabrics' },
  { name: 'category', path: '/sarees?category=silk-sarees' },
  { name: 'collection', path: '/collections/bridal' },
  { name: 'search', path: '/search?q=silk' },
  { name: 'product', path: '/products/red-banarasi-silk-saree', lighthouse: true, limit: true },
  { name: 'product_fabric', path: '/products/black-georgette-fabric' },
  { name: 'product_tailoring', path: '/products/classic-blouse-stitching', lighthouse: true, limit: true },
  { name: 'tailoring', path: '/tailoring', lighthouse: true, limit: true },
  { name: 'cart', path: '/cart', lighthouse: true, profile: 'cart' },
  { name: 'checkout', path: '/checkout', lighthouse: true, profile: 'session' },
  { name: 'consultation', path: '/consultations', lighthouse: true, profile: 'session' },
];
// BENCH_PAGES=home,sarees measures only those (and the bare page) while working on them; unset, all of
// them, and home_page (throughput) and grown (the 5,000-product pages).
const pageNames = ['home_page', ...pageTable.map((p) => p.name), 'grown'];
const only = process.env.BENCH_PAGES?.split(',').map((n) => n.trim());
const unknown = only?.filter((n) => !pageNames.includes(n)) ?? [];
if (unknown.length) throw new Error(`BENCH_PAGES: unknown page ${unknown.join(', ')} (known: ${pageNames.join(', ')})`);
const wanted = (name) => !only || only.includes(name);

/** fetch, retried once: undici can reuse a keep-alive socket the server has just closed. */
async function get(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

async function waitFor(url) {
  for (let i = 0; ; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 240) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The store as `npm start` runs it: the server compiled at build time, with its Node arguments. */
function startStore(dataDir) {
  return spawn(process.execPath, storeNodeArgs, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: storeEnv({
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MEDIA_PRERENDER: 'false',
      AUTH_TEST_OTPS: `+91${shopper.local}:${shopper.code}`,
    }),
  });
}

/**
 * First-load script, HTML and inline data of one page (scripts/first-load-script.mjs, as the budget check
 * counts them), then, for the pages Lighthouse measures, Lighthouse and the field LCP beside the bare
 * page's; a catalogue page also without its scripts, run for run beside itself.
 */
async function measurePage(page, bare, { profileDir, cookie } = {}) {
  const { name } = page;
  const url = `${base}${page.path}`;
  const first = await firstLoad(name, base, page.path, cookie);
  if (!page.lighthouse) return;
  await warm(url);
  const targets = [{ name, url, profileDir }];
  if (page.limit) {
    noScript.add(page.path, first.html);
    targets.push({ name: `${name}__noscript`, of: name, url: noScript.url(page.path), limitOnly: true });
  }
  const m = await lighthouseSeries(targets, { runs, dir: dataDir, keep });
  line(`${name}_performance_vs_bare`, (m.get(name).score - bare.score).toFixed(2), 'score');
  if (page.limit)
    line(`lighthouse_lcp_${name}_to_limit`, Math.round(m.get(name).lcp - m.get(`${name}__noscript`).lcp), 'ms');
  line(`${name}_field_lcp_vs_bare`, (await fieldLcp(name, url, profileDir)) - bare.field, 'ms');
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Loads a page and every image it references once, so Lighthouse measures serving, not first rendering. */
async function warm(url) {
  const html = await (await get(url)).text();
  const media = new Set([...html.matchAll(/\/media\/[a-z0-9-]+-\d+\.(?:avif|webp)/g)].map((m) => m[0]));
  const queue = [...media];
  const worker = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) await get(new URL(m, url)).then((r) => r.arrayBuffer());
  };
  await Promise.all([worker(), worker(), worker()]);
  return html;
}

const chunkSizes = new Map();
async function firstLoad(name, at, pagePath, cookie) {
  const m = await measureFirstLoad(at, pagePath, { cookie, cache: chunkSizes });
  line(`first_load_script_kb_${name}`, kB(m.scriptGzipBytes), 'kB');
  line(`inline_data_kb_${name}`, kB(m.inlineScriptBytes), 'kB');
  line(`html_kb_${name}`, kB(m.htmlBytes), 'kB');
  line(`html_gzip_kb_${name}`, kB(m.htmlGzipBytes), 'kB');
  return m;
}

/**
 * The LCP the page reports itself, as a shopper's browser would send it: web-vitals' value from the
 * store's data layer (src/client/analytics), read after a key press ends LCP; for the bare page (no
 * web-vitals) the browser's own largest-contentful-paint entry, which is what web-vitals reads.
 * Median over `fieldLoads` loads, each in a fresh page.
 */
async function fieldLcp(name, url, profileDir) {
  const { chromium } = await import('@playwright/test');
  const browser = profileDir ? null : await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = browser
    ? await browser.newContext({ viewport: { width: 412, height: 823 } })
    : await chromium.launchPersistentContext(profileDir, {
        executablePath: chromiumPath,
        args: chromiumArgs,
        viewport: { width: 412, height: 823 },
      });
  const values = [];
  try {
    for (let i = 0; i < fieldLoads; i++) {
      const page = await context.newPage();
      await page.addInitScript(() => {
        globalThis.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) globalThis.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      await page.keyboard.press('Shift');
      const reported = await page
        .waitForFunction(
          () => (globalThis.dataLayer ?? []).find((e) => e.event === 'web_vitals' && e.metric === 'LCP')?.value,
          null,
          { timeout: 3000 },
        )
        .then(
          (h) => h.jsonValue(),
          () => null,
        );
      values.push(Math.round(reported ?? (await page.evaluate(() => globalThis.__lcp))));
      await page.close();
    }
  } finally {
    await context.close();
    await browser?.close();
  }
  const m = median(values);
  line(`${name}_field_lcp`, m, 'ms');
  return m;
}

await buildIfNeeded();
const bareBuild = spawnSync('npx', ['next', 'build', 'bench/bare-next'], { env, stdio: 'ignore' });
if (bareBuild.status !== 0) throw new Error('bare page build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-bench-'));
const bare = spawn('npx', ['next', 'start', 'bench/bare-next', '-p', String(barePort)], {
  env: { ...env, NODE_ENV: 'production' },
  stdio: 'ignore',
  detached: true,
});
let store = startStore(dataDir);
const noScript = await startNoScriptServer(noScriptPort, base);
try {
  await waitFor(`http://localhost:${barePort}/`);
  await waitFor(`${base}/healthz`);
  const bareBase = `http://localhost:${barePort}`;
  await firstLoad('bare_next', bareBase, '/');
  const bareRuns = await lighthouseSeries([{ name: 'bare_next', url: `${bareBase}/` }], { runs, dir: dataDir, keep });
  const bareScore = bareRuns.get('bare_next').score;
  const bareField = await fieldLcp('bare_next', `${bareBase}/`);
  await homeThroughput('bare_next_page', `${bareBase}/`);
  if (wanted('home_page')) await abandonedThroughput('bare_next_page_abandoning_10pct', `${bareBase}/`, 0.1);
  await warm(`${base}/`);
  if (wanted('home_page')) {
    await homeThroughput('home_page', `${base}/`);
    // A page rendered again and again while visitors wait on it: first as is, then with one request in
    // ten abandoned mid-render (each abandoned render must still answer the visitors who wait on it).
    await abandonedThroughput('home_page_new_address', `${base}/`, 0);
    await abandonedThroughput('home_page_new_address_abandoning_10pct', `${base}/`, 0.1);
  }
  const bare = { score: bareScore, field: bareField };
  const chosen = pageTable.filter((p) => wanted(p.name));
  for (const page of chosen.filter((p) => !p.profile)) await measurePage(page, bare);
  // The cart page with three lines in it (two sarees, 3 m of a fabric), as a shopper about to check out sees it.
  const cart = chosen.find((p) => p.profile === 'cart');
  if (cart) await measurePage(cart, bare, { profileDir: await cartProfile(dataDir, base) });
  // Checkout as a signed-in shopper with that cart sees it; the same shopper's consultations page.
  const session = chosen.filter((p) => p.profile === 'session');
  if (session.length) {
    const signedIn = await checkoutProfile(dataDir, base, shopper);
    for (const page of session) await measurePage(page, bare, signedIn);
  }
  if (wanted('grown')) {
    await stop(store);
    const grow = spawnSync(process.execPath, ['--import', 'tsx', 'bench/grow-cli.ts', dataDir, String(products)], {
      env,
      stdio: 'inherit',
    });
    if (grow.status !== 0) throw new Error('growing the catalogue failed');
    store = startStore(dataDir);
    await waitFor(`${base}/healthz`);
    for (const page of pageTable.filter((p) => p.name === 'sarees' || p.name === 'product')) {
      const name = `${page.name}_${products}`;
      const url = `${base}${page.path}`;
      await warm(url);
      const score = (await lighthouseSeries([{ name, url }], { runs, dir: dataDir, keep })).get(name).score;
      line(`${name}_performance_vs_bare`, (score - bareScore).toFixed(2), 'score');
    }
  }
} finally {
  await noScript.close();
  await stop(store);
  try {
    process.kill(-bare.pid, 'SIGTERM');
  } catch {
    // The bare page's server has already exited.
  }
  rmSync(dataDir, { recursive: true, force: true });
}
