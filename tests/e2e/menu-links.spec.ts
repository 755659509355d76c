import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { setLanguage, signIn } from './a11y-helpers';
import { waitForHydration } from './hydration';
import { buyThroughTestGateway } from './owner-helpers';

// Every link of every menu (the header and its navigation, the footer, the account menu of a shopper, an
// admin and a designer) leads to a page; the account button is named by what it shows; the account
// home takes a new shopper and one with an order. Numbers of this file's own (AUTH_TEST_OTPS and the
// staff grants in scripts/e2e-server.mjs).
const SHOPPER = { local: '9000000151', code: '151151' };
const ADMIN = { local: '9000000152', code: '152152' };
const DESIGNER = { local: '9000000153', code: '153153' };
const BUYER = { local: '9000000154', code: '154154' };
const SPEAKER = { local: '9000000155', code: '155155' };
// A fabric with stock to spare (bought by the metre, a metre at a time).
const fabric = productSeeds.filter((p) => p.kind === 'fabric' && (p.stock ?? 0) >= 40 && p.step !== 0.5).at(-1)!;

const notFoundHeading = (
  JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')) as { notFound: { heading: string } }
).notFound.heading;

/** The links of the header, the footer and, when open, the account menu, by where they were found. */
async function menuLinks(page: Page): Promise<{ shell: string[]; menu: string[] }> {
  return page.evaluate(() => {
    const hrefs = (sel: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(sel)].map((a) => a.getAttribute('href')!);
    return { shell: hrefs('header a[href], footer a[href]'), menu: hrefs('[role="menu"] a[href]') };
  });
}

/** Opens the account menu; every item but sign-out is a link. */
async function openMenu(page: Page) {
  await page.getByTestId('account-button').click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  expect(await page.locator('[role="menu"] a[role="menuitem"]').count()).toBe((await items.count()) - 1);
}

/**
 * Follows each same-site link: the answer is below 400, and in the browser the page shows its own
 * heading, not the not-found page's (the account pages show theirs once the session is read).
 */
async function walk(page: Page, hrefs: Iterable<string>, who: string, visit: boolean): Promise<string[]> {
  const bad: string[] = [];
  const origin = new URL(page.url()).origin;
  for (const href of new Set(hrefs)) {
    const url = new URL(href, origin);
    if (url.origin !== origin) {
      if (url.protocol !== 'mailto:' && url.hostname !== 'wa.me') bad.push(`${who}: leaves the site: ${href}`);
      continue;
    }
    const status = (await page.request.get(url.toString())).status();
    if (status >= 400) bad.push(`${who}: ${href} → ${status}`);
    else if (visit) {
      await page.goto(url.toString());
      const h1 = page.getByRole('heading', { level: 1 }).first();
      // The account pages show theirs once the session is read: on a busy machine that takes a while.
      await expect(h1, `${who}: ${href}`).toBeVisible({ timeout: 30_000 });
      if ((await h1.innerText()).includes(notFoundHeading)) bad.push(`${who}: ${href} shows the not-found page`);
    }
  }
  return bad;
}

async function signedIn(browser: Browser, baseURL: string, who: { local: string; code: string }, name: string) {
  const context = await browser.newContext();
  await setLanguage(context, baseURL, 'en');
  const page = await context.newPage();
  await signIn(page, who, name);
  return { context, page };
}

test('every link of every menu leads to a page: a visitor, a shopper, an admin and a designer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const bad: string[] = [];
  const found = new Map<string, string[]>();

  const visitor = await browser.newContext();
  await setLanguage(visitor, baseURL!, 'en');
  const page = await visitor.newPage();
  await page.goto('/');
  await waitForHydration(page);
  // The session is read after hydration: until then the header keeps the account's place empty.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const shell = (await menuLinks(page)).shell;
  found.set('visitor', shell);
  bad.push(...(await walk(page, shell, 'visitor', false)));
  await visitor.close();

  for (const [role, who, name] of [
    ['shopper', SHOPPER, 'Meera Iyer'],
    ['admin', ADMIN, 'Store Admin'],
    ['designer', DESIGNER, 'Kavya Designer'],
  ] as const) {
    const { context, page } = await signedIn(browser, baseURL!, who, name);
    await page.goto('/');
    await waitForHydration(page);
    await openMenu(page);
    const { shell, menu } = await menuLinks(page);
    await page.keyboard.press('Escape');
    found.set(role, menu);
    bad.push(...(await walk(page, shell, role, false)));
    bad.push(...(await walk(page, menu, role, true)));
    await context.close();
  }
  expect(bad).toEqual([]);

  // The walk covered what it should.
  for (const p of ['/', '/wishlist', '/sarees', '/fabrics', '/tailoring', '/get-in-touch', '/category', '/login'])
    expect(
      found.get('visitor')?.map((h) => h.split('?')[0]),
      p,
    ).toContain(p);
  const shopper = [
    '/account',
    '/orders',
    '/consultations',
    '/measurements',
    '/my-rewards',
    '/wishlist',
    '/address',
    '/enquiry',
    '/profile',
  ];
  expect(found.get('shopper')).toEqual(shopper);
  expect(found.get('designer')).toEqual([
    ...shopper,
    '/admin',
    '/admin/consultations',
    '/admin/tailoring',
    '/admin/enquiries',
  ]);
  expect(found.get('admin')).toEqual(expect.arrayContaining([...shopper, '/admin/orders', '/admin/customers']));
});

