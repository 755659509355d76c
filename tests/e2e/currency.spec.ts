import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';
import { countLayoutShifts, layoutShifts } from './layout-shifts';
import { sendCode } from './sign-in';

// A shopper abroad reads approximate pounds on the listing, the product and the cart, while the checkout
// asks for rupees; the choice survives a reload and is kept on the account at sign-in.
const SHOPPER = { local: '9000000141', code: '141141' };
const saree = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 4)
  .sort((a, b) => b.price - a.price)[3]!;

/** Layout shifts not caused by input, from the first byte; and React's hydration errors. */
async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  await countLayoutShifts(page);
  return errors;
}
const shifts = layoutShifts;

test('a shopper switches to GBP: approximate pounds on the listing, product and cart; rupees at checkout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await watch(page);
  await page.goto('/sarees');
  await waitForHydration(page);
  const firstPrice = page.getByTestId('product-card').first().locator('.price-now');
  await expect(firstPrice).toContainText('₹');
  await page.getByLabel('Prices in').selectOption('GBP');
  await expect(firstPrice).toContainText(/≈ £[\d,]+\.\d{2}/);
  // Read "approximately …" with its rate and the rupees charged; no tooltip, which a phone never shows.
  expect(await firstPrice.ariaSnapshot()).toMatch(/approximately £[\d,.]+ at £1 = ₹[\d.]+; charged in rupees: ₹[\d,]+/);
  await expect(firstPrice.locator('[title]')).toHaveCount(0);

  // Reload: still pounds, converted after hydration with no layout shift and no hydration error.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Prices in')).toHaveValue('GBP');
  await expect(firstPrice).toContainText('≈ £');
  const before = await shifts(page);

  await page.goto(`/products/${saree.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('price')).toContainText('≈ £');
  await expect(page.getByTestId('product-rate-note')).toContainText(/^Approximate, at £1 = ₹[\d.]+ \(rate of /);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toContainText('≈ £');
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-subtotal')).toContainText('≈ £');
  await expect(page.getByTestId('approx-note')).toContainText(/the amount charged in rupees is exact/i);
  await expect(page.getByTestId('charged-note')).toContainText(/^You will be charged ₹[\d,]+ in rupees/);

  await page.getByTestId('cart-checkout').click();
  // Checkout asks to sign in on its own page.
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(SHOPPER.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(SHOPPER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const name = page.getByLabel('Your name');
  await expect(name.or(page.getByTestId('place-order'))).toBeVisible();
  if (await name.isVisible()) {
    await name.fill('Priya Shah');
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
  await expect(page).toHaveURL(/\/checkout$/);
  if ((await page.getByTestId('checkout-address').count()) === 0) {
    await page.getByTestId('address-name').fill('Priya Shah');
    await page.getByTestId('address-line1').fill('12 Temple Street, Mylapore');
    await page.getByTestId('address-city').fill('Chennai');
    await page.getByTestId('address-postalCode').fill('600004');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Tamil Nadu' }).click();
    await page.getByTestId('address-save').click();
  }
  // The amount to pay is in rupees, the pounds beside it only an approximation.
  await expect(page.getByTestId('checkout-total')).toContainText(/^₹[\d,]+ \(/);
  await expect(page.getByTestId('checkout-total')).toContainText('≈ £');
  await expect(page.getByTestId('place-order')).not.toContainText('£');

  // The choice made signed out is now the account's.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-currency').locator('select')).toHaveValue('GBP');
  expect(before).toBeLessThan(0.01);
  expect(errors).toEqual([]);
});
