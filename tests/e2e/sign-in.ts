import { expect, type Page } from '@playwright/test';

/**
 * Presses "Send code" on the sign-in page and waits for the code field. The journeys sign in with demo
 * numbers (AUTH_TEST_OTPS in scripts/e2e-server.mjs), which the store does not hold to the 30 s wait between
 * codes, so a number its spec's set-up has just used gets its code at once.
 */
export async function sendCode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
}
