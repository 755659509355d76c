import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// A fabric whose counter cuts in 0.5 m steps, with stock to spare and a price for which 2.5 m is whole
// rupees (the store shows rupees without paise), chosen from the seed so no other journey buys it.
const fabric = productSeeds
  .filter((p) => p.kind === 'fabric' && p.step === 0.5 && (p.stock ?? 0) >= 20 && (p.price * 5) % 2 === 0)
  .at(-1)!;
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;
const metrePrice = inr(fabric.price);
const total = inr(fabric.price * 2.5);

type Ev = { event?: string; ecommerce?: { value?: number; items?: { quantity: number }[] } };
const events = (page: Page, name: string) =>
  page.evaluate((n) => (window.dataLayer ?? []).filter((e) => (e as Ev).event === n) as Ev[], name);

test.describe('fabric sold in steps', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a shopper buys 2.5 m of a fabric sold in 0.5 m steps and sees 2.5 m at 2.5 × the metre price in the cart, at checkout and on the order', async ({
    page,
  }) => {
    await page.goto(`/products/${fabric.slug}`);
    await waitForHydration(page);
    await expect(page.getByText('Cut in steps of 0.5 m.')).toBeVisible();
    const metres = page.getByLabel('How many metres?');
    // The total follows a number while it is typed, before the field is left.
    await metres.fill('3');
    await expect(page.getByTestId('metres-total')).toContainText(`3 m for ${inr(fabric.price * 3)}`);
    // A length the counter does not cut goes to the nearest step it does.
    await metres.fill('2.3');
    await metres.press('Enter');
    await expect(metres).toHaveValue('2.5');
    await expect(page.getByTestId('metres-total')).toContainText(`2.5 m for ${total}`);
    await page.getByRole('button', { name: '0.5 m more' }).click();
    await expect(metres).toHaveValue('3');
    await page.getByRole('button', { name: '0.5 m less' }).click();
    await expect(metres).toHaveValue('2.5');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    // Analytics counts the real metres, valued as the cart prices them.
    expect(
      (await events(page, 'add_to_cart')).map((e) => [e.ecommerce?.items?.[0]?.quantity, e.ecommerce?.value]),
    ).toEqual([[2.5, fabric.price * 2.5]]);
    await page.getByRole('button', { name: 'Close the cart' }).click();

    await page.goto('/cart');
    await waitForHydration(page);
    const line = page.getByTestId('cart-line').filter({ hasText: fabric.name.en });
    await expect(line.getByLabel(`Metres of ${fabric.name.en}`)).toHaveValue('2.5');
    await expect(line).toContainText(`${metrePrice} per metre`);
    await expect(line).toContainText(total);
    await expect(page.getByTestId('cart-problem')).toHaveCount(0);

    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/login/);
    await waitForHydration(page);
    await page.getByLabel('Mobile number').fill('9000000087');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill('870087');
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByLabel('Your name').fill('Lata Iyer');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByTestId('address-name').fill('Lata Iyer');
    await page.getByTestId('address-line1').fill('4 Besant Road, Adyar');
    await page.getByTestId('address-city').fill('Chennai');
    await page.getByTestId('address-postalCode').fill('600020');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Tamil Nadu' }).click();
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('checkout-address')).toHaveCount(1);
    const review = page.getByRole('complementary', { name: 'Review your order' });
    await expect(review.getByRole('listitem').filter({ hasText: fabric.name.en })).toContainText(`× 2.5 m`);
    await expect(review.getByRole('listitem').filter({ hasText: fabric.name.en })).toContainText(total);
    await page.getByTestId('pay-COD').click();
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/orders\/SL-[A-Z0-9]+\?placed=1$/);
    const item = page.getByRole('listitem').filter({ hasText: fabric.name.en });
    await expect(item).toContainText(`2.5 m · ${metrePrice} per metre`);
    await expect(item).toContainText(total);
  });
});
