import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { axeViolations, setLanguage, signIn } from './a11y-helpers';
import { waitForHydration } from './hydration';

// Every page the store has, through axe-core (WCAG 2.2 A/AA and best practice) at 1280 and 375 px and
// checked for horizontal scroll at 320 px, in English, Hindi and Arabic: the pages a signed-out visitor
// reaches beyond the main ones (tests/e2e/a11y.spec.ts covers those), a shopper's own pages with a cart,
// an address and a placed order, and the staff pages for an admin and for a designer (in English and Arabic).
// Numbers of their own (AUTH_TEST_OTPS in scripts/e2e-server.mjs): another journey's shopper would arrive
// here already named.
const SHOPPERS = {
  en: { local: '9000000081', code: '810081' },
  hi: { local: '9000000082', code: '820082' },
  ar: { local: '9000000083', code: '830083' },
};
const ADMIN = { local: '9000000084', code: '840084' };
const DESIGNER = { local: '9000000085', code: '850085' };
const languages = ['en', 'hi', 'ar'] as const;
// A saree with stock to spare, so that each language's order leaves some for the other journeys.
const saree = productSeeds.filter((p) => p.kind === 'saree' && (p.stock ?? 0) >= 8).at(-1)!;

/** Pages a visitor reaches signed out that the main a11y journeys do not visit. */
const publicPages = [
  '/fabrics',
  '/tailoring',
  '/category',
  '/collections/bridal',
  '/sarees?stock=1&sort=price_asc&min=1000&max=90000',
  '/fabrics?sort=newest&page=1',
  '/processing-payment',
];
/**
 * The shopper's pages; the cart holds a saree while they are visited. The other public pages differ signed
 * in only by the header's account button, which every page here shows.
 */
const shopperPages = [
  '/',
  '/account',
  '/consultations',
  `/products/${saree.slug}`,
  '/cart',
  '/checkout',
  '/orders',
  '/my-rewards',
  '/profile',
  '/address',
  '/measurements',
  '/wishlist',
  '/enquiry',
  '/get-in-touch',
  '/search?q=silk',
];
/**
 * The back office; a page listed with a trailing `*` is a list whose first entry is visited as well. The
 * orders are the ones the shopper journeys above placed (the tests of a file run in order, one at a time).
 */
const adminPages = [
  '/admin',
  '/admin/orders*',
  '/admin/products*',
  '/admin/products/new',
  '/admin/customers*',
  '/admin/catalogue',
  '/admin/storefront',
  '/admin/services',
  '/admin/currencies',
  '/admin/enquiries',
  '/admin/tailoring',
  '/admin/consultations',
  '/orders',
  '/profile',
];
const designerPages = ['/admin', '/admin/consultations', '/admin/tailoring', '/admin/enquiries', '/profile'];
/** The staff pages are held to it in English and in Arabic (right to left). */
const staffLanguages = ['en', 'ar'] as const;

/** Waits until the page has settled: hydrated, its data loaded (nothing left saying "loading"). */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[role="status"][aria-busy="true"], .MuiCircularProgress-root')).toHaveCount(0);
}

/**
 * The page as it stands, at 1280 and 375 px through axe and at 320 px for reflow; the viewport changes
 * under the open page, as a window resized or a zoomed browser would.
 */
