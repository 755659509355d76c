import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { sendCode } from './sign-in';

// A fixed-code test number (AUTH_TEST_OTPS in scripts/e2e-server.mjs); the deletion code is the same.
const SHOPPER = { local: '9000000131', phone: '+919000000131', code: '131131' };

async function signIn(page: Page) {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(SHOPPER.local);
  await sendCode(page);
  await page.getByLabel('6-digit code').fill(SHOPPER.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  // Signed in once the name is asked for or the page moves on; leaving earlier would abandon the sign-in.
  await expect(page.getByLabel('Your name').or(page.getByTestId('account-button')).first()).toBeVisible();
}

test('a new shopper deletes the account and signing in again reaches a new, empty one', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  // A new shopper is asked for a name first, or lands on the profile; either way the name is saved here.
  await page.goto('/profile');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Asha Menon');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The header greets by the first name.
  await expect(page.getByTestId('account-button')).toContainText('Asha');

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your Silai account?' });
  await expect(dialog.getByText(/Kept, as tax law requires/)).toBeVisible();
  await expect(dialog.getByText(/wishlist, preferences/)).toBeVisible();
  await expect(dialog.getByText(/While an order is on its way/)).toBeVisible();
  // Not confirmed: refused, and the reason is announced.
  await dialog.getByRole('button', { name: 'Text me a code to confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Tick the box to confirm first.');
  await dialog.getByLabel('I understand that this cannot be undone').check();
  await dialog.getByRole('button', { name: 'Text me a code to confirm' }).click();
  await dialog.getByLabel('6-digit code').fill('000000');
  await dialog.getByRole('button', { name: 'Delete my account now' }).click();
  await expect(dialog.getByText('That code is not right.')).toBeVisible();
  await dialog.getByLabel('6-digit code').fill(SHOPPER.code);
  await dialog.getByRole('button', { name: 'Delete my account now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted.')).toBeVisible();

  // Signed out: the profile asks for a sign-in; the same number then opens a brand-new account.
  await signIn(page);
  await page.goto('/profile');
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue('');
  await expect(page.getByTestId('account-button')).not.toContainText('Asha');
});
