import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// The store as `npm ci && npm start` gives it: demo mode, every setting at its default. This number
// has no fixed code (it is not in AUTH_TEST_OTPS): its code is read from the server's log, as a
// newcomer would read it from their terminal. scripts/e2e-server.mjs copies that log to this file.
const NEWCOMER = { local: '9000000071', phone: '+919000000071' };
const serverLog = () => readFileSync(process.env.E2E_SERVER_LOG!, 'utf8');

/** The code the server printed for this number (the latest one). */
function codeFromLog(phone: string): string | null {
  const lines = serverLog()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { to?: string; body?: string });
  const sms = lines.filter((l) => l.to === phone).at(-1);
  return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? null;
}

async function noticeFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const notice = page.getByRole('note').filter({ hasText: 'Demo store — no real payments' });
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  // In the page's flow at the top, across the width, above the header: it covers nothing.
  expect(box.y).toBe(0);
  expect(Math.round(box.width)).toBe(width);
  const header = (await page.locator('header').first().boundingBox())!;
  expect(header.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
}

test('after `npm ci && npm start` a newcomer signs in with the code from the log and buys with the test gateway', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // One line at start-up tells them where to look.
  expect(serverLog()).toContain(
    'Demo mode: sign-in codes are printed in this log; payments use the built-in test gateway',
  );

  await page.goto('/');
  await waitForHydration(page);
  await noticeFits(page, 375);
  await noticeFits(page, 1280);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sarees' }).click();
  await expect(page).toHaveURL(/\/sarees$/);
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await waitForHydration(page);
  await expect(page.getByRole('note').filter({ hasText: 'Demo store — no real payments' })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await page.getByRole('button', { name: 'Close the cart' }).click();

  await page.goto('/cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(NEWCOMER.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await expect
    .poll(() => codeFromLog(NEWCOMER.phone), { message: 'the sign-in code in the server log' })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(codeFromLog(NEWCOMER.phone)!);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Nila Das');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByTestId('address-name').fill('Nila Das');
  await page.getByTestId('address-line1').fill('4 Park Street');
  await page.getByTestId('address-city').fill('Kolkata');
  await page.getByTestId('address-postalCode').fill('700016');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'West Bengal' }).click();
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);

  await page.getByTestId('pay-TEST_GATEWAY').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('test-gateway')).toBeVisible();
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/processing-payment\?order=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'paid');
  const number = new URL(page.url()).searchParams.get('order')!;

  await page.goto(`/orders/${number}`);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'PLACED');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('the hosted test page is for the order’s owner: signed out, it sends the visitor to sign in and back', async ({
  page,
}) => {
  await page.goto('/pay/test/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page).toHaveURL(/\/login\?next=%2Fpay%2Ftest%2FAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA$/);
});

test('the demo notice speaks the page’s language and reads right to left in Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  for (const [lng, text, dir] of [
    ['hi', 'डेमो स्टोर — कोई असली भुगतान नहीं', 'ltr'],
    ['ar', 'متجر تجريبي — لا توجد مدفوعات حقيقية', 'rtl'],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: lng, url: baseURL! }]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const notice = page.getByTestId('demo-notice');
    await expect(notice).toHaveText(text);
    expect(await notice.evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
    const box = (await notice.boundingBox())!;
    expect([box.x, Math.round(box.width)]).toEqual([0, 375]);
  }
});
