import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForHydration } from './hydration';

/** A fabric as the back office's form makes it: English and Hindi names, a price, stock in 0.5 m steps. */
export type NewFabric = { name: string; hindi: string; slug: string };

export function newFabric(tag: string): NewFabric {
  const n = Date.now() % 1_000_000;
  return { name: `${tag} tussar ${n}`, hindi: `टसर रेशम ${n}`, slug: `${tag.toLowerCase()}-tussar-${n}` };
}

/** A plain golden JPEG, 800 × 1000, as a phone's camera would hand over (made here, nothing downloaded). */
export const pictureJpeg = () =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: '#b8860b' } })
    .jpeg()
    .toBuffer();

/** Fills /admin/products/new for the fabric, the picture included; the caller checks and creates. */
export async function fillNewFabric(page: Page, f: NewFabric, picture: Buffer) {
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Kind').selectOption('fabric');
  await page.getByLabel('Name (English)').fill(f.name);
  await page.getByLabel('Name (Hindi)').fill(f.hindi);
  await page.getByRole('button', { name: 'Make the slug from the English name' }).click();
  await expect(page.getByLabel('Slug (address)')).toHaveValue(f.slug);
  await page.getByLabel('Category').selectOption({ label: '— Silk fabrics' });
  await page.getByLabel('Price (₹)').fill('1450');
  await page.getByLabel('MRP (₹)').fill('1800');
  await page.getByLabel('Sold in steps of').selectOption('0.5');
  await page.getByLabel(/^Stock/).fill('20.5');
  await page.getByLabel('Add a picture').setInputFiles({ name: 'tussar.jpg', mimeType: 'image/jpeg', buffer: picture });
  const preview = page.getByRole('img', { name: 'Picture 1' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
}

/** Creates it and finds it on /fabrics at once, its uploaded picture loaded. */
export async function createAndFindFabric(page: Page, f: NewFabric) {
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
  await page.goto('/fabrics?sort=newest');
  const card = page.getByTestId('product-card').filter({ hasText: f.name });
  await expect(card).toBeVisible();
  const img = card.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc))
    .toMatch(/\/media\/up-[0-9a-f]{24}-\d+\.(avif|webp)$/);
}
