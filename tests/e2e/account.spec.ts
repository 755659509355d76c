import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { sendCode } from './sign-in';

// Test numbers with fixed codes (AUTH_TEST_OTPS in scripts/e2e-server.mjs).
const NEW_SHOPPER = { local: '9000000001', phone: '+919000000001', code: '123456' };
const RETURNING = { local: '9000000002', phone: '+919000000002', code: '654321' };

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { role: 'customer', authorization: `Bearer ${token}` } : { role: 'anonymous' },
  });
  return (await res.json()) as unknown;
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((e) => e as { event?: string; method?: string })
      .filter((e) => e.event === 'login' || e.event === 'sign_up'),
  );

test.beforeAll(async ({ request }) => {
  // An existing shopper, made through the API so the journey below can sign them in again.
  await gql(request, 'mutation($p: String!) { userservice { sendOtp(phone: $p) { ok } } }', { p: RETURNING.phone });
  const v = (await gql(
    request,
    'mutation($p: String!, $c: String!) { userservice { verifyOtp(phone: $p, code: $c) { id_token } } }',
    { p: RETURNING.phone, c: RETURNING.code },
  )) as {
    data: { userservice: { verifyOtp: { id_token: string } } };
  };
  await gql(request, 'mutation { updateProfile(name: "Lakshmi") { ok } }', {}, v.data.userservice.verifyOtp.id_token);
});

test('a new shopper signs up by phone, stays signed in, refreshes silently, and is signed out when the refresh token breaks', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(page).toHaveTitle('Sign in · Silai');
  await waitForHydration(page);

  // Bad input first: a malformed number is refused with a clear message and nothing is sent.
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please enter a valid mobile number for the country you chose.',
  );

  await page.getByLabel('Mobile number').fill(NEW_SHOPPER.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code to/)).toBeVisible();
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That code is not right. Please check it and try again.',
  );
  await page.getByLabel('6-digit code').fill(NEW_SHOPPER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  await expect(page.getByText('Welcome to Silai! What should we call you?')).toBeVisible();
  await page.getByLabel('Your name').fill('Meera Iyer');
  // A refused field is an answer the form shows on that field; nothing is saved until it is fixed.
  await page.getByLabel('Email (optional)').fill('not-an-email');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('That email address does not look right.');
  await expect(page.getByLabel('Email (optional)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email (optional)').fill('');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Meera');
  await expect(page.getByText(`Current number: ${NEW_SHOPPER.phone}`)).toBeVisible();
  expect(await dataLayerEvents(page)).toEqual([{ event: 'sign_up', method: 'Phone' }]);

  // Reload: still signed in.
  await page.reload();
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Meera');

  // Near expiry: the 1 s check refreshes the token without any visible change.
  const before = await page.evaluate(() => localStorage.getItem('id_token'));
  await page.evaluate(() => localStorage.setItem('expires_in', String(Date.now() + 60_000)));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('id_token')), { timeout: 5000 }).not.toBe(before);
  expect(Number(await page.evaluate(() => localStorage.getItem('expires_in')))).toBeGreaterThan(Date.now() + 3000_000);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Meera');

  // A broken refresh token: the next refresh fails, storage is cleared and the shopper lands on / signed out.
  await page.evaluate(() => {
    localStorage.setItem('cart', '[{"id":"p1","qty":1}]');
    localStorage.setItem('refresh_token', 'broken-broken-broken-broken-broken-broken');
    localStorage.setItem('expires_in', String(Date.now() - 1000));
  });
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Everything the old session stored is gone (the new page writes only its display settings).
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['settings']);
});

test('a returning shopper signs in and comes back to where they were; the menu offers their account pages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/get-in-touch');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fget-in-touch$/);
  await page.getByLabel('Mobile number').fill(RETURNING.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(RETURNING.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/get-in-touch$/);
  await expect(page.getByTestId('account-button')).toHaveText('Hi, Lakshmi');
  expect(await dataLayerEvents(page)).toEqual([{ event: 'login', method: 'Phone' }]);

  await page.getByTestId('account-button').click();
  // The shopper's pages, named as a shopper would, and no staff pages (menu-links.spec.ts walks every link).
  await expect(page.getByRole('menuitem')).toHaveText([
    'My account',
    'My orders',
    'Consultations',
    'My measurements',
    'My rewards',
    'Wishlist',
    'Addresses',
    'Enquiries',
    'Profile',
    'Sign out',
  ]);
  // The first item has focus on opening; End and the arrows move round the items; a press elsewhere closes.
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByTestId('account-button')).toHaveAttribute('aria-expanded', 'false');
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
});