test('the account button is named by what it shows, and the Arabic cart badge by the digits it shows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await signedIn(browser, baseURL!, SPEAKER, 'Meera Iyer');
  await page.goto(`/products/${fabric.slug}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  // The first name alone: a whole name was cut short at 375 px.
  const named = { en: 'Hi, Meera', hi: 'नमस्ते, Meera', ar: 'مرحبًا، Meera' };
  for (const lng of ['en', 'hi', 'ar'] as const) {
    await setLanguage(context, baseURL!, lng);
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByTestId('account-button');
    await expect(button).toHaveText(named[lng]);
    // Visible text first, then what the button is: what a voice user says is what opens it.
    const name = await button.evaluate((b) => b.getAttribute('aria-label') ?? '');
    expect(name.startsWith(named[lng]), `${lng}: "${name}"`).toBe(true);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const badge = (await page.getByTestId('cart-count').innerText()).trim();
    expect(badge).toMatch(/^\d+$/);
    const cart = await page.getByTestId('cart-button').getAttribute('aria-label');
    expect(cart, `${lng}: "${cart}" for a badge showing ${badge}`).toContain(badge);
  }
  await context.close();
});

test('the account home: a new shopper finds every card empty with a way in; an order shows, and its state follows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await signedIn(browser, baseURL!, BUYER, 'Farah Khan');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  const cards = [
    'orders',
    'tailoring',
    'rewards',
    'wishlist',
    'consultations',
    'measurements',
    'addresses',
    'enquiries',
  ];
  for (const c of cards) await expect(page.getByTestId(`home-${c}`).locator('[aria-busy="true"]')).toHaveCount(0);
  // One h1, then one h2 a card.
  const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((hs) => hs.map((h) => h.tagName));
  expect(levels).toEqual(['H1', ...cards.map(() => 'H2')]);
  for (const [card, link, href] of [
    ['orders', 'Browse sarees', '/sarees'],
    ['tailoring', 'See our tailoring', '/tailoring'],
    ['consultations', 'Book a consultation', '/get-in-touch'],
    ['measurements', 'Add your measurements', '/measurements'],
    ['addresses', 'Add an address', '/address'],
    ['enquiries', 'Ask a designer', '/get-in-touch'],
  ] as const)
    await expect(page.getByTestId(`home-${card}`).getByRole('link', { name: link })).toHaveAttribute('href', href);

  const number = await buyThroughTestGateway(page, fabric.slug);
  await page.goto('/account');
  await waitForHydration(page);
  const order = page.getByTestId('home-order');
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('link', { name: `Order ${number}` })).toHaveAttribute(
    'href',
    `/orders/${encodeURIComponent(number)}`,
  );
  await expect(page.getByTestId('home-orders').getByRole('link', { name: 'All your orders' })).toBeVisible();
  await expect(page.getByTestId('home-address')).toContainText('4 Marine Lines');
  const before = await order.getByTestId('order-status').getAttribute('data-status');
  expect(before).not.toBe('CANCELLED');

  // The shopper cancels it in another tab: the home follows without a reload.
  const other = await context.newPage();
  await other.goto(`/orders/${encodeURIComponent(number)}`);
  await waitForHydration(other);
  other.once('dialog', (d) => void d.accept());
  await other.getByTestId('order-cancel').click();
  await expect(other.getByTestId('order-status').first()).toHaveAttribute('data-status', 'CANCELLED');
  await expect(order.getByTestId('order-status')).toHaveAttribute('data-status', 'CANCELLED');
  await context.close();
});
