import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// Test numbers with fixed codes (AUTH_TEST_OTPS in scripts/e2e-server.mjs), used by this file only.
const PHISHED = { local: '9000000007', code: '777000' };
const PAYING = { local: '9000000010', code: '101010' };

async function signUp(page: Page, who: { local: string; code: string }, name: string) {
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

test('a sign-in link with a disguised address elsewhere leaves the shopper on this store', async ({
  page,
  baseURL,
}) => {
  // Browsers drop the tab: `/\t/evil.example/phish` would become `//evil.example/phish`, another site.
  const elsewhere: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith('evil.example'),
    async (route) => {
      elsewhere.push(route.request().url());
      await route.abort();
    },
  );
  await page.goto('/login?next=%2F%09%2Fevil.example%2Fphish');
  await signUp(page, PHISHED, 'Kavya Nair');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Kavya');
  expect(elsewhere).toEqual([]);
});

test('a payment page asks for sign-in and comes back with its order number', async ({ page }) => {
  await page.goto('/processing-payment?order=SL-7KQ2MX9A');
  await expect(page).toHaveURL(/\/login\?next=%2Fprocessing-payment%3Forder%3DSL-7KQ2MX9A$/);
  await signUp(page, PAYING, 'Divya Pillai');
  await expect(page).toHaveURL(/\/processing-payment\?order=SL-7KQ2MX9A$/);
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Divya');
  // The order is looked up (this shopper has none by that number), not lost on the way.
  await expect(page.getByText('We could not find that order.')).toBeVisible();
});

test('checkout and the consultations page send their heading in the HTML, and still send a signed-out visitor to sign in', async ({
  page,
  request,
}) => {
  // The heading is the first frame's largest element: shown before any script runs, not after the session.
  for (const [path, heading] of [
    ['/checkout', 'Checkout'],
    ['/consultations', 'Designer consultations'],
  ] as const) {
    const html = await (await request.get(path, { headers: { 'accept-language': 'en' } })).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
});
