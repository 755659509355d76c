import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// A new shopper buys a saree with its blouse stitched: options chosen in the visual picker on the
// saree's page, the lead shown in the cart with what it is made from, measurements chosen at checkout,
// paid with the test gateway. The order keeps the options (checked through the API at the end).
const SHOPPER = { local: '9000000021', code: '210021' };
const shots = 'bench/results/screenshots';

// A saree sold with a blouse piece, with stock, that the other journeys do not buy (they take the cheapest).
const saree = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && p.attributes['blouse-piece']?.includes('included'))
  .sort((a, b) => b.price - a.price)[0]!;

type Ev = { event?: string; ecommerce?: { items?: { item_name?: string; item_category?: string }[] } };
const events = (page: Page, name: string) =>
  page.evaluate((n) => (window.dataLayer ?? []).filter((e) => (e as Ev).event === n) as Ev[], name);

async function shoot(page: Page, name: string, target: () => Promise<void>, part?: string) {
  for (const lang of ['en', 'ar']) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: page.url() }]);
    await page.reload();
    await waitForHydration(page);
    await target();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      const path = `${shots}/tailoring-${name}-${width}-${lang}.png`;
      // A part of a long page (the picker) is shot on its own, so it can be read.
      if (part) await page.getByTestId(part).screenshot({ path });
      else await page.screenshot({ path, fullPage: true });
    }
  }
  await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await waitForHydration(page);
}

test('a new shopper adds blouse stitching to a saree, chooses measurements at checkout, pays and sees the order', async ({
  page,
}) => {
  await page.goto(`/products/${saree.slug}`);
  await waitForHydration(page);
  await page.getByTestId('open-tailoring').click();
  const picker = page.getByTestId('tailoring-picker');
  await expect(picker).toBeVisible();
  // Blouses come first among what this saree can be made into.
  await expect(picker.getByTestId('tailoring-service').locator('option:checked')).toHaveText(
    /^Classic Blouse Stitching/,
  );
  const total = picker.getByTestId('tailoring-total');
  const before = await total.textContent();
  await picker
    .getByRole('group', { name: 'Front neck' })
    .getByLabel(/Sweetheart/)
    .check();
  await picker
    .getByRole('group', { name: 'Sleeve style' })
    .getByLabel(/Puff sleeve/)
    .check();
  await picker.getByRole('group', { name: 'Sleeve length' }).getByLabel(/Elbow/).check();
  // Sweetheart +₹100, puff +₹150: the preview follows (the server prices it again).
  await expect(total).not.toHaveText(before ?? '');
  // Padding without a lining cannot be made: the picker says so and will not add it.
  await picker
    .getByRole('group', { name: /^Padding/ })
    .getByLabel(/Sewn-in cups/)
    .check();
  await expect(picker.getByText(/cannot be made together/)).toBeVisible();
  await expect(picker.getByTestId('add-tailoring')).toBeDisabled();
  await picker
    .getByRole('group', { name: /^Lining/ })
    .getByLabel(/Cotton lining/)
    .check();
  await expect(picker.getByTestId('add-tailoring')).toBeEnabled();
  await shoot(
    page,
    'picker',
    async () => {
      await page.getByTestId('open-tailoring').click();
      await expect(page.getByTestId('tailoring-picker')).toBeVisible();
    },
    'tailoring-picker',
  );

  // Again after the screenshots' reloads: the choice is made in this page's picker.
  await page.getByTestId('open-tailoring').click();
  await picker
    .getByRole('group', { name: 'Front neck' })
    .getByLabel(/Sweetheart/)
    .check();
  await picker
    .getByRole('group', { name: 'Sleeve style' })
    .getByLabel(/Puff sleeve/)
    .check();
  await picker.getByTestId('add-tailoring').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  expect((await events(page, 'add_to_cart')).map((e) => e.ecommerce?.items?.[0]?.item_category)).toEqual(['Tailoring']);
  await page.getByRole('button', { name: 'Close the cart' }).click();

  // The cart: the saree and its lead, with the options and what it is made from.
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const lead = page.getByTestId('lead-details');
  // Each option under its group's name (two options both called "Round" read "Round, Round" without them).
  await expect(lead).toContainText('Front neck: Sweetheart');
  await expect(lead).toContainText('Sleeve style: Puff sleeve');
  await expect(page.getByTestId('lead-made-from')).toContainText(saree.name.en);
  await expect(page.getByTestId('lead-measurement')).toContainText('chosen at checkout');
  await shoot(page, 'cart', async () => {
    await expect(page.getByTestId('lead-details')).toBeVisible();
  });
  // Removing the saree asks what becomes of its blouse; cancelled here.
  await page.getByTestId('cart-line').first().getByTestId('cart-remove').click();
  await expect(page.getByTestId('ask-leads')).toBeVisible();
  await page.getByTestId('ask-leads').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // Checkout: sign in as a new shopper, an address, the measurements, the test gateway.
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(SHOPPER.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(SHOPPER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Kavya Menon');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await page.getByTestId('address-name').fill('Kavya Menon');
  await page.getByTestId('address-line1').fill('4 Temple Road, Malleswaram');
  await page.getByTestId('address-city').fill('Bengaluru');
  await page.getByTestId('address-postalCode').fill('560003');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);

  // Without a measurement choice the order cannot be placed.
  await expect(page.getByTestId('measurements-missing')).toBeVisible();
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await page.getByTestId('lead-measurement-choice').getByLabel('A designer will call to take them').check();
  await expect(page.getByTestId('measurements-missing')).toHaveCount(0);
  await expect(page.getByTestId('checkout-delivery')).toContainText('days for tailoring');
  await page.getByTestId('pay-TEST_GATEWAY').click();
  await page.getByTestId('place-order').click();

  await expect(page.getByTestId('test-gateway')).toBeVisible();
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/processing-payment\?order=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'paid');
  const number = new URL(page.url()).searchParams.get('order')!;

  await page.goto(`/orders/${encodeURIComponent(number)}`);
  await expect(page.getByText('Classic Blouse Stitching').first()).toBeVisible();
  await expect(page.getByText(saree.name.en).first()).toBeVisible();
});
