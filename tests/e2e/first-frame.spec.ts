import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// The catalogue pages paint before any of their script starts (src/server/deferred-chunks.ts), still
// hydrate, and keep a tap, a choice or a typed value made before hydration, in late islands too
// (docs/CATALOGUE.md).
const saree = productSeeds.find((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3)!;
const pages = ['/', '/sarees', '/fabrics', '/tailoring', `/products/${saree.slug}`, '/search?q=silk'];

/** Holds every chunk of the page until the returned function is called: what is done meanwhile comes before hydration. */
async function holdChunks(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const path of pages) {
  test(`${path}: no script of the store or the framework starts before the page has loaded`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { loaded, chunks } = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(r.name).pathname));
      return {
        loaded: nav.loadEventStart,
        chunks: scripts.map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
      };
    });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.start, c.name).toBeGreaterThanOrEqual(loaded);
    // As served, the document names its chunks only in the loader's list (a noModule file stays: no
    // current browser fetches it).
    const html = await (await page.request.get(path)).text();
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(tags.filter((t) => !/noModule/i.test(t))).toEqual([]);
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="script"/);
    expect(html).toContain('<script id="silai-chunks" type="application/json" nonce="');
  });
}

test('a tap on "Add to cart" before the page has hydrated is kept and carried out', async ({ page }) => {
  // The chunks are held back so the tap surely comes first.
  const release = await holdChunks(page);
  await page.goto(`/products/${saree.slug}`);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await add.click();
  expect(await page.evaluate(() => Boolean((window as { __silaiHydrated?: number }).__silaiHydrated))).toBe(false);
  release();
  await expect(page.getByRole('dialog')).toContainText(saree.name.en);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a language chosen before the page has hydrated is carried out', async ({ page }) => {
  const release = await holdChunks(page);
  await page.goto('/sarees');
  await page.getByLabel('Language').selectOption({ label: 'العربية' });
  expect(await page.evaluate(() => Boolean((window as { __silaiHydrated?: number }).__silaiHydrated))).toBe(false);
  release();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByLabel('اللغة')).toHaveValue('ar');
  // Back to English, for the journeys after this one in the same store.
  await page.getByLabel('اللغة').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('metres typed and "Add to cart" tapped before the page has hydrated add those metres', async ({ page }) => {
  const fabric = productSeeds.find((p) => p.kind === 'fabric' && (p.stock ?? 0) >= 5)!;
  const release = await holdChunks(page);
  await page.goto(`/products/${fabric.slug}`);
  await page.getByLabel('How many metres?').fill('3');
  await page.getByTestId('add-to-cart').click();
  release();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await expect(page.getByText('3 m for', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toContainEqual(
    expect.objectContaining({ qty: 3 }),
  );
  await page.evaluate(() => localStorage.removeItem('cart'));
});

test('a heart tapped before the page has hydrated is carried out, its code arriving after the page', async ({
  page,
}) => {
  const release = await holdChunks(page);
  await page.goto(`/products/${saree.slug}`);
  const heart = page.getByRole('main').getByRole('button', { name: 'Save to wishlist', exact: true });
  await heart.click();
  expect(await page.evaluate(() => Boolean((window as { __silaiHydrated?: number }).__silaiHydrated))).toBe(false);
  release();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a page that is not in the catalogue keeps its script tags', async ({ page }) => {
  await page.goto('/cart');
  await waitForHydration(page);
  expect(await page.locator('#silai-chunks').count()).toBe(0);
});
