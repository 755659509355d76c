import { expect, test, type Locator, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// "…added to your cart" after blouse stitching is added to a saree, in Arabic: said inside the drawer it
// opens (a polite live region a screen reader can reach in the modal dialog), covering none of the
// lines, and nothing left floating over the cart page's stitching line.
const saree = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && p.attributes['blouse-piece']?.includes('included'))
  .sort((a, b) => b.price - a.price)[1]!;
const shots = 'bench/results/screenshots';

/** Whether the middle and corners of `target` are the target itself (or inside it), not something over it. */
const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ];
    return points
      .filter(([, y]) => y! >= 0 && y! < window.innerHeight)
      .every(([x, y]) => {
        const top = document.elementFromPoint(x!, y!);
        return top !== null && el.contains(top);
      });
  });

async function addStitching(page: Page) {
  await page.goto(`/products/${saree.slug}`);
  await waitForHydration(page);
  await page.getByTestId('open-tailoring').click();
  await page.getByTestId('tailoring-picker').getByTestId('add-tailoring').click();
}

for (const width of [375, 1280]) {
  test(`Arabic at ${width} px: the drawer says the stitching was added and hides none of the cart`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await addStitching(page);
    const drawer = page.getByRole('dialog', { name: 'سلة التسوق' });
    await expect(drawer).toBeVisible();
    // The drawer's own live region (the other status there is its loading line).
    const said = drawer.getByTestId('cart-added');
    await expect(said).toHaveRole('status');
    await expect(said).toHaveText(/^تمت إضافة .+ إلى سلّتك$/);
    // No notice outside the modal drawer, where it was painted under it and out of screen readers' reach.
    await expect(page.locator('[data-notice]')).toHaveCount(0);
    const lines = drawer.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(drawer.getByTestId('lead-details')).toBeVisible();
    for (const line of await lines.all()) expect(await uncovered(line)).toBe(true);
    expect(await uncovered(said)).toBe(true);
    await page.screenshot({ path: `${shots}/cart-added-drawer-${width}-ar.png` });

    // On to the cart page: the stitching line in full, nothing over it.
    await drawer.getByRole('link', { name: 'عرض السلة' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const lead = page.getByTestId('lead-details');
    await expect(lead).toBeVisible();
    await lead.scrollIntoViewIfNeeded();
    expect(await uncovered(lead)).toBe(true);
    await expect(page.locator('[data-notice]')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/cart-added-page-${width}-ar.png` });
  });
}
