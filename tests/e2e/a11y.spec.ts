import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { addToCartByKeyboard, axeViolations, setLanguage, signIn, tabTo } from './a11y-helpers';
import { waitForHydration } from './hydration';

// Every main page through axe-core (WCAG 2.2 A/AA and best practice) in English, Hindi and Arabic at
// 1280 and 375 px; reflow at 320 px signed out and signed in; the keyboard on the header, the cart drawer
// and listings; and the markup screen readers rely on. The shipped fonts are checked in a11y-fonts.spec.ts.
// Shoppers of their own: another journey's shopper would arrive here already named, or leave its journey so.
const SHOPPERS = {
  en: { local: '9000000061', code: '610061' },
  hi: { local: '9000000062', code: '620062' },
  ar: { local: '9000000063', code: '630063' },
};
const product = productSeeds[0]!.slug;
const pages = [
  '/',
  '/sarees',
  `/products/${product}`,
  '/cart',
  '/login',
  '/search?q=silk',
  '/get-in-touch',
  '/no-such-page',
];

for (const lng of ['en', 'hi', 'ar']) {
  for (const width of [1280, 375]) {
    test(`axe: no violations, ${lng} at ${width} px`, async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      await setLanguage(context, baseURL!, lng);
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await waitForHydration(page);
        const violations = await axeViolations(page);
        for (const v of violations) {
          const line = `${path} [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`;
          found.push(line);
        }
      }
      expect(found).toEqual([]);
    });
  }
}

async function scrollWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const lng of ['en', 'hi', 'ar'] as const) {
  test(`reflow: no horizontal scroll at 320 px, signed out and in, ${lng}`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    const walk = async (who: string) => {
      for (const path of pages) {
        await page.goto(path);
        await waitForHydration(page);
        const w = await scrollWidth(page);
        if (w > 320) wide.push(`${who} ${path}: ${w}px`);
      }
    };
    await setLanguage(context, baseURL!, 'en');
    await signIn(page, SHOPPERS[lng]);
    await setLanguage(context, baseURL!, lng);
    await walk('signed in');
    await context.clearCookies();
    await setLanguage(context, baseURL!, lng);
    await walk('signed out');
    expect(wide).toEqual([]);
  });
}

test('keyboard: arrow keys on the language select do not switch at once; Enter does, and focus stays', async ({
  page,
}) => {
  await page.goto('/sarees');
  await waitForHydration(page);
  const select = page.getByTestId('language-select');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(select).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('साड़ियाँ');
  await expect(select).toBeFocused();
  await select.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(select).toBeFocused();
});

test('keyboard: the cart drawer closed with × returns focus to the cart button', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const cart = page.getByTestId('cart-button');
  await cart.focus();
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close the cart' });
  await expect(close).toBeVisible();
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
  await expect(cart).toBeFocused();
});

test('keyboard: on listings a skip link leads past the filters to the results; a heart keeps its name', async ({
  page,
}) => {
  await page.goto('/sarees');
  await waitForHydration(page);
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The results region itself takes focus, and the next Tab stays inside it.
  await expect(page.getByRole('region', { name: /^Showing/ })).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.closest('#results') !== null);
  expect(focused).toBe(true);

  // The first card's heart, a few Tabs on (sort, its button, the card's link, the heart).
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const heart = card.getByRole('button', { name: `Save to wishlist: ${name}` });
  for (let stops = 0; stops < 8 && !(await heart.evaluate((el) => el === document.activeElement)); stops++)
    await page.keyboard.press('Tab');
  await expect(heart).toBeFocused();
  await page.keyboard.press('Space');
  // Pressed, with the same name: the state is aria-pressed alone.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeFocused();
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('keyboard: at 375 px Tab goes logo, sign in, wishlist, cart, language, currency, then the nav', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Silai home' }).focus();
  const order: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(
        () =>
          (document.activeElement as HTMLElement).getAttribute('data-testid') ??
          (document.activeElement as HTMLElement).textContent!.trim(),
      ),
    );
  }
  expect(order).toEqual(['Sign in', 'wishlist-link', 'cart-button', 'language-select', 'currency-select', 'Sarees']);
});

test('the two search forms on /search have different names', async ({ page }) => {
  await page.goto('/search?q=silk');
  await expect(page.getByRole('search', { name: 'Site search' })).toHaveCount(1);
  await expect(page.getByRole('search', { name: 'Refine search' })).toHaveCount(1);
});

test('a wrong code marks the code field invalid and ties the message to it', async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill('9000000033');
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByLabel('6-digit code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /./ }).first();
  await expect(alert).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  const described = await code.getAttribute('aria-describedby');
  expect(described).toBe(await alert.getAttribute('id'));
});

test('/favicon.ico is served', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/image/);
});

test('keyboard only: from home to a product in the cart and on to the cart page, focus never lost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await tabTo(page, (el) => el.href === '/sarees' && el.text === 'Sarees');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sarees$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sarees');
  await waitForHydration(page);
  // The skip link is among the first stops, and the first product right after it.
  const stops = await tabTo(page, (el) => el.text === 'Skip to results');
  expect(stops).toBeLessThan(25);
  await page.keyboard.press('Enter');
  await tabTo(page, (el) => (el.href ?? '').startsWith('/products/'), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\//);
  await waitForHydration(page);
  const drawer = await addToCartByKeyboard(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The cart button opens the drawer again; Tab stays inside it and reaches "View cart".
  await page.getByTestId('cart-button').focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  // Once its lines are drawn: before that the close button is its only control, and Tab leaves for the browser.
  await expect(drawer.locator('a[href="/cart"]')).toBeVisible();
  await tabTo(page, (el) => el.href === '/cart', { max: 20 });
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
