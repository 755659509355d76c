// Screenshots of pages at phone and desktop widths, LTR and RTL: `node scripts/screenshots.mjs [base] [paths…]`.
// FULL=0 keeps to the first screen (a full phone page is too tall to read once scaled down).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/'];
const out = 'bench/results/screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const p of paths) {
  for (const width of [375, 1280]) {
    for (const lang of ['en', 'ar']) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        deviceScaleFactor: 1,
      });
      await context.addCookies([{ name: 'lang', value: lang, url: base }]);
      const page = await context.newPage();
      await page.goto(base + p, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      const file = `${out}/${p.replace(/\W+/g, '_') || 'home'}-${width}-${lang}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
