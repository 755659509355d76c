import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// The account keeps the shopper's language: set on the profile (or in the header while signed in), it is
// the store's language at the next sign-in on a fresh device; a language chosen signed out is kept on an
// account that has none. Test numbers with fixed codes (AUTH_TEST_OTPS in scripts/e2e-server.mjs).
const HINDI = { local: '9000000211', code: '211211', name: 'Sunita Rao' };
const ARABIC = { local: '9000000212', code: '212212', name: 'Layla Haddad' };
const shots = 'bench/results/screenshots';

type Strings = Record<string, Record<string, string>>;
const strings = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, 'utf8')) as Strings;
const en = strings('en');
const hi = strings('hi');
const ar = strings('ar');

/** Signs in through the page in whatever language it shows. */
async function signIn(page: Page, who: { local: string; code: string; name: string }, s: Strings) {
  await waitForHydration(page);
  await page.getByLabel(s.auth!.phone!).fill(who.local);
  const code = page.getByLabel(s.auth!.code!);
  await page.getByRole('button', { name: s.auth!.send! }).click();
  await expect(code).toBeVisible();
  await code.fill(who.code);
  await page.getByRole('button', { name: s.auth!.verify! }).click();
  const name = page.getByLabel(s.auth!.name!);
  // A new account names itself first; a returning one goes straight on.
  await expect(name.or(page.getByTestId('account-button'))).toBeVisible();
  if (await name.isVisible()) {
    await name.fill(who.name);
    await page.getByRole('button', { name: s.auth!.save! }).click();
  }
  await expect(page.getByTestId('account-button')).toBeVisible();
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // From the top: the phone header is pinned once scrolled, and would be drawn mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/account-language-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const fresh = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const cookieOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang')?.value ?? null;

test('Hindi set on the profile is the store’s language at the next sign-in on a fresh device', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login?next=%2Fprofile');
  await signIn(page, HINDI, en);
  await expect(page).toHaveURL(/\/profile$/);
  await waitForHydration(page);

  // The profile's language (not the header's, which has the same label).
  const main = page.getByRole('main');
  await main.getByLabel(en.profileSettings!.language!).selectOption('hi');
  await main.getByRole('button', { name: en.profileSettings!.savePreferences! }).click();
  // Saved on the account and applied to the store at once.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hi.profile!.title! })).toBeVisible();
  await expect(main.getByLabel(hi.profileSettings!.language!)).toHaveValue('hi');
  expect(await cookieOf(page)).toBe('hi');
  await shoot(page, 'profile-hi');

  // Signed out (in Hindi now).
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: hi.account!.signOut! }).click();
  await expect(page.getByRole('link', { name: hi.account!.signIn!, exact: true })).toBeVisible();

  // A fresh browser knows nothing of it: English until the shopper signs in.
  const other = await fresh(browser);
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(other, HINDI, en);
  await expect(other).toHaveURL(/\/$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(other.getByRole('heading', { level: 1, name: hi.home!.heading! })).toBeVisible();
  await expect(other.getByLabel(hi.language!.label!)).toHaveValue('hi');
  expect(await cookieOf(other)).toBe('hi');
  // Kept there: a reload is served in Hindi by the server itself.
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
  await waitForHydration(other);
  await shoot(other, 'home-hi-after-sign-in');

  // Signed in, the header's choice is the account's too: after a reload the profile says English, and
  // the store did not turn back to Hindi (which it would if the account still said Hindi).
  await other.getByLabel(hi.language!.label!).selectOption('en');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(other.getByRole('heading', { level: 1, name: en.home!.heading! })).toBeVisible();
  await other.goto('/profile');
  await waitForHydration(other);
  await expect(other.getByRole('main').getByLabel(en.profileSettings!.language!)).toHaveValue('en');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await shoot(other, 'profile-en');
  await other.context().close();
});

test('a language chosen signed out is kept on an account that has none', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByLabel(en.language!.label!).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('link', { name: ar.account!.signIn!, exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, ARABIC, ar);
  await page.goto('/profile');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByLabel(ar.profileSettings!.language!)).toHaveValue('ar');
  await shoot(page, 'profile-ar');

  // And so it is the store's language on a fresh device.
  const other = await fresh(browser);
  await other.goto('/login');
  await signIn(other, ARABIC, en);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(other.getByRole('heading', { level: 1, name: ar.home!.heading! })).toBeVisible();
  await other.context().close();
});
