import { expect, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/** axe-core's rule sets the accessibility journeys hold every page to: WCAG 2.2 A/AA and best practice. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
