import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { sendCode } from './sign-in';

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
  // The same name, pressed: the state is said by aria-pressed alone.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toContain('"id"');

  // Signed out, the list is the browser's, priced by the store.
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/login\?next=%2Fwishlist$/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(NEWCOMER.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(NEWCOMER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Lata Menon');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/wishlist$/);
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name })).toBeVisible();
  await expect(item.getByTestId('wishlist-price')).toHaveText(price);
  // Now kept by the account, and the browser's copy is gone.
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  // Messages only if the shopper asks: one choice, off until turned on, kept on the account (the profile
  // shows the same choice).
  const alerts = page.getByRole('checkbox', {
    name: 'Tell me when an item on my wishlist is back in stock or its price drops',
  });
  await expect(alerts).not.toBeChecked();
  await expect(alerts).toHaveAccessibleDescription(/^Off unless you turn it on\./);
  await alerts.check();
  await expect(page.getByText('We will tell you when an item is back in stock or cheaper.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(alerts).toBeChecked();
  for (const lang of ['en', 'ar'])
    for (const width of [375, 1280]) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: page.url() }]);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.reload();
      await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
      await expect(page.getByTestId('wishlist-alerts')).toBeChecked();
      await page.screenshot({ path: `bench/results/screenshots/wishlist-alerts-${width}-${lang}.png`, fullPage: true });
    }
  await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');
  await waitForHydration(page);
  const onProfile = page.getByRole('checkbox', {
    name: 'Wishlist: tell me when an item is back in stock or its price drops',
  });
  await expect(onProfile).toBeChecked();
  await onProfile.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'bench/results/screenshots/wishlist-alerts-profile-1280-en.png' });
  await page.goto('/wishlist');
  await waitForHydration(page);

  // Another page load reads the account's list: the product page's heart is pressed.
  await item.getByRole('heading', { name }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to wishlist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
