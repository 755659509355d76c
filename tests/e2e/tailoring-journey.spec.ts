import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';
import { sendCode } from './sign-in';

// Made-to-measure from start to finish, as a new shopper would do it: open a saree, add blouse stitching with a chosen neck
// and sleeve, create a measurement profile with the guide, check out, pay with the test gateway, change the
// sleeve length within the window; then a designer, in a second browser, moves the line to cutting at
// /admin/tailoring, the shopper's page follows live, and the shopper's next change is refused.
const SHOPPER = { local: '9000000023', code: '230023' };
const DESIGNER = { local: '9000000022', code: '220022' };

// A saree sold with a blouse piece and stock of its own (the buying journeys take the cheapest).
const saree = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && p.attributes['blouse-piece']?.includes('included'))
  .sort((a, b) => b.price - a.price)[0]!;
const blouseCm = {
  Bust: '86',
  Waist: '72',
  'Shoulder width': '36',
  Armhole: '40',
  'Sleeve length': '12',
  'Sleeve round': '28',
  'Blouse length': '38',
  'Front neck depth': '17',
  'Back neck depth': '22',
};
const shots = 'bench/results/screenshots';

async function signIn(page: Page, who: { local: string; code: string }, name: string) {
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const askName = page.getByLabel('Your name');
  // A first sign-in asks for a name; a returning one goes straight on.
  await expect(async () => expect((await askName.isVisible()) || !/\/login/.test(page.url())).toBe(true)).toPass();
  if (await askName.isVisible()) {
    await askName.fill(name);
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
}

/** The same screen at phone and desktop widths, in English and Arabic (right to left), for a person to look at. */
async function screenshots(
  context: BrowserContext,
  page: Page,
  url: string,
  name: string,
  target: string,
  whole = false,
  langs = ['en', 'ar'],
) {
  mkdirSync(shots, { recursive: true });
  for (const lang of langs) {
    await context.addCookies([{ name: 'lang', value: lang, url: page.url() }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId(target).first()).toBeVisible();
      if (whole) await page.screenshot({ path: `${shots}/${name}-${width}-${lang}.png`, fullPage: true });
      else
        await page
          .getByTestId(target)
          .first()
          .screenshot({ path: `${shots}/${name}-${width}-${lang}.png` });
    }
  }
  await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await waitForHydration(page);
}

async function designerMovesToCutting(browser: Browser, number: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/tailoring');
  await signIn(page, DESIGNER, 'Workshop Designer');
  await expect(page).toHaveURL(/\/admin\/tailoring$/);
  const card = page.getByTestId('tailoring-job').filter({ hasText: number });
  await expect(card).toHaveAttribute('data-stage', 'MEASUREMENTS_CONFIRMED');
  // The job card carries what the workshop needs: the garment, the options and the figures as changed.
  await expect(card.getByTestId('tailoring-garment')).toContainText(saree.name.en);
  await expect(card.getByTestId('figure-sleeveLength')).toHaveText('15.5 cm');
  await expect(card.getByTestId('tailoring-options')).toContainText('Sleeve style: Puff sleeve');
  await expect(card.getByTestId('tailoring-options')).toContainText('Sleeve length: Elbow');
  await screenshots(context, page, '/admin/tailoring', 'tailoring-queue', 'tailoring-job', true);
  // The job card prints alone: with print media, the page around the card is hidden and the card stays.
  await card.getByRole('button', { name: `Print job card for ${number}` }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body')).toHaveAttribute('data-printing', /\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tailoring queue' })).toBeHidden();
  await expect(card.getByTestId('figure-sleeveLength')).toBeVisible();
  await page.screenshot({ path: `${shots}/tailoring-job-card-print-1280-en.png` });
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('tailoring-filter').selectOption('MEASUREMENTS_CONFIRMED');
  await card.getByRole('button', { name: 'Move to Cutting' }).click();
  await expect(page.getByText(`${number}: moved to Cutting`)).toBeVisible();
  await context.close();
}

