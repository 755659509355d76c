import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { countLayoutShifts, layoutShifts } from './layout-shifts';

// A new shopper in New York, signed out, whose browser speaks American English: the store starts in
// dollars without being asked (a guess, not stored), says on the product page at what rate and that the
// rupees are what is charged, and in the cart, before any sign-in, how many rupees will be charged, with
// the figures adding up and the rate's age said in words. Choosing rupees then is a choice, kept.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const dollars = /≈ \$([\d,]+\.\d{2})/g;
/** The dollar amounts shown (not read aloud: the "≈" form) in a part of the page, in order. */
async function shownDollars(part: Locator): Promise<number[]> {
  const text = await part.innerText();
  return [...text.matchAll(dollars)].map((m) => Math.round(Number(m[1]!.replace(/,/g, '')) * 100));
}
const rupees = (s: string) => Number(s.replace(/[₹,]/g, ''));
const staleRate = /\$1 = ₹[\d.]+ \(rate of \d{1,2} [A-Z][a-z]{2} \d{4}, more than a week old/;

/** Opens a saree from the listing as a shopper would, reads its price line and puts it in the cart. */
async function buyFromListing(page: Page, index: number): Promise<number> {
  await page.goto('/sarees');
  await waitForHydration(page);
  const card = page.getByRole('article').nth(index);
  await expect(card).toContainText('≈ $');
  await card.getByRole('heading').getByRole('link').click();
  await waitForHydration(page);
  // The rate and the rupees charged, on screen: nothing waits behind a hover.
  const note = page.getByText(/^Approximate, at \$1 = ₹/);
  await expect(note).toBeVisible();
  await expect(note).toContainText(staleRate);
  await expect(page.locator('[title*="rupees"], [title*="Approximate"]')).toHaveCount(0);
  const charged = /Charged in rupees: (₹[\d,]+)\.$/.exec(await note.innerText());
  expect(charged).not.toBeNull();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  return rupees(charged![1]!);
}

test('a shopper in New York sees dollars, the rate on the product page and the rupees to be charged in the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await countLayoutShifts(page);
  await page.goto('/sarees');
  await waitForHydration(page);
  await expect(page.getByLabel('Prices in')).toHaveValue('USD');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/≈ \$[\d,]+\.\d{2}/);
  // Guessed before the first paint (the head's script), so the prices waited for their dollars in place.
  expect(await layoutShifts(page)).toBeLessThan(0.01);
  // Compact on screen; read with its rate and the rupees charged.
  expect(await card.ariaSnapshot()).toMatch(
    /paragraph: "?Price approximately \$[\d,.]+ at \$1 = ₹[\d.]+; charged in rupees: ₹[\d,]+/,
  );
  // A guess, not a choice: nothing is stored.
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBeNull();

  const first = await buyFromListing(page, 0);
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toContainText(
    `You will be charged ₹${first.toLocaleString('en-IN')} in rupees, before delivery.`,
  );
  await drawer.getByRole('button', { name: 'Close the cart' }).click();
  const second = await buyFromListing(page, 1);
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await waitForHydration(page);

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const total = first + second;
  await expect(
    summary.getByText(`You will be charged ₹${total.toLocaleString('en-IN')} in rupees, before delivery.`),
  ).toBeVisible();
  await expect(summary.getByText(staleRate)).toBeVisible();
  await expect(summary.getByText(/the amount charged in rupees is exact/)).toBeVisible();
  // The dollars add up: each line's total, and the subtotal their sum.
  const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const lineTotals = [(await shownDollars(lines.nth(0))).at(-1)!, (await shownDollars(lines.nth(1))).at(-1)!];
  const [subtotal] = await shownDollars(summary);
  expect(subtotal).toBe(lineTotals[0]! + lineTotals[1]!);

  // Rupees chosen: a choice, stored, and it wins over the guess on the next visit.
  await page.getByLabel('Prices in').selectOption('INR');
  await expect(summary).not.toContainText('≈ $');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('INR');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Prices in')).toHaveValue('INR');
  await expect(summary).toContainText(`₹${total.toLocaleString('en-IN')}`);
  await expect(summary.getByText(/You will be charged/)).toHaveCount(0);
});
