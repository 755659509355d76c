// Lighthouse (mobile, simulated throttling) and first-load JavaScript for the home page, the sarees
// listing, a product page, a tailoring service's page (its option picker open), /tailoring, the cart,
// checkout and the signed-in shopper's consultations, beside a bare Next.js page (bench/bare-next) built and
// measured in the same run; the LCP the page itself reports (web-vitals) over 10 loads; the home page's
// throughput at 50 connections, and its p99 while one request in ten is abandoned mid-render; then the listing and product page again with the catalogue grown to
// 5,000+ products.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { storeEnv, storeNodeArgs } from '../scripts/store-process.mjs';
import { cartProfile, checkoutProfile } from './page-profiles.mjs';
import { abandonedThroughput, homeThroughput } from './page-throughput.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const barePort = port + 1;
const base = `http://localhost:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const products = Number(process.env.BENCH_PRODUCTS ?? 5000);
const productPath = '/products/red-banarasi-silk-saree';
// A tailoring service's own page: its option picker is open from the start (on a saree's page it is a
// button until pressed).
const tailoringProductPath = '/products/classic-blouse-stitching';
const line = (name, value, unit) => console.log(`bench: ${name} ${value} ${unit}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };
// The shopper who checks out (demo mode's fixed codes, docs/SETTINGS.md: AUTH_TEST_OTPS).
const shopper = { local: '9000000099', code: '990099' };
const fieldLoads = Number(process.env.FIELD_LOADS ?? 10);
// LIGHTHOUSE_KEEP=<folder> keeps each run's report there with its trace (--save-assets), to read where
// the time goes; unset, the reports go with the run's temporary folder.
const keep = process.env.LIGHTHOUSE_KEEP;
// BENCH_PAGES=checkout,cart measures only those (and the bare page) while working on them; unset, all of
// them: home_page (throughput), home, sarees, product, product_tailoring, tailoring, cart, checkout,
// consultation, grown (the 5,000-product pages).
const pageNames = [
  'home_page',
  'home',
  'sarees',
  'product',
  'product_tailoring',
  'tailoring',
  'cart',
  'checkout',
  'consultation',
  'grown',
];
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

/** Lighthouse, first-load JavaScript and the field LCP of one page, beside the bare page's. */
async function measurePage(name, url, bare, profileDir) {
  await firstLoadJs(name, url);
  const score = lighthouse(name, url, dataDir, profileDir);
  line(`${name}_performance_vs_bare`, (score - bare.score).toFixed(2), 'score');
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

async function firstLoadJs(name, url) {
  const html = await warm(url);
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let gz = 0;
  for (const src of srcs)
    gz += gzipSync(Buffer.from(await (await get(new URL(src, url))).arrayBuffer()), { level: 9 }).length;
  line(`${name}_first_load_js`, (gz / 1024).toFixed(1), 'kB');
}

function lighthouse(name, url, dir, profileDir) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = path.join(keep ?? dir, `lh-${name}-${i}.json`);
    // Lighthouse sometimes fails to record the trace on a loaded machine (NO_NAVSTART) and asks to
    // be run again: one more attempt before giving up.
    const run = () =>
      spawnSync(
        'npx',
        [
          'lighthouse',
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${[...chromiumArgs, ...(profileDir ? [`--user-data-dir=${profileDir}`] : [])].join(' ')}`,
          // A page that shows browser storage (the cart) is measured with that storage in place.
          ...(profileDir ? ['--disable-storage-reset'] : []),
          ...(keep ? ['--save-assets'] : []),
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'inherit' },
      );
    let r = run();
    if (r.status !== 0) r = run();
    if (r.status !== 0) throw new Error(`lighthouse exited ${r.status}`);
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    results.push({
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
    });
  }
  const m = (k) => median(results.map((r) => r[k]));
  line(`${name}_lighthouse_performance`, m('performance').toFixed(2), 'score');
  line(`${name}_lighthouse_accessibility`, m('accessibility').toFixed(2), 'score');
  line(`${name}_lighthouse_best_practices`, m('bestPractices').toFixed(2), 'score');
  line(`${name}_lighthouse_seo`, m('seo').toFixed(2), 'score');
  line(`${name}_lcp`, Math.round(m('lcp')), 'ms');
  line(`${name}_fcp`, Math.round(m('fcp')), 'ms');
  line(`${name}_tbt`, Math.round(m('tbt')), 'ms');
  line(`${name}_cls`, m('cls').toFixed(3), 'score');
  return m('performance');
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
try {
  await waitFor(`http://localhost:${barePort}/`);
  await waitFor(`${base}/healthz`);
  const bareScore = lighthouse('bare_next', `http://localhost:${barePort}/`, dataDir);
  const bareField = await fieldLcp('bare_next', `http://localhost:${barePort}/`);
  await homeThroughput('bare_next_page', `http://localhost:${barePort}/`);
  if (wanted('home_page'))
    await abandonedThroughput('bare_next_page_abandoning_10pct', `http://localhost:${barePort}/`, 0.1);
  await warm(`${base}/`);
  if (wanted('home_page')) {
    await homeThroughput('home_page', `${base}/`);
    // A page rendered again and again while visitors wait on it: first as is, then with one request in
    // ten abandoned mid-render (each abandoned render must still answer the visitors who wait on it).
    await abandonedThroughput('home_page_new_address', `${base}/`, 0);
    await abandonedThroughput('home_page_new_address_abandoning_10pct', `${base}/`, 0.1);
  }
  const bare = { score: bareScore, field: bareField };
  const pages = [
    ['home', `${base}/`],
    ['sarees', `${base}/sarees`],
    ['product', `${base}${productPath}`],
    ['product_tailoring', `${base}${tailoringProductPath}`],
    ['tailoring', `${base}/tailoring`],
  ];
  for (const [name, url] of pages.filter(([name]) => wanted(name))) await measurePage(name, url, bare);
  // The cart page with three lines in it (two sarees, 3 m of a fabric), as a shopper about to check out sees it.
  if (wanted('cart')) await measurePage('cart', `${base}/cart`, bare, await cartProfile(dataDir, base));
  // Checkout as a signed-in shopper with that cart sees it; the same shopper's consultations page.
  if (wanted('checkout') || wanted('consultation')) {
    const signedIn = await checkoutProfile(dataDir, base, shopper);
    if (wanted('checkout')) await measurePage('checkout', `${base}/checkout`, bare, signedIn);
    if (wanted('consultation')) await measurePage('consultation', `${base}/consultations`, bare, signedIn);
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
    for (const [name, url] of pages.slice(1, 3)) {
      await warm(url);
      const score = lighthouse(`${name}_${products}`, url, dataDir);
      line(`${name}_${products}_performance_vs_bare`, (score - bareScore).toFixed(2), 'score');
    }
  }
} finally {
  await stop(store);
  try {
    process.kill(-bare.pid, 'SIGTERM');
  } catch {
    // The bare page's server has already exited.
  }
  rmSync(dataDir, { recursive: true, force: true });
}
