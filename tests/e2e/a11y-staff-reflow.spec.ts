import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { setLanguage, signIn } from './a11y-helpers';
import { shot } from './contrast';
import { waitForHydration } from './hydration';
import { buyThroughTestGateway, findOrder } from './owner-helpers';

// Reflow at 320 px (WCAG 1.4.10) on every staff page, read from the app's routes so a new page is held
// to it too, in English and Arabic; `lang` on text in another language than the page's (3.1.2); page
// titles that end in the store's name. Numbers of this journey's own block (scripts/e2e-server.mjs).
const SHOPPER = { local: '9000000332', code: '332332' };
const ADMIN = { local: '9000000339', code: '339339' };
const fabric = productSeeds.filter((p) => p.kind === 'fabric' && (p.stock ?? 0) >= 50 && p.step !== 0.5).at(-4)!;

/** Every page under /admin, as its route: `src/app/(account)/admin/**\/page.tsx`. */
function staffRoutes(): string[] {
  const root = path.resolve('src/app/(account)/admin');
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${route}/${e.name}`);
      else if (e.name === 'page.tsx') found.push(route);
    }
  };
  walk(root, '/admin');
  return found.sort();
}

/** A dynamic route's page: the first entry its list links to (`/admin/orders/[number]` from /admin/orders). */
async function resolve(page: Page, route: string): Promise<string> {
  const at = route.indexOf('/[');
  if (at < 0) return route;
  const list = route.slice(0, at);
  await page.goto(list);
  await waitForHydration(page);
  const first = page.locator(`main a[href^="${list}/"]:not([href="${list}/new"])`).first();
  await expect(first, `an entry to open on ${list}`).toBeVisible();
  return (await first.getAttribute('href'))!;
}

async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[role="status"][aria-busy="true"], .MuiCircularProgress-root')).toHaveCount(0);
}

let admin: Awaited<ReturnType<BrowserContext['storageState']>>;

// An order, delivered and reviewed by its buyer, so the back office's lists have entries (the reviews
// list leaves the seed's samples out).
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const shopper = await browser.newContext();
  await setLanguage(shopper, baseURL!, 'en');
  const page = await shopper.newPage();
  await signIn(page, SHOPPER, 'Ritu Desai');
  const number = await buyThroughTestGateway(page, fabric.slug);
  const staff = await browser.newContext();
  await setLanguage(staff, baseURL!, 'en');
  const p = await staff.newPage();
  await signIn(p, ADMIN, 'Store Admin');
  admin = await staff.storageState();
  await findOrder(p, number);
  const actions = p.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Move to Confirmed' }).click();
  await expect(p.getByText(`Order ${number} is now: Confirmed`)).toBeVisible();
  await actions.getByLabel('Carrier').fill('Blue Dart');
  await actions.getByLabel('Tracking number').fill('BD123456789IN');
  await actions.getByRole('button', { name: 'Move to Shipped' }).click();
  await expect(p.getByText(`Order ${number} is now: Shipped`)).toBeVisible();
  await actions.getByRole('button', { name: 'Move to Delivered' }).click();
  await expect(p.getByText(`Order ${number} is now: Delivered`)).toBeVisible();
  await staff.close();
  await page.goto(`/orders/${encodeURIComponent(number)}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: /^Rate and review/ }).click();
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Your review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Title').fill('Soft and even weave');
  await form.getByLabel('Your review', { exact: true }).fill('It washed well and kept its colour.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeVisible();
  await shopper.close();
});

for (const lng of ['en', 'ar'] as const) {
  test(`every staff page reflows at 320 px, ${lng}`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const routes = staffRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/admin', '/admin/orders/[number]', '/admin/reviews']));
    const context = await browser.newContext({ storageState: admin, viewport: { width: 320, height: 640 } });
    await setLanguage(context, baseURL!, lng);
    const page = await context.newPage();
    const wide: string[] = [];
    for (const route of routes) {
      const url = await resolve(page, route);
      await page.goto(url);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const w = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (w > 320) wide.push(`${url}: ${w}px`);
      if (route === '/admin/reviews' || route === '/admin/orders')
        for (const width of [320, 375, 1280]) {
          await page.setViewportSize({ width, height: width === 1280 ? 900 : 640 });
          await shot(page, `${route.slice(1).replace('/', '-')}-${width}-${lng}`, true);
        }
      await page.setViewportSize({ width: 320, height: 640 });
    }
    await context.close();
    expect(wide).toEqual([]);
  });
}

for (const lng of ['hi', 'ar'] as const) {
  test(`text in another language carries its lang: reviews on /admin/reviews, language names on /profile, ${lng}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ storageState: admin });
    await setLanguage(context, baseURL!, lng);
    const page = await context.newPage();
    await page.goto('/admin/reviews');
    await settle(page);
    const cards = page.getByTestId('admin-review');
    await expect(cards.first()).toBeVisible();
    const seen = await cards.evaluateAll((els) =>
      els.map((card) => ({
        slug: (() => {
          const a = card.querySelector('a[href^="/products/"]');
          return a ? `${a.getAttribute('lang')}/${a.getAttribute('dir')}` : 'none';
        })(),
        // Each piece of Latin text (titles, bodies, names) and the lang of its nearest element that has one.
        latin: [...card.querySelectorAll('p[dir="auto"], bdi')]
          .filter(
            (el) =>
              /\p{Script=Latin}/u.test(el.textContent ?? '') &&
              !/[\u0900-\u097F\u0600-\u06FF]/.test(el.textContent ?? ''),
          )
          .map((el) => el.closest('[lang]')?.getAttribute('lang') ?? null),
      })),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const card of seen) {
      expect(card.slug).toBe('en/ltr');
      expect(card.latin.length).toBeGreaterThan(0);
      for (const lang of card.latin) expect(lang).toBe('en');
    }
    await page.goto('/profile');
    await settle(page);
    const names = await page
      .locator('main option')
      .filter({ hasText: /^(English|हिन्दी|العربية)$/ })
      .evaluateAll((els) => els.map((o) => `${o.textContent}:${o.getAttribute('lang')}`));
    expect(names).toEqual(['English:en', 'हिन्दी:hi', 'العربية:ar']);
    await context.close();
  });
}

test('page titles end in the store name, on a sample of pages signed out, signed in and in the back office', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: admin });
  await setLanguage(context, baseURL!, 'en');
  const page = await context.newPage();
  const titles: string[] = [];
  const sample = ['/', '/sarees', '/login', '/my-rewards', '/profile', '/admin/products', '/admin/products/new'];
  sample.push(await resolve(page, '/admin/orders/[number]'), await resolve(page, '/admin/products/[id]'));
  for (const url of sample) {
    await page.goto(url);
    titles.push(`${url}: ${await page.title()}`);
  }
  await context.close();
  expect(titles.filter((t) => !t.endsWith(' · Silai'))).toEqual([]);
});
