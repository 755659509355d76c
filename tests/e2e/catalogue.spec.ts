import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

async function cardPrices(page: Page): Promise<number[]> {
  return page
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map((c) => Number((c.querySelector('.price-now')?.textContent ?? '').replace(/[^\d]/g, ''))),
    );
}

test.describe('catalogue', () => {
  test('sarees and fabrics are server-rendered with at least 12 product links each', async ({ request }) => {
    for (const path of ['/sarees', '/fabrics']) {
      const html = await (await request.get(path)).text();
      const links = new Set([...html.matchAll(/href="(\/products\/[a-z0-9-]+)"/g)].map((m) => m[1]));
      expect(links.size, path).toBeGreaterThanOrEqual(12);
    }
  });

  test('filter sarees by weave and price, then share the URL', async ({ page, browser }) => {
    await page.goto('/sarees');
    await waitForHydration(page);
    await page.getByTestId('facet-weave-banarasi').click();
    await expect(page).toHaveURL(/weave=banarasi/);
    await expect(page.getByTestId('facet-weave-banarasi')).toHaveAttribute('aria-current', 'true');
    await page.getByLabel('Min').fill('10000');
    await page.getByLabel('Max').fill('20000');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/min=10000/);
    const url = page.url();
    expect(url).toMatch(/weave=banarasi/);
    expect(url).toMatch(/max=20000/);

    const expected = productSeeds.filter(
      (p) => p.kind === 'saree' && p.attributes.weave?.includes('banarasi') && p.price >= 10000 && p.price <= 20000,
    );
    await expect(page.getByTestId('product-card')).toHaveCount(expected.length);
    const prices = await cardPrices(page);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(10000);
      expect(price).toBeLessThanOrEqual(20000);
    }

    // Someone else opens the shared link and sees the same list.
    const other = await browser.newPage();
    await other.goto(url);
    await expect(other.getByTestId('product-card')).toHaveCount(expected.length);
    expect(await other.getByTestId('product-card').locator('h3').allTextContents()).toEqual(
      await page.getByTestId('product-card').locator('h3').allTextContents(),
    );
    await other.close();
  });

  test('search a misspelt weave from the header and find it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the store' }).fill('kanjivaram');
    await page.getByRole('searchbox', { name: 'Search the store' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kanjivaram/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kanjivaram”');
    await expect(page.getByTestId('product-card').first()).toContainText('Kanjeevaram');
  });

  test('a product page shows price, JSON-LD and pushes view_item', async ({ page }) => {
    const seed = productSeeds.find((p) => p.kind === 'fabric' && (p.stock ?? 0) > 5)!;
    await page.goto(`/products/${seed.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.name.en);
    await expect(page).toHaveTitle(`${seed.name.en} · Silai`);
    const viewItem = await page.waitForFunction(() =>
      (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'view_item'),
    );
    const event = (await viewItem.jsonValue()) as {
      ecommerce: {
        currency: string;
        value: number;
        items: { item_name: string; price: number; item_category: string; quantity: number }[];
      };
    };
    expect(event.ecommerce.currency).toBe('INR');
    expect(event.ecommerce.items[0]).toMatchObject({
      item_name: seed.name.en,
      price: seed.price,
      item_category: 'Fabric',
      quantity: 1,
    });

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld
      .map((s) => JSON.parse(s) as { '@type': string; offers?: { price: string; priceCurrency: string } })
      .find((d) => d['@type'] === 'Product')!;
    expect(product.offers).toMatchObject({ price: `${seed.price}.00`, priceCurrency: 'INR' });

    // Metres: the total follows the chosen length, one step of this fabric's counter at a time.
    const step = seed.step ?? 1;
    await page.getByRole('button', { name: `${step} m more` }).click();
    await expect(
      page.getByText(`${2 + step} m for ₹${(seed.price * (2 + step)).toLocaleString('en-IN')}`),
    ).toBeVisible();

    // Zoom opens in a dialog and Escape closes it.
    await page.getByRole('button', { name: /Zoom into the picture/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("the demo store's sample reviews are labelled as such and kept out of the product's JSON-LD, in English and Arabic", async ({
    page,
    context,
    baseURL,
  }) => {
    const seed = productSeeds.find((p) => p.kind === 'saree' && p.reviews.length >= 2)!;
    const shown = Math.min(6, seed.reviews.length);
    await page.goto(`/products/${seed.slug}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByTestId('sample-reviews-note')).toHaveText(
      'Reviews marked “Sample review” are sample data of a demo store, not written by shoppers; they never count toward the stars.',
    );
    await expect(reviews.getByRole('listitem').filter({ hasText: 'Sample review' })).toHaveCount(shown);
    // No buyer has reviewed it, and the page does not say "No reviews yet" above the samples.
    await expect(reviews.getByTestId('no-buyer-reviews')).toHaveText(
      'No shopper has reviewed this yet: reviews come from shoppers whose order was delivered.',
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((x) => JSON.parse(x) as Record<string, unknown>).find((d) => d['@type'] === 'Product')!;
    expect(product.offers).toBeTruthy();
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');

    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Within the region, as in English: while React moves the streamed reviews into place, a hidden copy
    // of them can still be in the document for a moment, and a match on the whole page would see both.
    const arabicReviews = page.getByRole('region', { name: 'المراجعات' });
    await expect(arabicReviews.getByTestId('sample-reviews-note')).toContainText('مراجعة نموذجية');
    await expect(arabicReviews.getByText('مراجعة نموذجية', { exact: true })).toHaveCount(shown);
  });

  test('listings push view_item_list with the reference item fields', async ({ page }) => {
    await page.goto('/fabrics');
    await waitForHydration(page);
    const handle = await page.waitForFunction(() =>
      (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'view_item_list'),
    );
    const event = (await handle.jsonValue()) as {
      ecommerce: { item_list_id: string; items: Record<string, unknown>[] };
    };
    expect(event.ecommerce.item_list_id).toBe('/fabrics');
    expect(event.ecommerce.items).toHaveLength(24);
    expect(Object.keys(event.ecommerce.items[0]!).sort()).toEqual([
      'discount',
      'item_brand',
      'item_category',
      'item_id',
      'item_name',
      'price',
      'quantity',
    ]);
  });

  test('sitemap lists every product; robots points at it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const p of productSeeds) expect(xml).toContain(`/products/${p.slug}</loc>`);
    expect(xml).toContain('/collections/bridal</loc>');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('unknown product and collection slugs are 404 pages; absurd filters are not errors', async ({ page }) => {
    expect((await page.goto('/products/not-a-saree'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    expect((await page.goto('/collections/%3Cscript%3E'))?.status()).toBe(404);
    // A broken %-escape is an unknown address too, not a server error.
    // So is an address that cannot name an order or a test payment (the demo store has the test gateway).
    for (const broken of [
      '/products/%E0%A4',
      '/collections/%ZZ',
      '/orders/%E0%A4',
      '/orders/not-an-order',
      '/pay/test/x',
    ]) {
      expect((await page.goto(broken))?.status(), broken).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    }
    const res = await page.goto(`/sarees?page=9999&min=abc&max=-5&weave=${'z'.repeat(300)}&sort=cheapest`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText('That page is past the end of the list.')).toBeVisible();
    const long = await page.goto(`/search?q=${'silk '.repeat(1000)}`);
    expect(long?.status()).toBe(200);
    await expect(page.getByText('Your search was very long, so we used its first words.')).toBeVisible();
  });

  test('an Arabic collection page is right-to-left', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.goto('/collections/bridal');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مجموعة العروس');
  });
});
