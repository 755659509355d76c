import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// The workshop's half of issue 11's journey. The shopper's order (a saree with blouse stitching from its
// blouse piece, measured by a saved profile, paid with the test gateway) is set up through the API as the
// shopper, because the picker and the measurement form belong to other parts of the store; from the order
// page on, everything is done in the browser: the change within the window, the designer moving the line
// to cutting in a second browser, the shopper's page following live, and the refusal that comes after.
const SHOPPER = { local: '9000000021', code: '210021' };
const DESIGNER = { local: '9000000022', code: '220022' };

// A saree sold with a blouse piece and stock of its own (the buying journeys take the cheapest).
const saree = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && p.attributes['blouse-piece']?.includes('included'))
  .sort((a, b) => b.price - a.price)[0]!;
const blouseOptions = ['front-sweetheart', 'back-dori', 'sleeve-puff', 'length-elbow', 'lining-cotton', 'closure-front-hooks'];
const figures = { bust: '86', waist: '72', shoulderWidth: '36', armhole: '40', sleeveLength: '12', sleeveRound: '28', blouseLength: '38', frontNeckDepth: '17', backNeckDepth: '22' };
const shots = 'bench/results/screenshots';

async function signIn(page: Page, who: { local: string; code: string }, name: string) {
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const askName = page.getByLabel('Your name');
  await expect(askName.or(page.locator('main h1')).first()).toBeVisible();
  if (await askName.isVisible()) {
    await askName.fill(name);
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
}

/** GraphQL as the signed-in shopper of this page (the token the browser keeps). */
async function asShopper<T>(request: APIRequestContext, page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('id_token'));
  const res = await request.post('/graphql', { data: { query, variables }, headers: { role: 'customer', authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Through the API as the shopper: an address, a blouse profile, the order with blouse stitching, paid. */
async function placeTailoredOrder(request: APIRequestContext, page: Page): Promise<string> {
  const { product } = await asShopper<{ product: { id: string } }>(request, page, 'query($s: String!) { product(slug: $s) { id } }', { s: saree.slug });
  const { product: service } = await asShopper<{ product: { id: string } }>(request, page, 'query($s: String!) { product(slug: $s) { id } }', { s: 'classic-blouse-stitching' });
  const address = await asShopper<{ saveAddress: { address: { id: string } } }>(request, page, 'mutation($i: AddressInput!) { saveAddress(input: $i) { address { id } } }', {
    i: { name: 'Kavya Menon', phone: '+919000000021', line1: '4 Temple Road', city: 'Kochi', state: 'Kerala', postalCode: '682011', country: 'IN' },
  });
  const profile = await asShopper<{ createMeasurementProfile: { profile: { id: string } } }>(
    request,
    page,
    'mutation($i: MeasurementProfileInput!) { createMeasurementProfile(input: $i) { profile { id } } }',
    { i: { name: 'Me', garment: 'BLOUSE', unit: 'CM', values: Object.entries(figures).map(([field, value]) => ({ field, value })) } },
  );
  const placed = await asShopper<{ placeOrder: { ok: boolean; refusal: string | null; order: { number: string; paymentId: string } } }>(
    request,
    page,
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { ok refusal order { number paymentId } } }',
    {
      i: {
        items: [
          { id: product.id, qty: 1 },
          { id: service.id, qty: 1, key: 't-blouse', tailoring: { options: blouseOptions, attachTo: product.id, measurement: { kind: 'PROFILE', profileId: profile.createMeasurementProfile.profile.id } } },
        ],
        addressId: address.saveAddress.address.id,
        paymentMethod: 'TEST_GATEWAY',
        idempotencyKey: `journey-tailoring-${Date.now()}`,
      },
    },
  );
  expect(placed.placeOrder.refusal).toBeNull();
  const paid = await asShopper<{ completeTestPayment: { ok: boolean } }>(request, page, 'mutation($id: ID!) { completeTestPayment(paymentId: $id, outcome: SUCCESS) { ok } }', {
    id: placed.placeOrder.order.paymentId,
  });
  expect(paid.completeTestPayment.ok).toBe(true);
  return placed.placeOrder.order.number;
}

/** The same screen at phone and desktop widths, in English and Arabic (right to left), for a person to look at. */
async function screenshots(context: BrowserContext, page: Page, url: string, name: string, target: string) {
  mkdirSync(shots, { recursive: true });
  for (const lang of ['en', 'ar']) {
    await context.addCookies([{ name: 'lang', value: lang, url: page.url() }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.getByTestId(target).first()).toBeVisible();
      await page.getByTestId(target).first().screenshot({ path: `${shots}/${name}-${width}-${lang}.png` });
    }
  }
  await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
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
  await expect(card.getByTestId('tailoring-figures').locator('dd[data-field="sleeveLength"]')).toHaveText('15.5 cm');
  await screenshots(context, page, '/admin/tailoring', 'tailoring-queue', 'tailoring-job');
  await page.getByTestId('tailoring-filter').selectOption('MEASUREMENTS_CONFIRMED');
  await card.getByRole('button', { name: 'Move to Cutting' }).click();
  await expect(page.getByText(`${number}: moved to Cutting`)).toBeVisible();
  await context.close();
}

test.describe('tailoring for the workshop', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a shopper changes the sleeve length within the window; a designer starts cutting; the page follows live and the next change is refused', async ({ page, browser, request, context }) => {
    await page.goto('/orders');
    await signIn(page, SHOPPER, 'Kavya Menon');
    await expect(page).toHaveURL(/\/orders$/);
    const number = await placeTailoredOrder(request, page);

    await page.goto(`/orders/${number}`);
    await waitForHydration(page);
    const line = page.getByTestId('tailoring-line');
    await expect(line).toHaveAttribute('data-stage', 'MEASUREMENTS_CONFIRMED');
    await expect(line.getByTestId('tailoring-stepper').locator('[aria-current="step"]')).toHaveText(/Measurements confirmed/);
    await expect(line.getByTestId('tailoring-options')).toContainText('Puff');
    await expect(line.getByTestId('tailoring-window')).toContainText('You can change the measurements until');

    // Bad input first: letters are refused on their field and nothing changes.
    await line.getByRole('button', { name: 'Change measurements' }).click();
    const sleeve = line.getByLabel('Sleeve length (cm)');
    await sleeve.fill('twelve');
    await line.getByRole('button', { name: 'Save measurements' }).click();
    await expect(line.getByText('Enter a number')).toBeVisible();
    await sleeve.fill('15.5');
    await line.getByRole('button', { name: 'Save measurements' }).click();
    await expect(page.getByText('Measurements updated.')).toBeVisible();
    await expect(line.getByTestId('tailoring-figures').locator('dd[data-field="sleeveLength"]')).toHaveText('15.5 cm');

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

    // Sending the change now is refused, with how to reach the store; the figures stay as they were.
    await line.getByRole('button', { name: 'Save measurements' }).click();
    const refused = line.getByTestId('tailoring-change-refused');
    await expect(refused).toContainText('Cutting has started: the measurements can no longer be changed here.');
    await expect(refused.getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
    await expect(line.getByTestId('tailoring-figures').locator('dd[data-field="sleeveLength"]')).toHaveText('15.5 cm');
  });
});
