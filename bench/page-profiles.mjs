// The Chromium profiles bench/pages.bench.mjs measures the cart and checkout with: the storage a
// shopper's browser would hold for the store at `base`.
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * Signs `shopper` in through the login page (demo mode's fixed code), naming a first-time account, and
 * waits until the store has sent the page on to `next`.
 */
export async function signIn(page, base, shopper, next) {
  await page.goto(`${base}/login?next=${next}`);
  await page.getByLabel('Mobile number').fill(shopper.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(shopper.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const name = page.getByLabel('Your name');
  await name.waitFor({ timeout: 15_000 }).then(
    async () => {
      await name.fill('Bench Shopper');
      await page.getByRole('button', { name: 'Save and continue' }).click();
    },
    () => {},
  );
  await page.waitForURL((url) => url.pathname === next, { timeout: 30_000 });
}

/** A Chromium profile whose storage holds a cart for the store's origin. */
export async function cartProfile(dir, base) {
  const { chromium } = await import('@playwright/test');
  const profileDir = path.join(dir, 'chrome-profile');
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: '1', qty: 1 },
        { id: '2', qty: 1 },
        { id: '110', qty: 3 },
      ]),
    ),
  );
  await page.goto(`${base}/cart`);
  await page.getByTestId('cart-line').first().waitFor();
  await context.close();
  return profileDir;
}

/**
 * A signed-in shopper's profile (the same cart): what /checkout needs to show its steps; with the
 * session's cookies as a Cookie header, for fetching the signed-in page's HTML.
 */
export async function checkoutProfile(dir, base, shopper) {
  const { chromium } = await import('@playwright/test');
  const profileDir = path.join(dir, 'chrome-profile-checkout');
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: '1', qty: 1 },
        { id: '110', qty: 3 },
      ]),
    ),
  );
  await signIn(page, base, shopper, '/checkout');
  await page.waitForTimeout(1000);
  const cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
  await context.close();
  return { profileDir, cookie };
}
