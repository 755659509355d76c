import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// Steps of tests/e2e/a11y-focus.spec.ts that are set-up rather than what it checks.

/** Sarees with stock to spare, from the middle of the price list (the other journeys buy at the ends). */
const sarees = productSeeds.filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 5).sort((a, b) => a.price - b.price);
export const pick = (n: number) => sarees[Math.floor(sarees.length / 2) + n]!;

/** A saree sold with a blouse piece that tailoring-buy.spec.ts does not take (it takes the dearest). */
export const blouseSaree = productSeeds
  .filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 3 && p.attributes['blouse-piece']?.includes('included'))
  .sort((a, b) => b.price - a.price)[2]!;

/** The page's polite live region (src/components/LiveRegion.tsx), or the cart drawer's own. */
export const liveRegion = (page: Page) => page.getByTestId('live-region');
export const drawerRegion = (page: Page) => page.getByTestId('cart-drawer').getByTestId('cart-live-region');

/** Rupees as the store writes them: ₹8,150. */
export const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** Puts a product in the cart from its page and closes the drawer that opens. */
export async function addToCart(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Close the cart' }).click();
  await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
}

/** Fills and saves the checkout's new-address form (a shopper without an address). */
export async function saveAddress(page: Page) {
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('House, building, street').fill('12 Lake View Road');
  await page.getByLabel('City or town').fill('Chennai');
  await page.getByLabel('PIN code').fill('600017');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Tamil Nadu' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
}

/** Moves an order on to Delivered through the gateway, as an admin of this spec's block (+919000000329). */
export async function deliver(request: APIRequestContext, number: string) {
  const call = async (query: string, variables: Record<string, string>, headers: Record<string, string>) =>
    (await (await request.post('/graphql', { data: { query, variables }, headers })).json()) as {
      data: Record<string, { verifyOtp?: { id_token: string }; ok?: boolean }>;
    };
  const phone = { p: '+919000000329' };
  const anonymous = { role: 'anonymous' };
  await call('mutation($p: String!) { userservice { sendOtp(phone: $p) { ok } } }', phone, anonymous);
  const signed = await call(
    'mutation($p: String!, $c: String!) { userservice { verifyOtp(phone: $p, code: $c) { id_token } } }',
    { ...phone, c: '329329' },
    anonymous,
  );
  const token = signed.data.userservice!.verifyOtp!.id_token;
  for (const to of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
    const r = await call(
      `mutation($n: String!, $to: OrderStatus!, $c: String, $t: String) {
        advanceOrder(number: $n, to: $to, carrier: $c, trackingNumber: $t) { ok } }`,
      { n: number, to, c: 'Blue Dart', t: 'BD123456789IN' },
      { role: 'admin', authorization: `Bearer ${token}` },
    );
    expect(r.data.advanceOrder!.ok).toBe(true);
  }
}
