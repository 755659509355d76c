import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// A test number with a fixed code (AUTH_TEST_OTPS in scripts/e2e-server.mjs), used by this file only.
const WALKER = { local: '9000000011', code: '110011' };

/** Every href in the header (its main navigation included) and the footer, and in the account menu when it is open. */
async function shellLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const anchors = [
      ...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href], [role="menu"] a[href]'),
    ];
    return anchors.map((a) => a.getAttribute('href')!);
  });
}

/** Requests each same-site link and returns those that do not lead to a page (404, 5xx, any error). */
async function broken(page: Page, hrefs: Iterable<string>, baseURL: string): Promise<string[]> {
  const bad: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href, baseURL);
    if (url.origin !== new URL(baseURL).origin) continue;
    const res = await page.request.get(url.toString());
    if (res.status() >= 400) bad.push(`${href} → ${res.status()}`);
  }
  return bad;
}

test('every link in the header, the main navigation, the footer and the account menu leads to a page, in English and Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Map<string, Set<string>>(); // language → hrefs

  const walk = async (lng: 'en' | 'ar', signedIn: boolean) => {
    await context.addCookies([{ name: 'lang', value: lng, url: baseURL! }]);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    const hrefs = new Set(seen.get(lng) ?? []);
    if (signedIn) {
      await page.getByTestId('account-button').click();
      const items = page.getByRole('menuitem');
      await expect(items.first()).toBeVisible();
      // Sign-out is an action, not a link; every other item is a link.
      const itemLinks = await page.locator('[role="menu"] a[role="menuitem"]').count();
      expect(itemLinks).toBe((await items.count()) - 1);
    } else {
      await expect(page.locator('header a[href^="/login"]')).toHaveCount(1);
    }
    for (const href of await shellLinks(page)) hrefs.add(href);
    if (signedIn) await page.keyboard.press('Escape');
    seen.set(lng, hrefs);
    const bad = await broken(page, hrefs, baseURL!);
    expect(bad, `links without a page (${lng}, ${signedIn ? 'signed in' : 'signed out'})`).toEqual([]);
  };

  await walk('en', false);
  await walk('ar', false);

  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(WALKER.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(WALKER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Sana Qureshi');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Sana');

  await walk('en', true);
  await walk('ar', true);

  // The walk covered what it should: the navigation, the footer's pages and the account pages.
  for (const lng of ['en', 'ar'] as const) {
    const hrefs = [...seen.get(lng)!].map((h) => new URL(h, origin));
    const paths = new Set(hrefs.filter((u) => u.origin === origin).map((u) => u.pathname));
    for (const p of [
      '/',
      '/sarees',
      '/fabrics',
      '/tailoring',
      '/get-in-touch',
      '/category',
      '/login',
      '/orders',
      '/address',
      '/profile',
    ])
      expect(paths, `${lng}: ${p}`).toContain(p);
    // Links that leave the site are contact links only.
    for (const u of hrefs.filter((x) => x.origin !== origin))
      expect(u.protocol === 'mailto:' || u.hostname === 'wa.me', u.toString()).toBe(true);
  }
});
