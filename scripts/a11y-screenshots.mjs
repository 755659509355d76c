/* global window, document */
// `npm run shots:a11y -- <dir>`: full-page screenshots of the pages people look at most (home, a listing,
// a product, the cart drawer, checkout with a cart, an order just placed) in Hindi and Arabic at 375 and
// 1280 px, for a person to look over (empty boxes for letters, overflow, clipped text, right-to-left
// mistakes). Starts the store the journeys use (scripts/e2e-server.mjs: production build, fresh data) on
// E2E_PORT (default 3150) and signs in a test number of its own.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const out = path.resolve(process.argv[2] ?? 'test-results/a11y-shots');
const port = process.env.E2E_PORT ?? '3150';
const base = `http://localhost:${port}`;
const shopper = { local: '9000000087', code: '870087' };
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
  for (let i = 0; i < 240; i++) {
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
  const setLanguage = (lng) => context.addCookies([{ name: 'lang', value: lng, url: base }]);
  const shot = async (name, lng, width) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(out, `${name}-${lng}-${width}.png`), fullPage: true });
  };
  const settle = async () => {
    await hydrated(page);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  };
  // Each page in both languages and both widths: `prepare` runs after the page loads (open the drawer).
  const each = async (name, url, prepare) => {
    for (const lng of ['hi', 'ar']) {
      await setLanguage(lng);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base}${url}`);
        await settle();
        if (prepare) await prepare();
        await shot(name, lng, width);
      }
    }
  };

  await page.goto(`${base}/sarees`);
  const href = await page.locator('#results a[href^="/products/"]').first().getAttribute('href');
  const product = href?.replace('/products/', '');
  if (!product) throw new Error('no product to show');

  await each('home', '/');
  await each('sarees', '/sarees');
  await each('product', `/products/${product}`);
  await page.goto(`${base}/products/${product}`);
  await settle();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-drawer').waitFor();
  await each('cart-drawer', '/', async () => {
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-drawer').getByTestId('cart-line').first().waitFor();
  });

  // Signed in (in English: the labels below are English), then checkout with the saree in the cart.
  await setLanguage('en');
  await page.goto(`${base}/login?next=/checkout`);
  await hydrated(page);
  await page.getByLabel('Mobile number').fill(shopper.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(shopper.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Meera Iyer');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/\/checkout$/);
  await each('checkout-empty-address', '/checkout');
  await setLanguage('en');
  await page.goto(`${base}/checkout`);
  await settle();
  await page.getByTestId('address-line1').fill('12 Temple Street, Mylapore');
  await page.getByTestId('address-city').fill('Chennai');
  await page.getByTestId('address-postalCode').fill('600004');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Tamil Nadu' }).click();
  await page.getByTestId('address-save').click();
  await page.getByTestId('checkout-delivery').waitFor();
  // Cash on delivery where the order allows it; otherwise the test gateway, paid at once.
  const method = async () => ((await page.getByTestId('pay-COD').count()) ? 'COD' : 'TEST_GATEWAY');
  await each('checkout', '/checkout', async () => {
    await page.getByTestId('checkout-delivery').waitFor();
    await page.getByTestId(`pay-${await method()}`).click();
  });
  const chosen = await method();
  await page.getByTestId(`pay-${chosen}`).click();
  await page.getByTestId('place-order').click();
  if (chosen === 'TEST_GATEWAY') {
    await page.getByTestId('gateway-pay').click();
    await page.getByTestId('payment-result').waitFor();
    await page.goto(`${base}/orders/${new URL(page.url()).searchParams.get('order')}`);
  }
  await page.waitForURL(/\/orders\/SL-/);
  const order = new URL(page.url()).pathname;
  await each('order', order);
  await browser.close();
  console.log(`screenshots in ${out}`);
} finally {
  await stop();
}
