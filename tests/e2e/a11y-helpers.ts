import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/** axe-core's rule sets the accessibility journeys hold every page to: WCAG 2.2 A/AA and best practice. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations on the page as it stands, every rule of axeTags run on every node. Two settings
 * change only what is collected, and make an analysis 3–4 times faster (0.3–0.5 s against 0.6–1.5 s a
 * page, measured on the listings and the contact page): `axe.run` in the page itself (legacy mode: no
 * blank page opened to put frames' results together; the store's pages have no cross-origin frames),
 * and selectors worked out for the violating nodes only (passes keep one node each, unread here).
 */
export async function axeViolations(page: Page) {
  const builder = new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true);
  const { violations } = await builder.options({ resultTypes: ['violations'] }).analyze();
  return violations;
}

export async function setLanguage(context: BrowserContext, baseURL: string, lng: string) {
  await context.addCookies([{ name: 'lang', value: lng, url: baseURL }]);
}

/** Signs in through /login with a fixed demo code (AUTH_TEST_OTPS), naming a new shopper on the way. */
export async function signIn(page: Page, who: { local: string; code: string }, name = 'Meera Iyer') {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const nameField = page.getByLabel('Your name');
  const menu = page.getByTestId('account-button');
  // A newcomer sees both at once (the header's menu as soon as the session exists, the name step below
  // it): either is enough here, and both together must not fail as an ambiguous match.
  await expect(nameField.or(menu).first()).toBeVisible();
  if (await nameField.isVisible()) {
    await nameField.fill(name);
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
  await expect(menu).toBeVisible();
}

/** What has the keyboard focus: enough to recognise a control as a keyboard user meets it. */
export type Focused = {
  tag: string;
  text: string;
  testid: string | null;
  href: string | null;
  role: string | null;
  type: string | null;
  value: string;
  id: string;
  label: string | null;
};

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement & { value?: string; type?: string };
    return {
      tag: a.tagName,
      text: (a.textContent ?? '').trim(),
      testid: a.getAttribute('data-testid'),
      href: a.getAttribute('href'),
      role: a.getAttribute('role'),
      type: a.getAttribute('type'),
      value: typeof a.value === 'string' ? a.value : '',
      id: a.id,
      label: a.getAttribute('aria-label'),
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would. */
export async function tabTo(page: Page, matches: (el: Focused) => boolean, { max = 80, back = false } = {}) {
  let from = await focused(page);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const el = await focused(page);
    expect(el.tag, `focus fell to the page itself, from ${JSON.stringify(from)}`).not.toBe('BODY');
    if (matches(el)) return i + 1;
    from = el;
  }
  throw new Error('not reached by Tab');
}

/**
 * Adds the product on the page to the cart with the keyboard: the drawer takes focus, Escape closes it
 * and gives focus back to the button. Returns the drawer's locator.
 */
export async function addToCartByKeyboard(page: Page) {
  await tabTo(page, (el) => el.testid === 'add-to-cart');
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByTestId('add-to-cart')).toBeFocused();
  return drawer;
}
