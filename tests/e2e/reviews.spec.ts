import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';
import { buyThroughTestGateway, findOrder, signInAs } from './owner-helpers';

// A shopper's saree is delivered (an admin moves it there), the shopper rates and reviews it from the
// order's page, and sees "Verified purchase" on the product, whose stars change on its page and its card.
const SHOPPER = { local: '9000000111', code: '111011' };
const ADMIN = { local: '9000000119', code: '119011' };

// A saree with stock to spare from the far end of the price list, which the other journeys do not buy.
const sarees = productSeeds.filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3).sort((a, b) => a.price - b.price);
const saree = sarees.at(-3)!;

const section = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * With REVIEW_SHOTS=<dir>, screenshots at 375 and 1280 px in English and Arabic of what `target` shows,
 * for a person to look over (the journey's checks do not depend on them); the page is left in English.
 */
async function shoot(
  page: Page,
  name: string,
  target: (page: Page) => ReturnType<Page['locator']>,
  open?: () => Promise<void>,
) {
  const dir = process.env.REVIEW_SHOTS;
  if (!dir) return;
  for (const lng of ['ar', 'en'])
    for (const width of [375, 1280]) {
      await page.context().addCookies([{ name: 'lang', value: lng, url: new URL('/', page.url()).href }]);
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await waitForHydration(page);
      if (open) await open();
      await target(page).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/${name}-${lng}-${width}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a delivered saree is reviewed: Verified purchase on its page, its stars change on the page and the card', async ({
  page: shopper,
  browser,
}) => {
  test.setTimeout(150_000 * (Number(process.env.E2E_SLOW) || 1));
  const reviews = section(shopper, 'Reviews');

  // Before: samples may show, marked, but no stars count; the shopper sees no form (nothing delivered).
  await shopper.goto(`/products/${saree.slug}`);
  await expect(reviews).toContainText(
    'No shopper has reviewed this yet: reviews come from shoppers whose order was delivered.',
  );
  await expect(reviews.getByText('Sample review').first()).toBeVisible();

  await signInAs(shopper, SHOPPER, 'Asha Menon');
  const number = await buyThroughTestGateway(shopper, saree.slug);
  await expect(shopper.getByRole('link', { name: /^Rate and review/ })).toHaveCount(0);

  // The admin moves the order through to Delivered.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN, 'Review Admin');
  await findOrder(admin, number);
  const actions = section(admin, 'Actions');
  await actions.getByRole('button', { name: 'Move to Confirmed' }).click();
  await expect(admin.getByText(`Order ${number} is now: Confirmed`)).toBeVisible();
  await actions.getByLabel('Carrier').fill('Blue Dart');
  await actions.getByLabel('Tracking number').fill('BD987654321IN');
  await actions.getByRole('button', { name: 'Move to Shipped' }).click();
  await expect(admin.getByText(`Order ${number} is now: Shipped`)).toBeVisible();
  await actions.getByRole('button', { name: 'Move to Delivered' }).click();
  await expect(admin.getByText(`Order ${number} is now: Delivered`)).toBeVisible();

  // The shopper's order page offers "Rate and review" on the line; it opens the form on the product.
  await shopper.goto(`/orders/${encodeURIComponent(number)}`);
  await waitForHydration(shopper);
  await shopper.getByRole('link', { name: /^Rate and review/ }).click();
  await expect(shopper).toHaveURL(new RegExp(`/products/${saree.slug}#write-review$`));
  await waitForHydration(shopper);
  const form = shopper.getByRole('form', { name: 'Your review' });
  await expect(form).toBeVisible();
  await shoot(shopper, 'review-form', (p) => p.locator('#write-review'));
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill('Beautiful drape');
  await form.getByLabel('Your review', { exact: true }).fill('The colours are richer than in the photos.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(shopper.getByText('Thank you: your review is published.')).toBeVisible();

  // The page shows it verified, with the buyer's chosen name, and the stars now count it.
  const mine = reviews.getByTestId('buyer-review');
  await expect(mine).toContainText('Verified purchase');
  await expect(mine).toContainText('Beautiful drape');
  await expect(mine).toContainText('Asha M.');
  await expect(reviews.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await shoot(shopper, 'product-reviews', (p) => p.locator('#reviews'));

  // Its card in search results shows the same stars; a fresh visitor sees them too.
  const visitor = await browser.newPage();
  await visitor.goto(`/search?q=${encodeURIComponent(saree.name.en)}`);
  const card = visitor.getByRole('link', { name: new RegExp(saree.name.en) }).first();
  await expect(card).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).first()).toBeVisible();

  // The admin sees it in the back office's list of reviews.
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Reviews by buyers' }).click();
  await expect(admin.getByTestId('admin-review').first()).toContainText('Beautiful drape');
  await shoot(admin, 'admin-reviews', (p) => p.getByRole('heading', { level: 1 }));
  await adminContext.close();
});
