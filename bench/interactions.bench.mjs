// Interaction to Next Paint for four things a shopper does, each in a fresh page at 412x823 with the CPU
// slowed down 4x (Chromium's own throttling, as Lighthouse's mobile profile does): add to cart on a
// product page, a facet click on /sarees, picking a stitching option in the tailoring picker (a
// service's own page, where the picker is open from the start) and choosing a consultation time
// signed in (/get-in-touch, where the consultations page's "Book" leads). Beside them, a click on a
// plain button of a bare Next.js page (bench/bare-next) under the same slowdown.
//
// INP is read as the browser reports it: Event Timing entries (durationThreshold 16) grouped by
// interaction, the longest; web-vitals' onINP (loaded into the page here: the store reports only LCP,
// FCP and CLS) is printed beside it as a cross-check. Median of INP_RUNS runs.
//
// INP_BEFORE_DIR=<another checkout, built> serves that build too, from its own directory on BENCH_PORT+2
// with its own database, and measures it in the same rounds, alternating with this one
// (`bench: inp_<name>_before` lines): a before/after comparison under the same load.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { measure } from './inp-measure.mjs';
import { signIn } from './page-profiles.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { storeEnv, storeNodeArgs } from '../scripts/store-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 3310);
const barePort = port + 1;
const base = `http://localhost:${port}`;
const runs = Number(process.env.INP_RUNS ?? 5);
const line = (name, value, unit) => console.log(`bench: ${name} ${value} ${unit}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };
const beforeDir = process.env.INP_BEFORE_DIR ? path.resolve(process.env.INP_BEFORE_DIR) : null;
// The shopper who books a call (demo mode's fixed codes, docs/SETTINGS.md: AUTH_TEST_OTPS).
const shopper = { local: '9000000310', code: '310310' };
const viewport = { width: 412, height: 823 };

async function waitFor(url) {
  for (let i = 0; ; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 600) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The compiled store, as `npm start` runs it (scripts/start.mjs), on a fresh PGlite database. */
function startStore(dataDir, cwd = process.cwd(), at = port) {
  return spawn(process.execPath, storeNodeArgs, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: storeEnv({
      ...env,
      NODE_ENV: 'production',
      PORT: String(at),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MEDIA_PRERENDER: 'false',
      AUTH_TEST_OTPS: `+91${shopper.local}:${shopper.code}`,
    }),
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Signs the shopper in once; the booking runs use a copy of the session. */
async function signedInState(browser, base) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, base, shopper, '/get-in-touch');
  const state = await context.storageState();
  await context.close();
  return state;
}

const interactions = (base) => [
  {
    name: 'inp_add_to_cart',
    url: `${base}/products/red-banarasi-silk-saree`,
    act: (page) => page.getByRole('button', { name: 'Add to cart', exact: true }).click(),
    done: (page) => page.getByRole('dialog', { name: 'Your cart' }).waitFor(),
  },
  {
    name: 'inp_facet_click',
    url: `${base}/sarees`,
    // On a phone the filters sit behind their disclosure.
    prepare: (page) => page.getByText('Filters', { exact: true }).click(),
    act: (page) =>
      page
        .getByRole('region', { name: 'Weave and craft' })
        .getByRole('link', { name: /Banarasi/ })
        .click(),
    done: async (page) => {
      await page.waitForURL(/weave=banarasi/);
      await page
        .getByRole('region', { name: 'Weave and craft' })
        .getByRole('link', { name: /Banarasi/ })
        .and(page.locator('[aria-current="true"]'))
        .waitFor();
    },
  },
  {
    name: 'inp_tailoring_option',
    url: `${base}/products/classic-blouse-stitching`,
    act: (page) =>
      page
        .getByRole('group', { name: 'Front neck' })
        .getByLabel(/Sweetheart/)
        .check(),
    done: (page) =>
      page
        .getByRole('group', { name: 'Front neck' })
        .getByLabel(/Sweetheart/)
        .isChecked(),
  },
  {
    name: 'inp_consultation_time',
    url: `${base}/get-in-touch`,
    signedIn: true,
    act: (page) =>
      page
        .getByRole('group', { name: /^Free times/ })
        .getByRole('button')
        .first()
        .click(),
    done: (page) => page.getByTestId('consult-chosen').waitFor(),
  },
];

await buildIfNeeded();
// The bare page is built again only when its sources are newer than its build.
const bareBuilt = (f) => (existsSync(f) ? statSync(f).mtimeMs : 0);
const bareSources = ['app/layout.tsx', 'app/page.tsx', 'app/click/page.tsx', 'app/click/PressButton.tsx'];
if (
  bareBuilt('bench/bare-next/.next/BUILD_ID') < Math.max(...bareSources.map((f) => bareBuilt(`bench/bare-next/${f}`)))
) {
  const bareBuild = spawnSync('npx', ['next', 'build', 'bench/bare-next'], { env, stdio: 'ignore' });
  if (bareBuild.status !== 0) throw new Error('bare page build failed');
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-inp-'));
const bare = spawn('npx', ['next', 'start', 'bench/bare-next', '-p', String(barePort)], {
  env: { ...env, NODE_ENV: 'production' },
  stdio: 'ignore',
  detached: true,
});
const stores = [{ suffix: '', base, child: startStore(dataDir) }];
if (beforeDir) {
  const before = `http://localhost:${port + 2}`;
  const child = startStore(mkdtempSync(path.join(dataDir, 'before-')), beforeDir, port + 2);
  stores.push({ suffix: '_before', base: before, child });
}
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await waitFor(`http://localhost:${barePort}/click`);
  for (const s of stores) await waitFor(`${s.base}/healthz`);
  const sessions = new Map();
  for (const s of stores) sessions.set(s.base, await signedInState(browser, s.base));
  const cases = [
    {
      name: 'inp_bare_click',
      url: `http://localhost:${barePort}/click`,
      store: false,
      act: (page) => page.getByRole('button', { name: /^Pressed/ }).click(),
      done: (page) => page.getByRole('button', { name: 'Pressed 1 time' }).waitFor(),
    },
    // This build and the one before it alternate, interaction by interaction.
    ...interactions(base).flatMap((c, i) =>
      stores.map((s) => ({ ...interactions(s.base)[i], name: `${c.name}${s.suffix}`, session: sessions.get(s.base) })),
    ),
  ];
  const results = Object.fromEntries(cases.map((c) => [c.name, { inp: [], vitals: [] }]));
  // Round by round, so a busy moment on the machine falls on every interaction alike.
  for (let i = 0; i < runs; i++) {
    for (const c of cases) {
      const context = await browser.newContext({ viewport, ...(c.signedIn ? { storageState: c.session } : {}) });
      const r = await measure(context, c.url, c).catch((e) => {
        throw new Error(`${c.name}, run ${i + 1}: ${e.message}`);
      });
      await context.close();
      results[c.name].inp.push(r.inp);
      if (r.vitals !== null) results[c.name].vitals.push(r.vitals);
    }
  }
  for (const c of cases) {
    const { inp, vitals } = results[c.name];
    console.log(`${c.name}: ${inp.join(', ')} ms (web-vitals ${vitals.join(', ') || 'none'})`);
    line(c.name, Math.round(median(inp)), 'ms');
    if (vitals.length) line(`${c.name}_web_vitals`, Math.round(median(vitals)), 'ms');
  }
} finally {
  await browser.close();
  for (const s of stores) await stop(s.child);
  try {
    process.kill(-bare.pid, 'SIGTERM');
  } catch {
    // The bare page's server has already exited.
  }
  rmSync(dataDir, { recursive: true, force: true });
}
