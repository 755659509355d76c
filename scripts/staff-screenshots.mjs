/* global window, document */
// `node scripts/staff-screenshots.mjs <dir> /admin /admin/orders …`: screenshots of staff pages, signed in
// as an admin (or a designer with ROLE=designer), in English and Arabic at 1280 px, and at 375 px too for
// the paths in NARROW (comma-separated, default `/admin`), for a person to look over. Starts the store the
// journeys use (scripts/e2e-server.mjs: production build, fresh data, staff granted) on E2E_PORT
// (default 3160). FULL=0 keeps to the first screen; NARROW_WIDTH=320 takes the narrow ones at 320 px. A page
// wider than the window is reported with the elements that stick out.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const out = path.resolve(process.argv[2] ?? 'test-results/staff-shots');
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/admin'];
const narrow = (process.env.NARROW ?? '/admin').split(',');
const port = process.env.E2E_PORT ?? '3160';
const narrowWidth = Number(process.env.NARROW_WIDTH ?? 375);
const base = `http://localhost:${port}`;
// Granted by scripts/e2e-server.mjs, with fixed codes in demo mode.
const who =
  process.env.ROLE === 'designer' ? { local: '9000000085', code: '850085' } : { local: '9000000084', code: '840084' };
mkdirSync(out, { recursive: true });

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, E2E_PORT: port },
});
const stop = () =>
  new Promise((resolve) =>
    server.exitCode !== null ? resolve() : (server.once('exit', resolve), server.kill('SIGTERM')),
  );

async function waitForStore() {
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the store did not start');
}

const hydrated = (page) => page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === 'page_view'));

try {
  await waitForStore();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login?next=/orders`);
  await hydrated(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const name = page.getByLabel('Your name');
  await Promise.race([page.waitForURL(/\/orders$/), name.waitFor()]);
  if (await name.isVisible()) {
    await name.fill('Store Owner');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/orders$/);
  }
  for (const p of paths) {
    for (const lng of ['en', 'ar']) {
      await context.addCookies([{ name: 'lang', value: lng, url: base }]);
      for (const width of narrow.includes(p) ? [narrowWidth, 1280] : [1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base}${p}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        await page.evaluate(() => document.fonts.ready);
        const wide = await page.evaluate(() => {
          const w = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= w) return [];
          return [...document.querySelectorAll('body *')]
            .filter((e) => {
              const r = e.getBoundingClientRect();
              return r.width > 0 && (r.right > w + 1 || r.left < -1);
            })
            .slice(0, 8)
            .map(
              (e) =>
                `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} (${Math.round(e.getBoundingClientRect().width)}px)`,
            );
        });
        if (wide.length) console.log(`${p} ${lng} at ${width} px is wider than the window:`, wide);
        const file = path.join(out, `${p.replace(/\W+/g, '_') || 'home'}-${width}-${lng}.png`);
        await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
        console.log(file);
      }
    }
  }
  await browser.close();
} finally {
  await stop();
}
