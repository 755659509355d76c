import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForHydration } from './hydration';
import { sendCodeWhenAllowed } from './sign-in';

// The back office's new product as an admin makes it: a fabric with a picture uploaded from the browser
// and a Hindi name, on the storefront's fabric listing at once, its picture loading.
const ADMIN = { local: '9000000092', code: '920092' };

async function signIn(page: Page) {
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(ADMIN.local);
  await sendCodeWhenAllowed(page);
  await page.getByLabel('6-digit code').fill(ADMIN.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const askName = page.getByLabel('Your name');
  await expect(async () => expect((await askName.isVisible()) || !/\/login/.test(page.url())).toBe(true)).toPass();
  if (await askName.isVisible()) {
    await askName.fill('Product Admin');
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
}

test('an admin creates a fabric with an uploaded picture; /fabrics shows it at once', async ({ page }, testInfo) => {
  const n = Date.now() % 1_000_000;
  const name = `Journey tussar ${n}`;
  const hindi = `टसर रेशम ${n}`;
  const picture = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#b8860b' } })
    .jpeg()
    .toBuffer();

  await page.goto('/admin/products');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/products/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await waitForHydration(page);

  await page.getByLabel('Kind').selectOption('fabric');
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Hindi)').fill(hindi);
  await page.getByRole('button', { name: 'Make the slug from the English name' }).click();
  await expect(page.getByLabel('Slug (address)')).toHaveValue(`journey-tussar-${n}`);
  await page.getByLabel('Category').selectOption({ label: '— Silk fabrics' });
  await page.getByLabel('Price (₹)').fill('1450');
  await page.getByLabel('MRP (₹)').fill('1800');
  await page.getByLabel('Sold in steps of').selectOption('0.5');
  await page.getByLabel(/^Stock/).fill('20.5');

  // A file that is not a picture is refused in words; a JPEG is taken and shown.
  const file = page.getByLabel('Add a picture');
  await file.setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a picture' })).toBeVisible();
  await file.setInputFiles({ name: 'tussar.jpg', mimeType: 'image/jpeg', buffer: picture });
  const preview = page.getByRole('img', { name: 'Picture 1' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // For a person to look over: the filled form with its preview, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('filled-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();

  await page.goto('/fabrics?sort=newest');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  const img = card.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc))
    .toMatch(/\/media\/up-[0-9a-f]{24}-\d+\.(avif|webp)$/);

  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
