import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';
import { sendCode } from './sign-in';

// A new shopper's points: an order delivered (an admin moves it through the API), its points on
// /my-rewards, spent on a second order at checkout, and given back when that order is cancelled.
const SHOPPER = { local: '9000000101', code: '101101' };
const API_ADMIN = { phone: '+919000000109', code: '109109' };

// A saree the other journeys do not buy, under the cash-on-delivery limit.
const choices = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 4 && p.price >= 6000 && p.price <= 15000)
  .sort((a, b) => a.price - b.price);
const saree = choices[Math.floor(choices.length / 2) + 1]!;
const earned = Math.floor(saree.price / 100);

async function adminToken(request: APIRequestContext): Promise<string> {
  const call = async (query: string, variables: Record<string, string>) =>
    (await (await request.post('/graphql', { data: { query, variables }, headers: { role: 'anonymous' } })).json()) as {
      data: { userservice: { verifyOtp?: { id_token: string } } };
    };
  await call('mutation($p: String!) { userservice { sendOtp(phone: $p) { ok } } }', { p: API_ADMIN.phone });
  const v = await call(
    'mutation($p: String!, $c: String!) { userservice { verifyOtp(phone: $p, code: $c) { id_token } } }',
    { p: API_ADMIN.phone, c: API_ADMIN.code },
  );
  return v.data.userservice.verifyOtp!.id_token;
}

async function advance(request: APIRequestContext, token: string, n: string, to: string) {
  const res = await request.post('/graphql', {
    data: {
      query: `mutation($n: String!, $to: OrderStatus!, $c: String, $t: String) {
        advanceOrder(number: $n, to: $to, carrier: $c, trackingNumber: $t) { ok } }`,
      variables: { n, to, c: 'Delhivery', t: 'DLV7654321' },
    },
    headers: { role: 'admin', authorization: `Bearer ${token}` },
  });
  expect(((await res.json()) as { data: { advanceOrder: { ok: boolean } } }).data.advanceOrder.ok).toBe(true);
}

async function buySaree(page: Page): Promise<void> {
  await page.goto(`/products/${saree.slug}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await page.getByRole('button', { name: 'Close the cart' }).click();
  await page.goto('/checkout');
  await waitForHydration(page);
}

async function placeCod(page: Page): Promise<string> {
  await page.getByTestId('pay-COD').click();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/orders\/SL-/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test('points earned on a delivered order are spent on the next and come back when it is cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(SHOPPER.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(SHOPPER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('Your name').fill('Asha Menon');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The first order, with a new address, delivered.
  await buySaree(page);
  await page.getByTestId('address-name').fill('Asha Menon');
  await page.getByTestId('address-line1').fill('4 Temple Street');
  await page.getByTestId('address-city').fill('Kochi');
  await page.getByTestId('address-postalCode').fill('682001');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Kerala' }).click();
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);
  const first = await placeCod(page);
  const token = await adminToken(request);
  for (const to of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) await advance(request, token, first, to);

  // Its points arrive, linked to it.
  await page.goto('/my-rewards');
  await waitForHydration(page);
  const balance = 50 + earned;
  await expect(page.getByTestId('rewards-balance')).toHaveText(`${balance} points`);
  const history = page.getByTestId('rewards-history');
  await expect(history.getByRole('link', { name: `Order ${first}` })).toHaveAttribute('href', `/orders/${first}`);
  await expect(history.locator('li[data-kind="EARN"]')).toContainText(`+${earned}`);

  // Spent on a second order.
  await buySaree(page);
  const redeem = page.getByTestId('redeem-points');
  await redeem.getByRole('checkbox', { name: new RegExp(`Use ${balance} points`) }).check();
  await expect(page.getByTestId('points-discount')).toContainText(String(balance));
  const second = await placeCod(page);
  await expect(page.getByTestId('order-points')).toContainText(`${balance} points used`);
  // The order's totals add up on its page: subtotal + delivery − points = total.
  const rupees = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  const totals = page.locator('dl', { has: page.getByTestId('order-points-discount') });
  const figures = await totals.locator('dd').allTextContents();
  expect(figures).toHaveLength(4);
  const [subtotal, delivery, points, total] = figures.map((f) => (/free/i.test(f) ? 0 : rupees(f)));
  expect(points).toBe(balance);
  expect(subtotal! + delivery! - points!).toBe(total);
  await page.goto('/my-rewards');
  await expect(page.getByTestId('rewards-balance')).toHaveText('0 points');

  // Cancelled: they come back.
  await page.goto(`/orders/${second}`);
  await waitForHydration(page);
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('order-cancel').click();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await page.goto('/my-rewards');
  await waitForHydration(page);
  await expect(page.getByTestId('rewards-balance')).toHaveText(`${balance} points`);
  await expect(history.locator('li[data-kind="REVERSE"]').first()).toContainText('Returned');
});
