import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';
import { sendCode } from './sign-in';

// What a new shopper meets first, walked as they would: the wishlist reached from the header while signed
// out; signing in on the way to checkout, where the sign-up points are offered at once; and checkout's
// reason when cash on delivery is not offered. Numbers of this file's own (AUTH_TEST_OTPS in
// scripts/e2e-server.mjs).
const FIRST_CHECKOUT = { local: '9000000311', code: '311311' };
const OVER_LIMIT = { local: '9000000312', code: '312312' };

// A saree under the cash-on-delivery limit, and one over it (₹21,800); neither is bought here.
const under = productSeeds.find((p) => p.kind === 'saree' && p.price >= 3000 && p.price <= 15000)!;
const over = productSeeds.find((p) => p.slug === 'pink-paithani-silk-saree')!;

async function signInNew(page: Page, who: { local: string; code: string }, name: string) {
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
}

async function addToCart(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
}

async function newAddress(page: Page, name: string) {
  await page.getByTestId('address-name').fill(name);
  await page.getByTestId('address-line1').fill('12 Lake Road');
  await page.getByTestId('address-city').fill('Pune');
  await page.getByTestId('address-postalCode').fill('411001');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Maharashtra' }).click();
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);
}

test('signed out on a phone, a saree hearted on /sarees is reached from the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/sarees');
  await waitForHydration(page);
  const wishlist = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
  await expect(wishlist).toHaveAccessibleName('Wishlist, empty');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `Save to wishlist: ${name}` }).click();
  await expect(card.getByRole('button', { name: `Save to wishlist: ${name}`, pressed: true })).toBeVisible();
  // The header counts it, in words and on its badge, and still fits the phone's width.
  await expect(wishlist).toHaveAccessibleName('Wishlist, 1 item');
  await expect(wishlist.getByTestId('wishlist-count')).toHaveText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await wishlist.click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name })).toBeVisible();
  await expect(wishlist).toHaveAttribute('aria-current', 'page');
});

test('a new shopper signs in on the way to checkout, is offered the 50 sign-up points there, and the order adds up', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Before the session is read, the page says what it is doing, not an empty checkout.
  const html = await (await request.get('/checkout')).text();
  expect(html).toContain('Checking your sign-in…');

  await addToCart(page, under.slug);
  await page.getByRole('link', { name: 'Check out' }).click();
  await signInNew(page, FIRST_CHECKOUT, 'Ritu Deshpande');
  // The account button greets by the first name.
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Ritu');
  await newAddress(page, 'Ritu Deshpande');
  const redeem = page.getByTestId('redeem-points');
  const use = redeem.getByRole('checkbox', { name: /^Use 50 points: ₹50 off/ });
  await expect(use).toBeVisible();
  await expect(redeem).toContainText('You hold 50 points.');
  await use.check();
  await expect(page.getByTestId('points-discount')).toHaveText('−₹50');

  // Placed: the order's page says so itself, with no notice over "Cancel this order", and its totals
  // add up with the points (subtotal + delivery − points = total).
  await page.getByTestId('pay-COD').click();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/orders\/SL-[^?]+\?placed=1$/);
  await expect(page.getByText(/^Thank you! Your order SL-/)).toBeVisible();
  await expect(page.getByTestId('order-cancel')).toBeVisible();
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
  const rupees = (text: string) => (/free/i.test(text) ? 0 : Number(text.replace(/[^0-9.]/g, '')));
  const totals = page.locator('dl', { has: page.getByTestId('order-points-discount') });
  const [subtotal, delivery, points, total] = (await totals.locator('dd').allTextContents()).map(rupees);
  expect(points).toBe(50);
  expect(subtotal! + delivery! - points!).toBe(total);
});

test('over the cash-on-delivery limit, checkout names the limit', async ({ page }) => {
  test.setTimeout(90_000);
  await addToCart(page, over.slug);
  await page.goto('/checkout');
  await signInNew(page, OVER_LIMIT, 'Anjali Rao');
  await newAddress(page, 'Anjali Rao');
  await expect(page.getByTestId('pay-COD')).toHaveCount(0);
  await expect(page.getByTestId('no-cod')).toHaveText(
    'Cash on delivery is offered in India on orders up to ₹20,000; this order is over it.',
  );
});
