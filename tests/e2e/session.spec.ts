import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';

// A test number with a fixed code (AUTH_TEST_OTPS in scripts/e2e-server.mjs), used by this file only.
const OFFLINE = { local: '9000000012', code: '120012' };

test('a network drop while the token is refreshed keeps the shopper signed in; the refresh goes through once back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(OFFLINE.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(OFFLINE.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Nisha Verma');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Nisha');

  // The gateway cannot be reached for the refresh (the rest of the page is unaffected).
  let dropped = 0;
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('RefreshToken')) {
      dropped++;
      await route.abort('internetdisconnected');
    } else await route.fallback();
  });
  await page.evaluate(() => localStorage.setItem('cart', '[{"id":"p1","qty":1}]'));
  const before = await page.evaluate(() => localStorage.getItem('id_token'));
  await page.evaluate(() => localStorage.setItem('expires_in', String(Date.now() + 60_000)));
  // Tried, and tried again: nothing is wiped meanwhile and the shopper stays where they were.
  await expect.poll(() => dropped, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => [localStorage.getItem('id_token'), localStorage.getItem('cart')])).toEqual([
    before,
    '[{"id":"p1","qty":1}]',
  ]);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Nisha');

  // Back online: the next attempt refreshes.
  await page.unroute('**/graphql');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('id_token')), { timeout: 20_000 }).not.toBe(before);
  expect(Number(await page.evaluate(() => localStorage.getItem('expires_in')))).toBeGreaterThan(Date.now() + 3000_000);
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[{"id":"p1","qty":1}]');
});
