import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// A signed-in shopper's cart lives in the browser and on the server, which merge on every page load.
// Paying through the test gateway leaves the store twice (to the gateway's page and back), so both
// copies must lose exactly the lines the order bought, and keep a line added meanwhile, however the
// pages' own requests happen to interleave.
const SHOPPER = { local: '9000000088', code: '880088' };

// A saree sold with a blouse piece, with stock, and a fabric, that the other journeys do not buy.
const saree = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && p.attributes['blouse-piece']?.includes('included'))
  .sort((a, b) => b.price - a.price)[2]!;
const fabric = productSeeds.filter((p) => p.kind === 'fabric' && (p.stock ?? 0) >= 20)[2]!;

async function signIn(page: Page) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(SHOPPER.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(SHOPPER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Meera Iyer');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const cartLines = (page: Page) => page.getByTestId('cart-line');

test('paying a saree with blouse stitching through the test gateway takes exactly those lines out of the cart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);

  await page.goto(`/products/${saree.slug}`);
  await waitForHydration(page);
  await page.getByTestId('open-tailoring').click();
  const picker = page.getByTestId('tailoring-picker');
  await picker
    .getByRole('group', { name: 'Front neck' })
    .getByLabel(/Sweetheart/)
    .check();
  await picker.getByTestId('add-tailoring').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await page.getByRole('button', { name: 'Close the cart' }).click();

  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByTestId('address-name').fill('Meera Iyer');
  await page.getByTestId('address-line1').fill('12 Lake View Road');
  await page.getByTestId('address-city').fill('Chennai');
  await page.getByTestId('address-postalCode').fill('600028');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Tamil Nadu' }).click();
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);
  await page.getByTestId('lead-measurement-choice').getByLabel('A designer will call to take them').check();
  await page.getByTestId('pay-TEST_GATEWAY').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('test-gateway')).toBeVisible();
  const gateway = page.url();

  // While the payment is open the shopper adds a fabric: it was not bought and must stay.
  await page.goto(`/products/${fabric.slug}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await page.getByRole('button', { name: 'Close the cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // Back on the gateway's page, paid. On the store's page that follows the payment, the cart's merge
  // with the server answers late, after the order is known to be paid (a slow network does this).
  await page.goto(gateway);
  await waitForHydration(page);
  let lateAnswers = 0;
  let release = () => {};
  const paidShown = new Promise<void>((r) => (release = r));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('SyncCart') || !body.includes('"merge":true')) return route.fallback();
    await paidShown;
    await route.fulfill({ response: await route.fetch() });
    lateAnswers++;
  });
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/processing-payment\?order=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'paid');
  release();
  const number = new URL(page.url()).searchParams.get('order')!;
  await expect.poll(() => lateAnswers).toBeGreaterThan(0);
  // Only the fabric is left once the late answer has arrived too.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.unroute('**/graphql');

  // The order page opened at once, then the cart, then the cart again after a reload.
  await page.goto(`/orders/${encodeURIComponent(number)}`);
  await expect(page.getByText(saree.name.en).first()).toBeVisible();
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page)).toContainText(fabric.name.en);
  await page.reload();
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page)).toContainText(fabric.name.en);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Taken out, and the page left at once: the change reaches the server before the page goes, so the
  // next page's merge does not bring the line back.
  await cartLines(page).first().getByTestId('cart-remove').click();
  await expect(cartLines(page)).toHaveCount(0);
  const merged = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"merge":true'));
  await page.reload();
  // The server's side of the merge has nothing left to give back.
  expect(((await (await merged).json()) as { data: { syncCart: unknown[] } }).data.syncCart).toEqual([]);
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});
