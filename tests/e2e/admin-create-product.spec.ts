import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { createAndFindFabric, fillNewFabric, newFabric, pictureJpeg } from './new-fabric';
import { sendCode } from './sign-in';

// The back office's new product as an admin makes it: a fabric with a picture uploaded from the browser
// and a Hindi name, on the storefront's fabric listing at once, its picture loading.
const ADMIN = { local: '9000000092', code: '920092' };

async function signIn(page: Page) {
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(ADMIN.local);
  await sendCode(page);
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
  const fabric = newFabric('Journey');
  await page.goto('/admin/products');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/products/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await fillNewFabric(page, fabric, await pictureJpeg());

  // A file that is not a picture is refused in words, and the picture already taken stays.
  await page
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a picture' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();

  // For a person to look over: the filled form with its preview, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('filled-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await createAndFindFabric(page, fabric);
  await page.getByTestId('product-card').filter({ hasText: fabric.name }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: fabric.name })).toBeVisible();
});
