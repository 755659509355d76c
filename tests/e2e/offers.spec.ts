import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { signIn } from './a11y-helpers';
import { saveAddress } from './a11y-focus-helpers';
import { waitForHydration } from './hydration';

// Offers as a shopper and the owner meet them. A shopper types a code in the cart with a saree and its
// blouse stitching: the saving shows there and at checkout, and the order's page and invoice carry it. The
// owner tries a sale on a sample cart in /admin/offers and schedules it a few seconds ahead: its card, the
// product's page (with its end) and the home page's banner (with a countdown) show it at its start, and it
// goes at its end, by the store's clock alone. That wait is why this journey
// takes about a minute: a scheduled sale is seen starting and ending in real time.
const ADMIN = { phone: '+919000000359', local: '9000000359', code: '359359' };
const SHOPPER = { local: '9000000351', code: '351351' };
const byPrice = (a: { price: number }, b: { price: number }) => b.price - a.price;
const aFabric = productSeeds.find((p) => p.kind === 'fabric' && (p.stock ?? 0) >= 10)!;
/** Paise as the store writes rupees: "₹1,234" or "₹1,234.50". */
const rupees = (minor: number) =>
  `₹${(minor / 100).toLocaleString('en-IN', { minimumFractionDigits: minor % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
// Sarees no other journey buys or reads the price of: below the dearest (tailoring-buy's), above the cheapest.
const withBlouse = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && p.attributes['blouse-piece']?.includes('included'))
  .sort(byPrice)[1]!;
const onSale = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && !p.attributes['blouse-piece']?.includes('included'))
  .sort(byPrice)[1]!;

async function asOwner(request: APIRequestContext) {
  const call = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
    (await (await request.post('/graphql', { data: { query, variables }, headers })).json()) as {
      data: Record<string, unknown> & { userservice?: { verifyOtp?: { id_token: string } } };
    };
  const anonymous = { role: 'anonymous' };
  await call('mutation($p: String!) { userservice { sendOtp(phone: $p) { ok } } }', { p: ADMIN.phone }, anonymous);
  const signed = await call(
    'mutation($p: String!, $c: String!) { userservice { verifyOtp(phone: $p, code: $c) { id_token } } }',
    { p: ADMIN.phone, c: ADMIN.code },
    anonymous,
  );
  const headers = { role: 'admin', authorization: `Bearer ${signed.data.userservice!.verifyOtp!.id_token}` };
  return { headers, call: (query: string, variables: Record<string, unknown>) => call(query, variables, headers) };
}

/** An instant as the store's wall clock (India keeps +05:30 all year), to the second, for a datetime-local field. */
const ist = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 19);

test('a code typed in the cart with a saree and its blouse stitching: the saving, the order and its invoice', async ({
  page,
  request,
}) => {
  const code = `BLOUSE${Date.now().toString(36).toUpperCase()}`;
  const owner = await asOwner(request);
  const made = await owner.call(`mutation($i: OfferInput!) { createOffer(input: $i) { ok refusal } }`, {
    i: {
      kind: 'CODE',
      titleEn: 'Wedding season 15 % off',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      effect: 'PERCENT_OFF',
      percent: 15,
      code,
      coversTailoring: true,
      stacksWithReduced: true,
    },
  });
  expect(made.data.createOffer).toEqual({ ok: true, refusal: null });

  await signIn(page, SHOPPER, 'Lakshmi Rao');
  await page.goto(`/products/${withBlouse.slug}`);
  await waitForHydration(page);
  await page.getByTestId('open-tailoring').click();
  await page.getByTestId('tailoring-picker').getByTestId('add-tailoring').click();
  await page.getByRole('button', { name: 'Close the cart' }).click();

  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByLabel('Offer code').fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('offer-code-applied')).toHaveText(new RegExp(`Code ${code} applied`));
  const savings = page.getByRole('list', { name: 'Offers on this order' });
  await expect(savings).toContainText('Wedding season 15 % off');
  await expect(page.getByTestId('cart-after-offers')).toBeVisible();

  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await saveAddress(page);
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);
  await page.getByTestId('lead-measurement-choice').getByLabel('A designer will call to take them').check();
  const discount = page.getByTestId('offer-discount');
  await expect(discount).toBeVisible();
  const saved = (await discount.textContent())!;
  expect(saved).toMatch(/^−₹[\d,]+(\.\d\d)?$/);
  await page.getByTestId('pay-TEST_GATEWAY').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('test-gateway')).toBeVisible();
  await page.getByTestId('gateway-pay').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'paid');
  const number = new URL(page.url()).searchParams.get('order')!;

  await page.goto(`/orders/${encodeURIComponent(number)}`);
  const row = page.getByTestId('order-offer-discount');
  await expect(row).toHaveText(saved);
  await expect(page.getByText(`Wedding season 15 % off (${code})`)).toBeVisible();
  // The invoice (GST on the value after the discount) comes as a PDF for the owner.
  const invoice = await request.get(`/api/admin/orders/${number}/invoice.pdf`, { headers: owner.headers });
  expect(invoice.status()).toBe(200);
  expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

async function offerShown(page: Page) {
  await page.reload();
  return page.getByTestId('product-offer').count();
}

test('the owner previews and schedules a sale in /admin/offers: card, product page and home banner show it from its start, and it goes at its end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, { local: ADMIN.local, code: ADMIN.code }, 'Store Owner');
  await page.goto(`/products/${onSale.slug}`);
  const id = await page.getByTestId('product-offer').count();
  expect(id).toBe(0);
  await page.goto('/admin/offers');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'New offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New offer' });
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Scheduled sale' }).click();
  const title = `Flash sale ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title (English)').fill(title);
  const start = Date.now() + 25_000;
  await dialog.getByLabel('Starts').fill(ist(start));
  await dialog.getByLabel('Ends').fill(ist(start + 35_000));
  await dialog.getByLabel('Percent off').fill('12');
  await dialog.getByLabel('Product numbers').fill(String(await productId(page, onSale.slug)));
  // The saree is already below its MRP: the sale is meant to reduce it further.
  await dialog.getByLabel('Also on items already reduced (MRP above price)').check();
  // Tried on a sample cart before saving: 12 % off that saree, and nothing off a fabric it does not cover.
  const sareeId = await productId(page, onSale.slug);
  await dialog
    .getByRole('textbox', { name: 'Sample cart' })
    .fill(`${sareeId} × 1, ${await productId(page, aFabric.slug)} × 2`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const sample = dialog.getByRole('table', { name: 'The sample cart with the offer' });
  const saved = Math.round(onSale.price * 100 * 0.12);
  await expect(sample.getByRole('row').filter({ hasText: onSale.name.en })).toContainText(rupees(saved));
  await expect(sample.getByRole('row').filter({ hasText: 'Offer on the items' })).toContainText(rupees(saved));
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByTestId('offer-row').filter({ hasText: title });
  await expect(row).toContainText('Scheduled');

  await page.goto(`/products/${onSale.slug}`);
  await expect.poll(() => offerShown(page), { timeout: 60_000, intervals: [2_000] }).toBe(1);
  await expect(page.getByTestId('product-offer')).toContainText(title);
  await expect(page.getByTestId('product-offer')).toContainText(/ends \d{1,2} \w{3}, \d{1,2}:\d{2}\s?[ap]m IST/);
  // Its card in a listing says so too.
  await page.goto(`/search?q=${encodeURIComponent(onSale.name.en)}`);
  const card = page.locator('li', { has: page.locator(`a[href="/products/${onSale.slug}"]`) }).first();
  await expect(card.getByTestId('product-offer')).toContainText(title);
  // The home page announces it with a countdown to its end while it runs.
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Sale on now' });
  await expect(banner).toContainText(title);
  await expect(banner).toContainText('12% off');
  await expect(banner.getByRole('timer')).toContainText(/Ends in (\d+ minutes?, )?\d+ seconds?/);
  await page.goto(`/products/${onSale.slug}`);
  await expect.poll(() => offerShown(page), { timeout: 60_000, intervals: [2_000] }).toBe(0);
  await page.goto('/');
  await expect(page.getByText(title)).toHaveCount(0);
});

async function productId(page: Page, slug: string): Promise<number> {
  const r = await page.request.post('/graphql', {
    data: { query: 'query($s: String!) { product(slug: $s) { id } }', variables: { s: slug } },
    headers: { role: 'anonymous' },
  });
  return Number(((await r.json()) as { data: { product: { id: string } } }).data.product.id);
}
