import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';
import { addToCartByKeyboard, focused, tabTo } from './a11y-helpers';

// A whole purchase with the keyboard alone: Tab, Shift+Tab, Enter, Space, the arrow keys, Escape and
// typing into the field Tab reached. No mouse, no click, no fill. Where focus lands after each dialog and
// menu closes is checked, and at no step may it fall back to <body>; after a move to another page inside
// the store it is on that page's heading.
// A number of its own (AUTH_TEST_OTPS in scripts/e2e-server.mjs), so the sign-in is a first one.
const SHOPPER = { local: '9000000086', code: '860086' };
// A saree with stock to spare, found by name through the site search.
const saree = productSeeds.filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 8).at(-2)!;

async function expectFocusOnAControl(page: Page) {
  const el = await focused(page);
  expect(el.tag, 'focus fell to the page itself').not.toBe('BODY');
}

test('keyboard only: from home to a placed and paid order, focus kept after every dialog and menu', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);

  // The language select: arrows move the choice, Enter applies it, and focus stays on the select. The
  // page's server-drawn parts reload meanwhile (aria-busy on the select); the journey waits for them.
  const select = page.getByTestId('language-select');
  const switchWith = async (arrow: string, lang: string, footer: string) => {
    await page.keyboard.press(arrow);
    await expect(page.locator('html')).not.toHaveAttribute('lang', lang);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The footer is drawn on the server: its new text means the reload has landed.
    await expect(page.getByRole('contentinfo')).toContainText(footer);
    await expect(select).toHaveAttribute('aria-busy', 'false');
    await expect(select).toBeFocused();
  };
  await tabTo(page, (el) => el.testid === 'language-select');
  await switchWith('ArrowDown', 'hi', 'सर्वाधिकार सुरक्षित');
  await switchWith('ArrowUp', 'en', 'All rights reserved');

  // The site search (before the language select at this width) finds the saree by name.
  await tabTo(page, (el) => el.id === 'site-search', { back: true, max: 5 });
  await page.keyboard.type(saree.name.en);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await waitForHydration(page);
  await tabTo(page, (el) => el.href === `/products/${saree.slug}`, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${saree.slug}$`));
  // A move inside the store puts focus on the new page's heading, so a screen reader says where it is.
  await expect(page.getByRole('heading', { level: 1, name: saree.name.en })).toBeFocused();
  await waitForHydration(page);

  // Into the cart; the drawer takes focus, Escape closes it and gives focus back to the button.
  const drawer = await addToCartByKeyboard(page);

  // Back up to the cart button, open the drawer with Space, and go on to checkout from it.
  await tabTo(page, (el) => el.testid === 'cart-button', { back: true });
  await page.keyboard.press('Space');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await tabTo(page, (el) => el.href === '/checkout', { max: 20 });
  await page.keyboard.press('Enter');

  // Checkout asks for a sign-in first; each step's field has focus when it appears.
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type(SHOPPER.local);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.keyboard.type(SHOPPER.code);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your name')).toBeFocused();
  await page.keyboard.type('Lakshmi Nair');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  // Back at checkout after the sign-in: its heading has focus, not the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await waitForHydration(page);

  // The address: typed field by field; the state chosen from its list by typing, which closes on Enter
  // and leaves focus on the list's button.
  await expect(page.getByTestId('address-line1')).toBeVisible();
  await tabTo(page, (el) => el.testid === 'address-line1');
  await page.keyboard.type('12 Temple Street, Mylapore');
  await tabTo(page, (el) => el.testid === 'address-city', { max: 3 });
  await page.keyboard.type('Chennai');
  await tabTo(page, (el) => el.role === 'combobox', { max: 2 });
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Tamil');
  await expect(page.getByRole('option', { name: 'Tamil Nadu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(state).toBeFocused();
  await expect(state).toHaveText('Tamil Nadu');
  await tabTo(page, (el) => el.testid === 'address-postalCode', { max: 2 });
  await page.keyboard.type('600004');
  await tabTo(page, (el) => el.testid === 'address-save', { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);
  await expect(page.getByTestId('checkout-delivery')).toBeVisible();
  // The form is gone; focus went to the address it saved, not to the page.
  await expectFocusOnAControl(page);

  // The way to pay: Tab enters the radio group, the arrow keys choose within it.
  const methods = ['COD', 'TEST_GATEWAY', 'RAZORPAY'];
  await tabTo(page, (el) => el.type === 'radio' && methods.includes(el.value), { max: 10 });
  for (let i = 0; i < methods.length && (await focused(page)).value !== 'TEST_GATEWAY'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('pay-TEST_GATEWAY').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('pay-TEST_GATEWAY').getByRole('radio')).toBeFocused();

  await tabTo(page, (el) => el.testid === 'place-order', { max: 20 });
  await page.keyboard.press('Enter');

  // The test gateway's page, then the store following the payment, then the order itself.
  await expect(page.getByTestId('test-gateway')).toBeVisible();
  await waitForHydration(page);
  await tabTo(page, (el) => el.testid === 'gateway-pay', { max: 30 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/processing-payment\?order=/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'paid');
  const number = new URL(page.url()).searchParams.get('order')!;
  await waitForHydration(page);
  await tabTo(page, (el) => (el.href ?? '').startsWith(`/orders/${number}`), { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${number}`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeFocused();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'PLACED');
  await waitForHydration(page);

  // A confirm dialog (cancelling the order) turned down leaves focus on the button that asked.
  const cancel = page.getByRole('button', { name: /cancel/i });
  if (await cancel.count()) {
    page.once('dialog', (d) => void d.dismiss());
    await tabTo(page, (el) => /cancel/i.test(el.text), { max: 60 });
    await page.keyboard.press('Enter');
    await expect(cancel.first()).toBeFocused();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'PLACED');
  }

  // The account menu: opened with Enter, walked with the arrows, closed with Escape; focus returns.
  await tabTo(page, (el) => el.testid === 'account-button', { back: true, max: 80 });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId('account-button')).toBeFocused();

  // Through the menu to the address book: a form opened there and closed again hands focus back.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Addresses' })).toBeVisible();
  for (
    let i = 0;
    i < 8 && !(await page.getByRole('menuitem', { name: 'Addresses' }).evaluate((e) => e === document.activeElement));
    i++
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await tabTo(page, (el) => el.testid === 'address-add');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('address-line1')).toBeVisible();
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Cancel', { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('address-line1')).toHaveCount(0);
  await expect(page.getByTestId('address-add')).toBeFocused();
});
