import { expect, type Page } from '@playwright/test';

/**
 * Presses "Send code" on the sign-in page until the code field appears. The store refuses a second code
 * for a number within 30 s ("Please wait N seconds"), and another journey, or the spec's own set-up, may
 * have just used the number: the shopper asks again, as a person would, until the store sends one. A
 * refused press creates no code, so asking again costs nothing; a press whose answer is still on its way
 * leaves the button disabled, so no second code is asked for.
 */
export async function sendCodeWhenAllowed(page: Page): Promise<void> {
  const code = page.getByLabel('6-digit code');
  await expect(async () => {
    if (!(await code.isVisible())) await page.getByRole('button', { name: 'Send code' }).click({ timeout: 1_000 });
    await expect(code).toBeVisible({ timeout: 2_000 });
  }).toPass({ intervals: [1_000], timeout: 45_000 });
}