async function audit(page: Page, label: string, found: string[]) {
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (width === 320) {
      const w = await page.evaluate(() => document.documentElement.scrollWidth);
      if (w > 320) found.push(`${label} at 320 px: scrolls sideways (${w}px)`);
      continue;
    }
    const violations = await axeViolations(page);
    for (const v of violations)
      found.push(
        `${label} at ${width} px [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
  }
}

/** axe on the page as it stands, at its current width: for lists that a resize would close. */
async function auditOpen(page: Page, label: string, found: string[]) {
  // Once the list has grown in: halfway through its transition its text is faded, and axe says so.
  const paper = page.locator('.MuiMenu-paper');
  await expect(paper).toHaveCSS('opacity', '1');
  await expect(paper).toHaveCSS('transform', 'none');
  const violations = await axeViolations(page);
  for (const v of violations)
    found.push(`${label} [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function visit(page: Page, path: string, lng: string, found: string[]) {
  const list = path.endsWith('*') ? path.slice(0, -1) : null;
  await page.goto(list ?? path);
  await settle(page);
  await audit(page, `${lng} ${list ?? path}`, found);
  if (!list) return;
  // The first entry of the list: its page is a back-office page of its own (an order, a product, a customer).
  const first = page.locator(`main a[href^="${list}/"]`).first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  await page.goto(href);
  await settle(page);
  await audit(page, `${lng} ${list}/… (${href})`, found);
}

for (const lng of languages) {
  test(`axe and reflow: the other public pages, signed out, ${lng}`, async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    await setLanguage(context, baseURL!, lng);
    const found: string[] = [];
    for (const path of publicPages) await visit(page, path, lng, found);
    // The sign-in page's country list, open, at a phone's width and a desktop's.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await settle(page);
      await page.locator('form').getByRole('combobox').first().click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await auditOpen(page, `${lng} /login country list open at ${width} px`, found);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    }
    expect(found).toEqual([]);
  });
}

for (const lng of languages) {
  test(`axe and reflow: a shopper's pages, with a cart, an address and a placed order, ${lng}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    await setLanguage(context, baseURL!, 'en');
    await signIn(page, SHOPPERS[lng], 'Meera Iyer');
    await setLanguage(context, baseURL!, lng);
    await page.goto(`/products/${saree.slug}`);
    await settle(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    const found: string[] = [];
    await audit(page, `${lng} cart drawer`, found);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
    for (const path of shopperPages) await visit(page, path, lng, found);

    // Checkout with the address form filled wrongly (errors shown), then right, and a way to pay chosen.
    await page.goto('/checkout');
    await settle(page);
    await page.getByTestId('address-line1').fill('12 Temple Street, Mylapore');
    await page.getByTestId('address-city').fill('Chennai');
    await page.getByTestId('address-postalCode').fill('60000');
    await page.getByTestId('address-save').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit(page, `${lng} /checkout with errors`, found);
    await page.getByTestId('address-name').fill('Meera Iyer');
    await page.getByTestId('address-postalCode').fill('600004');
    await page.getByTestId('address-state').locator('..').getByRole('combobox').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await auditOpen(page, `${lng} /checkout state list open`, found);
    await page.getByRole('option', { name: 'Tamil Nadu' }).click();
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('checkout-address')).toHaveCount(1);
    await expect(page.getByTestId('checkout-delivery')).toBeVisible();
    await page.getByTestId('pay-TEST_GATEWAY').click();
    await audit(page, `${lng} /checkout ready`, found);
    await page.getByTestId('place-order').click();

    // The test gateway's page, then the store following the payment, then the order itself.
    await expect(page.getByTestId('test-gateway')).toBeVisible();
    await settle(page);
    await audit(page, `${lng} /pay/test`, found);
    await page.getByTestId('gateway-pay').click();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'paid');
    await audit(page, `${lng} /processing-payment?order=`, found);
    const number = new URL(page.url()).searchParams.get('order')!;
    await visit(page, '/orders', lng, found);
    await visit(page, '/account', lng, found);
    await visit(page, `/orders/${number}`, lng, found);
    await visit(page, '/address', lng, found);
    expect(found).toEqual([]);
  });
}

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A staff member's signed-in browser storage, kept in a file beside the server's log: after a failed
 * test Playwright starts a new worker, which runs beforeAll again, and a second code for the same number
 * within a minute would be refused. A kept session is used only while the store still knows its token.
 */
async function staffState(
  browser: Browser,
  baseURL: string,
  role: string,
  who: { local: string; code: string },
  name: string,
): Promise<State> {
  const file = `${process.env.E2E_SERVER_LOG}.${role}.json`;
  const saved =
    (await readFile(file, 'utf8').then(
      (t) => JSON.parse(t) as State,
      () => null,
    )) ?? null;
  const token = saved?.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'id_token')?.value;
  if (saved && token) {
    const res = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', role: 'customer', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const body = (await res.json().catch(() => null)) as { data?: { me?: { id: string } | null } } | null;
    if (body?.data?.me) return saved;
  }
  const context = await browser.newContext();
  await setLanguage(context, baseURL, 'en');
  const page = await context.newPage();
  await signIn(page, who, name);
  const state = await context.storageState();
  await context.close();
  await writeFile(file, JSON.stringify(state));
  return state;
}

for (const [role, who, name, paths] of [
  ['admin', ADMIN, 'Store Admin', adminPages],
  ['designer', DESIGNER, 'Kavya Designer', designerPages],
] as const) {
  test.describe(`staff: ${role}`, () => {
    // One sign-in for the three languages: the session lives in browser storage and is handed on.
    let state: State;
    test.beforeAll(async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      state = await staffState(browser, baseURL!, role, who, name);
    });
    for (const lng of staffLanguages) {
      test(`axe and reflow: the ${role}'s pages, ${lng}`, async ({ browser, baseURL }) => {
        test.setTimeout(420_000);
        const context = await browser.newContext({ storageState: state });
        await setLanguage(context, baseURL!, lng);
        const page = await context.newPage();
        const found: string[] = [];
        for (const path of paths) await visit(page, path, lng, found);
        // The account menu, open.
        await page.getByTestId('account-button').click();
        await expect(page.getByRole('menu')).toBeVisible();
        await audit(page, `${lng} ${role} account menu`, found);
        await page.keyboard.press('Escape');
        await context.close();
        expect(found).toEqual([]);
      });
    }
  });
}
