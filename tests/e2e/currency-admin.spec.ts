import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { convertPaise, formatApproxAmount } from '../../src/lib/currency';
import { lastRateDay } from '../../src/lib/currency-days';
import { signIn } from './a11y-helpers';
import { countLayoutShifts, layoutShifts } from './layout-shifts';
import { waitForHydration } from './hydration';

// The store's admin sets the pound's rate on /admin/currencies (a bad rate, a future day and a stale edit
// refused, each said in words); a shopper who reads prices in pounds then sees the listing, the price
// filter's bounds and the cart's free-delivery note at the new rate. A designer cannot use the page.
const ADMIN = { local: '9000000201', code: '201201' };
const DESIGNER = { local: '9000000202', code: '202202' };
const RATE = 150.1234;
const saree = productSeeds.filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 6).at(-2)!;
const scaled = Math.round(RATE * 10_000);
/** What a rupee amount (in paise) reads as in pounds at the new rate: "≈ £45.30". */
const pounds = (paise: number) => `≈ ${formatApproxAmount(convertPaise(paise, scaled), 'GBP', 'en')}`;
/** How the page keeps a rate or an amount left to right inside a sentence. */
const ltr = (s: string) => `\u2066${s}\u2069`;
const paiseOf = (rupees: string) => Number(rupees.replace(/[^\d.]/g, '')) * 100;

async function editGbp(page: Page) {
  await page.getByRole('button', { name: 'Edit the rate of £ GBP' }).click();
  return page.getByRole('dialog', { name: 'Rate of £ GBP' });
}

test('an admin changes the pound’s rate; a shopper reading pounds sees the listing, filter and cart follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN, 'Rates Admin');
  // The admins' menu leads to the page.
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Currency rates' }).click();
  await expect(page).toHaveURL(/\/admin\/currencies$/);
  await waitForHydration(page);
  const gbp = page.getByTestId('rate-GBP');
  await expect(gbp).toContainText('£1 = ₹117.57');
  await expect(gbp).toContainText('Starting rate');

  // A second tab opens the same rate before the first saves: its save is refused as stale.
  const other = await page.context().newPage();
  await other.goto('/admin/currencies');
  await waitForHydration(other);
  const stale = await editGbp(other);

  const dialog = await editGbp(page);
  const rate = dialog.getByLabel('Rupees for 1 GBP');
  const day = dialog.getByLabel('Day the rate is of');
  await rate.fill('0');
  await day.fill('2999-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a positive rate with at most 4 decimal places.')).toBeVisible();
  await expect(dialog.getByText('Enter the day the rate is of, not after today.')).toBeVisible();
  await rate.fill('150.12345');
  await day.fill(lastRateDay(new Date()));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a positive rate with at most 4 decimal places.')).toBeVisible();
  await rate.fill(String(RATE));
  await expect(
    dialog.getByText(`At this rate ${ltr('₹10,000')} shows as ≈ ${ltr(pounds(1_000_000).slice(2))}.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved: ${ltr(`£1 = ₹${RATE}`)}`, { exact: false })).toBeVisible();
  await expect(gbp).toContainText(`£1 = ₹${RATE}`);
  await expect(gbp).toContainText('by Rates Admin');

  await stale.getByLabel('Rupees for 1 GBP').fill('140');
  await stale.getByRole('button', { name: 'Save' }).click();
  await expect(stale.getByRole('alert')).toHaveText(
    'Someone changed this rate since you opened it. Reload and try again.',
  );
  await other.close();
  await expect(gbp).toContainText(`£1 = ₹${RATE}`);

  // A shopper abroad, signed out, in pounds.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await countLayoutShifts(shop);
  await shop.goto('/sarees');
  await waitForHydration(shop);
  const firstPrice = shop.getByTestId('product-card').first().locator('.price-now');
  const rupees = paiseOf((await firstPrice.textContent()) ?? '');
  await shop.getByLabel('Prices in').selectOption('GBP');
  await expect(firstPrice).toContainText(pounds(rupees));

  // The filter is typed in rupees, its bounds and what is typed read in pounds beside them.
  // (At this width the filters stand open beside the list.)
  const min = shop.getByLabel('Min (₹)');
  await expect(shop.getByText('Type the amounts in rupees (₹).', { exact: false })).toBeVisible();
  const bound = Number(await min.getAttribute('placeholder'));
  await expect(shop.getByTestId('price-min-approx')).toHaveText(`approximately ${pounds(bound * 100)}`);
  await min.fill('12000');
  await expect(shop.getByTestId('price-min-approx')).toHaveText(`approximately ${pounds(1_200_000)}`);
  await expect(min).toHaveAccessibleName('Min (₹)');
  await expect(min).toHaveAccessibleDescription(`approximately ${pounds(1_200_000).slice(2)}`);

  // The product's delivery note names the free-delivery threshold in pounds, in its sentence, moving nothing.
  await shop.goto(`/products/${saree.slug}`);
  await waitForHydration(shop);
  await expect(shop.getByText('Free delivery in India on orders of', { exact: false })).toContainText(
    `orders of approximately ${pounds(299_900)} or more.`,
  );
  expect(await layoutShifts(shop)).toBeLessThan(0.01);

  // And the cart's.
  await shop.getByTestId('add-to-cart').click();
  await shop.goto('/cart');
  await waitForHydration(shop);
  await expect(shop.getByTestId('cart-delivery-note')).toContainText(
    `orders of approximately ${pounds(299_900)} or more`,
  );
  await shopper.close();
});

test('a designer is told the rates page is for admins, and the server gives them nothing', async ({ page }) => {
  await signIn(page, DESIGNER, 'Rates Designer');
  const answers: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/graphql') && r.request().postData()?.includes('AdminCurrencyRates'))
      answers.push(await r.text());
  });
  await page.goto('/admin/currencies');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'admins' })).toHaveText(
    "This page is for the store's admins.",
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  // Asked directly with the designer's own sign-in, the gateway refuses.
  const denied = await page.evaluate(async () => {
    const token = localStorage.getItem('id_token');
    const r = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', role: 'admin', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ adminCurrencyRates { code updatedByName } }' }),
    });
    return (await r.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
  });
  expect(denied.data ?? null).toBeNull();
  expect(denied.errors?.[0]?.extensions?.code).toBe('access-denied');
  expect(answers).toEqual([]);
});
