import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { sendCode } from './sign-in';

// Steps of the store owner's journey (tests/e2e/admin-owner.spec.ts) that read as one thing a person does.

/** Signs in at /login with a fixed code (AUTH_TEST_OTPS), giving a name if the store asks for one. */
export async function signInAs(page: Page, who: { local: string; code: string }, name: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const askName = page.getByLabel('Your name');
  const menu = page.getByRole('button', { name: /, account menu$/ });
  await expect(askName.or(menu).first()).toBeVisible();
  if (await askName.isVisible()) {
    await askName.fill(name);
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
  await expect(menu).toBeVisible();
}

/** Opens the account menu and follows one of its entries. */
export async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
}

/** Buys one metre of a fabric through the test gateway; returns the order's number. */
export async function buyThroughTestGateway(page: Page, slug: string): Promise<string> {
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Close the cart' }).click();
  await page.goto('/checkout');
  await waitForHydration(page);
  const fullName = page.getByLabel('Full name');
  const payOnline = page.getByRole('radio', { name: /test gateway/ });
  await expect(fullName.or(payOnline).first()).toBeVisible();
  if (await fullName.isVisible()) {
    await fullName.fill('Farah Khan');
    await page.getByLabel('House, building, street').fill('4 Marine Lines');
    await page.getByLabel('City or town').fill('Mumbai');
    await page.getByLabel('PIN code').fill('400002');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Maharashtra' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
  }
  await payOnline.check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Test mode: this page stands in for a bank')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/processing-payment\?order=/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await page.goto(`/orders/${encodeURIComponent(number)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  return number;
}

/** Finds an order at /admin/orders by its number and opens it. */
export async function findOrder(page: Page, number: string) {
  await page.goto('/admin/orders');
  await waitForHydration(page);
  await page.getByLabel('Order number, phone or name').fill(number);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Orders found: 1')).toBeVisible();
  await page.getByRole('grid', { name: 'Orders' }).getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await waitForHydration(page);
}

/**
 * With OWNER_SHOTS=<dir>, full-page screenshots of the page in English and Arabic for a person to look
 * over (the journey's own checks do not depend on them); the page is left in English.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.OWNER_SHOTS;
  if (!dir) return;
  for (const lng of ['ar', 'en']) {
    await page.context().addCookies([{ name: 'lang', value: lng, url: new URL('/', page.url()).href }]);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('main').locator('section[aria-labelledby]').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/${name}-${lng}.png`, fullPage: true });
  }
}