test.describe('tailoring for the workshop', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new shopper buys a saree with blouse stitching, changes the sleeve within the window; a designer starts cutting; the page follows live and the next change is refused', async ({
    page,
    browser,
    context,
  }) => {
    // The saree's page: blouse stitching from its blouse piece, neck and sleeve chosen in the picker.
    await page.goto(`/products/${saree.slug}`);
    await waitForHydration(page);
    await page.getByTestId('open-tailoring').click();
    const picker = page.getByTestId('tailoring-picker');
    await expect(picker.getByTestId('tailoring-service').locator('option:checked')).toHaveText(
      /^Classic Blouse Stitching/,
    );
    await picker
      .getByRole('group', { name: 'Front neck' })
      .getByLabel(/Sweetheart/)
      .check();
    await picker
      .getByRole('group', { name: 'Sleeve style' })
      .getByLabel(/Puff sleeve/)
      .check();
    await picker
      .getByRole('group', { name: /^Sleeve length/ })
      .getByLabel(/Elbow/)
      .check();
    await picker.getByTestId('add-tailoring').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await page.getByRole('button', { name: 'Close the cart' }).click();

    // Checkout as a new shopper: sign in, an address.
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByTestId('cart-checkout').click();
    await signIn(page, SHOPPER, 'Kavya Menon');
    await expect(page).toHaveURL(/\/checkout$/);
    await waitForHydration(page);
    await page.getByTestId('address-name').fill('Kavya Menon');
    await page.getByTestId('address-line1').fill('4 Temple Road, Malleswaram');
    await page.getByTestId('address-city').fill('Bengaluru');
    await page.getByTestId('address-postalCode').fill('560003');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Karnataka' }).click();
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('checkout-address')).toHaveCount(1);

    // A measurement profile, made with the guide from checkout's link, then chosen for the blouse.
    await page
      .getByTestId('lead-measurement-choice')
      .getByRole('link', { name: /Create a blouse measurement profile/ })
      .click();
    const form = page.getByRole('form', { name: 'New measurement profile' });
    await expect(form.getByRole('img', { name: 'Where to measure: Sleeve length' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Profile name', exact: true }).fill('Me');
    for (const [label, value] of Object.entries(blouseCm))
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    await form.getByRole('button', { name: 'Save measurements' }).click();
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await waitForHydration(page);
    await page.getByTestId('lead-measurement-choice').getByLabel(/^Me/).check();
    await page.getByTestId('pay-TEST_GATEWAY').click();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('test-gateway')).toBeVisible();
    await page.getByTestId('gateway-pay').click();
    await expect(page).toHaveURL(/\/processing-payment\?order=/);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'paid');
    const number = new URL(page.url()).searchParams.get('order')!;

    await page.goto(`/orders/${number}`);
    await waitForHydration(page);
    const line = page.getByTestId('tailoring-line');
    await expect(line).toHaveAttribute('data-stage', 'MEASUREMENTS_CONFIRMED');
    await expect(line.getByTestId('tailoring-stepper').locator('[aria-current="step"]')).toHaveText(
      /Measurements confirmed/,
    );
    await expect(line.getByTestId('tailoring-options')).toContainText('Sleeve style: Puff sleeve');
    await expect(line.getByTestId('tailoring-garment')).toContainText(saree.name.en);
    await expect(line.getByTestId('tailoring-window')).toContainText('You can change the measurements until');
    // Until cutting starts, the shopper may still cancel the order.
    await expect(page.getByTestId('order-cancel')).toBeVisible();
    await expect(page.getByTestId('order-cancel-closed')).toHaveCount(0);

    // Bad input first: letters are refused on their field and nothing changes.
    await line.getByRole('button', { name: 'Change measurements' }).click();
    const sleeve = line.getByLabel('Sleeve length (cm)');
    await sleeve.fill('twelve');
    await line.getByRole('button', { name: 'Save measurements' }).click();
    await expect(line.getByText('Please enter a number, like 86 or 86.5.')).toBeVisible();
    await sleeve.fill('15.5');
    await line.getByRole('button', { name: 'Save measurements' }).click();
    await expect(page.getByText('Measurements updated.')).toBeVisible();
    await expect(line.getByTestId('figure-sleeveLength')).toHaveText('15.5 cm');

    await screenshots(context, page, `/orders/${number}`, 'order-tailoring', 'order-tailoring');

    // The shopper starts another change and leaves the form open while the designer works.
    await line.getByRole('button', { name: 'Change measurements' }).click();
    await line.getByLabel('Sleeve length (cm)').fill('17');

    await designerMovesToCutting(browser, number);

    // The shopper's page changed without a reload: the stepper is at cutting, the order in tailoring.
    await expect(line).toHaveAttribute('data-stage', 'CUTTING');
    await expect(line.getByTestId('tailoring-stepper').locator('[aria-current="step"]')).toHaveText(/Cutting/);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'IN_TAILORING');
    await expect(line.getByTestId('tailoring-closed')).toContainText('Cutting has started');
    // Nor can the order be cancelled now: the button is gone and the page says why, before any attempt.
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    await expect(page.getByTestId('order-cancel-closed')).toContainText(
      'Cutting has started on your tailoring, so this order can no longer be cancelled',
    );
    await expect(
      page.getByTestId('order-cancel-closed').getByRole('link', { name: 'Talk to us about it' }),
    ).toHaveAttribute('href', '/get-in-touch');
    // The timeline says the designer moved it.
    await expect(
      page.getByTestId('order-timeline').getByRole('listitem').filter({ hasText: 'In tailoring' }),
    ).toContainText('by our designer');

    // Sending the change now is refused, with how to reach the store; the figures stay as they were.
    await line.getByRole('button', { name: 'Save measurements' }).click();
    const refused = line.getByTestId('tailoring-change-refused');
    await expect(refused).toContainText('Cutting has started: the measurements can no longer be changed here.');
    await expect(refused.getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
    await expect(line.getByTestId('figure-sleeveLength')).toHaveText('15.5 cm');

    // The note where the cancel button was, in English, Hindi and Arabic (right to left), for a person to look at.
    await screenshots(context, page, `/orders/${number}`, 'order-cancel-closed', 'order-cancel-closed', true, [
      'en',
      'hi',
      'ar',
    ]);
    await expect(page.getByTestId('order-cancel-closed')).toBeVisible();
  });
});
