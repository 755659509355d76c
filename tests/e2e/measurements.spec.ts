import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// A shopper keeps measurement profiles at /measurements: a form per garment, every field beside a drawing of
// where to measure it, in centimetres or inches (stored in millimetres), refused with a translated reason.
const SHOPPER = { local: '9000000041', code: '410041' };
const shots = 'bench/results/screenshots';

async function signIn(page: Page, name: string) {
  await expect(page).toHaveURL(/\/login\?next=%2Fmeasurements/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(SHOPPER.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(SHOPPER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

const blouseCm = {
  Bust: '86',
  Waist: '72',
  'Shoulder width': '36',
  Armhole: '42',
  'Sleeve length': '12',
  'Sleeve round': '28',
  'Blouse length': '38',
  'Front neck depth': '17.5',
  'Back neck depth': '22',
};

async function screenshotForm(page: Page, name: string) {
  const form = page.getByRole('form');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/measurements-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a shopper makes a measurement profile with the guide, switches units, is refused a bad figure, edits it and sees it listed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/measurements');
  await signIn(page, 'Kavya Nair');
  await expect(page).toHaveURL(/\/measurements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your measurements' })).toBeVisible();
  await waitForHydration(page);

  // No profile yet: the form is open, every field with its drawing and its plausible range.
  const form = page.getByRole('form', { name: 'New measurement profile' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('img', { name: 'Where to measure: Bust' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Where to measure: Back neck depth' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Waist', exact: true })).toHaveAccessibleDescription(
    /Usual range 45–150 cm.*narrowest part of the waist/,
  );

  await form.getByRole('textbox', { name: 'Profile name', exact: true }).fill('Me');
  for (const [label, value] of Object.entries(blouseCm))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);

  // A 300 cm waist and letters in the bust: refused on their fields, in words, and nothing is saved.
  await form.getByRole('textbox', { name: 'Waist', exact: true }).fill('300');
  await form.getByRole('textbox', { name: 'Bust', exact: true }).fill('86 cm');
  await form.getByRole('button', { name: 'Save measurements' }).click();
  await expect(form.getByRole('textbox', { name: 'Waist', exact: true })).toHaveAccessibleDescription(
    /That is outside the usual range, 45–150 cm\. Please measure again\./,
  );
  await expect(form.getByRole('textbox', { name: 'Waist', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Bust', exact: true })).toHaveAccessibleDescription(
    /Please enter a number, like 86 or 86\.5\./,
  );
  await expect(form.getByRole('textbox', { name: 'Bust', exact: true })).toBeFocused();
  await screenshotForm(page, 'errors-en');

  // Fixed, then read in inches: the figures convert to the nearest quarter inch, ranges too.
  await form.getByRole('textbox', { name: 'Bust', exact: true }).fill('86');
  await form.getByRole('textbox', { name: 'Waist', exact: true }).fill('72');
  await form.getByRole('button', { name: 'Inches' }).click();
  await expect(form.getByRole('button', { name: 'Inches' })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByRole('textbox', { name: 'Bust', exact: true })).toHaveValue('33.75');
  await expect(form.getByRole('textbox', { name: 'Front neck depth', exact: true })).toHaveValue('7');
  await expect(form.getByRole('textbox', { name: 'Waist', exact: true })).toHaveAccessibleDescription(
    /Usual range 17\.75–59 in/,
  );
  // Finer than a quarter inch is refused too.
  await form.getByRole('textbox', { name: 'Sleeve length', exact: true }).fill('4.8');
  await form.getByRole('button', { name: 'Save measurements' }).click();
  await expect(form.getByRole('textbox', { name: 'Sleeve length', exact: true })).toHaveAccessibleDescription(
    /quarter inches/,
  );
  await form.getByRole('textbox', { name: 'Sleeve length', exact: true }).fill('4.75');
  await screenshotForm(page, 'form-en');
  await form.getByRole('button', { name: 'Save measurements' }).click();

  // Listed, in the unit the shopper chose.
  const card = page.getByTestId('measurement-card').filter({ hasText: 'Me' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Blouse · Inches');
  await expect(card).toContainText('Bust33.75 in');
  await expect(card).toContainText('Sleeve length4.75 in');

  // Edited: longer sleeves, and a new name.
  await card.getByRole('button', { name: 'Edit Me' }).click();
  const edit = page.getByRole('form', { name: 'Edit the measurement profile' });
  await expect(edit.getByRole('textbox', { name: 'Sleeve length', exact: true })).toHaveValue('4.75');
  await edit.getByRole('textbox', { name: 'Profile name', exact: true }).fill('Me (elbow sleeves)');
  await edit.getByRole('textbox', { name: 'Sleeve length', exact: true }).fill('9.5');
  await edit.getByRole('button', { name: 'Save measurements' }).click();
  const edited = page.getByTestId('measurement-card').filter({ hasText: 'Me (elbow sleeves)' });
  await expect(edited).toContainText('Sleeve length9.5 in');
  await expect(page.getByTestId('measurement-card')).toHaveCount(1);

  // The account menu leads here.
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Measurements' }).click();
  await expect(page).toHaveURL(/\/measurements$/);

  // In Arabic, right to left: the same form, translated, figures isolated and the drawings mirrored.
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تعديل Me (elbow sleeves)' }).click();
  const arForm = page.getByRole('form', { name: 'تعديل ملف المقاسات' });
  await expect(arForm.getByRole('img', { name: 'أين يؤخذ القياس: محيط الصدر' })).toBeVisible();
  await expect(arForm.getByTestId('guide-sleeveLength')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await arForm.getByRole('textbox', { name: 'محيط الخصر', exact: true }).fill('118');
  await arForm.getByRole('button', { name: 'حفظ المقاسات' }).click();
  await expect(arForm.getByRole('textbox', { name: 'محيط الخصر', exact: true })).toHaveAccessibleDescription(
    /هذا خارج المدى المعتاد 17\.75–59 بوصة/,
  );
  await expect(arForm.locator('bdi[dir="ltr"]').filter({ hasText: '17.75–59' })).toBeVisible();
  await screenshotForm(page, 'errors-ar');
  await arForm.getByRole('textbox', { name: 'محيط الخصر', exact: true }).fill('28.5');
  await screenshotForm(page, 'form-ar');
  await arForm.getByRole('button', { name: 'حفظ المقاسات' }).click();
  await expect(page.getByTestId('measurement-card')).toContainText('28.5');

  // From checkout's "create a profile" link: the form opens for that garment and offers the way back.
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/measurements?new=petticoat&next=%2Fcart');
  const petticoat = page.getByRole('form', { name: 'New measurement profile' });
  await expect(petticoat.getByRole('img', { name: 'Where to measure: Petticoat length' })).toBeVisible();
  await expect(petticoat.getByRole('textbox', { name: 'Bust', exact: true })).toHaveCount(0);
  await petticoat.getByRole('textbox', { name: 'Profile name', exact: true }).fill('Amma');
  await petticoat.getByRole('textbox', { name: 'Waist', exact: true }).fill('80');
  await petticoat.getByRole('textbox', { name: 'Hip', exact: true }).fill('102');
  await petticoat.getByRole('textbox', { name: 'Petticoat length', exact: true }).fill('99.5');
  await petticoat.getByRole('button', { name: 'Save measurements' }).click();
  await expect(page.getByTestId('measurement-card').filter({ hasText: 'Amma' })).toContainText(
    'Petticoat length99.5 cm',
  );
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/cart');
});
