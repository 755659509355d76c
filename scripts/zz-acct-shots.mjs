/* global window */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
const port = '3160', base = `http://localhost:${port}`, out = '/tmp/acct-shots';
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, E2E_PORT: port } });
for (let i = 0; i < 480; i++) { if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const ctx = await browser.newContext({ baseURL: base });
  const page = await ctx.newPage();
  await page.goto('/login?next=%2Faccount');
  await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === 'page_view'));
  await page.getByLabel('Mobile number').fill('9000000155');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill('155155');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.waitForTimeout(4000);
  // A wished saree so the wishlist is not empty.
  await page.goto('/sarees');
  await page.waitForTimeout(3000);
  await page.getByRole('button', { name: /^Save to wishlist/ }).first().click();
  await page.waitForTimeout(1500);
  for (const lng of ['en', 'ar']) {
    await ctx.addCookies([{ name: 'lang', value: lng, url: base }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const p of ['/account', '/my-rewards', '/wishlist', '/profile', '/consultations']) {
        await page.goto(p);
        await page.waitForTimeout(3500);
        await page.screenshot({ path: `${out}/${p.slice(1)}-${lng}-${width}.png`, fullPage: true });
        const over = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        console.log(p, lng, width, over ? 'OVERFLOW' : 'ok', await page.evaluate(() => document.documentElement.lang));
      }
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
