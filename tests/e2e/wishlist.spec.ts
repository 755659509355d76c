import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { sendCodeWhenAllowed } from './sign-in';

// A test number with a fixed code (AUTH_TEST_OTPS in scripts/e2e-server.mjs), used by this file only.
const NEWCOMER = { local: '9000000121', code: '121121' };

test('a new shopper hearts a saree signed out, signs in, and finds it in /wishlist at its live price', async ({
  page,
}) => {
  await page.goto('/sarees');
  await waitForHydration(page);
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const price = (await card.locator('.price-now').innerText()).trim();
  const heart = card.getByRole('button', { name: `Save to wishlist: ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(card.getByRole('button', { name: `Saved to wishlist: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toContain('"id"');

  // Signed out, the list is the browser's, priced by the store.
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/login\?next=%2Fwishlist$/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(NEWCOMER.local);
  await sendCodeWhenAllowed(page);
  await page.getByLabel('6-digit code').fill(NEWCOMER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Lata Menon');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/wishlist$/);
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name })).toBeVisible();
  await expect(item.getByTestId('wishlist-price')).toHaveText(price);
  // Now kept by the account (the notify choice needs one), and the browser's copy is gone.
  await expect(item.getByRole('checkbox', { name: /Tell me when it's back or cheaper/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  // Another page load reads the account's list: the product page's heart is pressed.
  await item.getByRole('heading', { name }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved to wishlist' })).toHaveAttribute('aria-pressed', 'true');
});
