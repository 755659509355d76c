import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// Test numbers with fixed codes (AUTH_TEST_OTPS in scripts/e2e-server.mjs); +919000000009 is an admin.
const SHOPPER = { local: '9000000042', code: '420042' };
const ADMIN = { local: '9000000009', code: '999000' };

async function signIn(page: Page, who: { local: string; code: string }, name: string) {
  await expect(page).toHaveURL(/\/login/);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill(who.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(who.code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  // A first sign-in asks for a name; a returning one goes straight back.
  const askName = page.getByRole('button', { name: 'Save and continue' });
  await Promise.race([askName.waitFor({ state: 'visible' }).catch(() => {}), page.waitForURL((u) => !u.pathname.startsWith('/login')).catch(() => {})]);
  if (await askName.isVisible()) {
    await page.getByLabel('Your name').fill(name);
    await askName.click();
  }
}

test('a visitor sends an enquiry signed out, staff answer it, and the shopper reads the answer at /enquiry', async ({ page, browser }) => {
  const message = `Looking for a bridal blouse in maroon silk, journey ${Date.now()}`;
  await page.goto('/get-in-touch');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  // Bad input first: refused on its field with a reason, nothing sent.
  await form.getByLabel('Your name').fill('Lakshmi Nair');
  await form.getByLabel('Mobile number').fill('12');
  await form.getByLabel('Your message').fill('Hello <script>alert(1)</script>');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
  await expect(form.getByText('Please remove special characters such as < > and invisible control characters.')).toBeVisible();

  await form.getByLabel('Mobile number').fill('+91 90000 00042');
  await form.getByLabel('What is it about?').selectOption('bridal');
  await form.getByLabel('Best time to reach you').selectOption('evening');
  await form.getByLabel('Your message').fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  const sent = page.getByTestId('enquiry-sent');
  await expect(sent).toContainText('Thank you, we have your message');
  await expect(sent).toContainText('+919000000042');

  // Staff, in a browser of their own, mark it contacted with a reply.
  const reply = 'Namaste Lakshmi, we have three maroon silks for you; a designer will call this evening.';
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/admin/enquiries');
  await signIn(staff, ADMIN, 'Store Admin');
  await expect(staff).toHaveURL(/\/admin\/enquiries$/);
  const card = staff.getByTestId('staff-enquiry').filter({ hasText: message });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('enquiry-status')).toHaveText('Received');
  await card.getByLabel('Reply to Lakshmi Nair (sent to them by message)').fill(reply);
  await card.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(staff.getByText('Saved; Lakshmi Nair is told.')).toBeVisible();
  await expect(staff.getByTestId('staff-enquiry').filter({ hasText: message }).getByTestId('enquiry-status')).toHaveText('Answered');
  await staffContext.close();

  // The shopper signs in with the same number and sees the status and the reply.
  await page.goto('/enquiry');
  await signIn(page, SHOPPER, 'Lakshmi Nair');
  await expect(page).toHaveURL(/\/enquiry$/);
  const mine = page.getByTestId('my-enquiry').filter({ hasText: message });
  await expect(mine.getByTestId('enquiry-status')).toHaveText('Answered');
  await expect(mine.getByTestId('enquiry-reply')).toHaveText(reply);

  // The account menu leads here too.
  await page.goto('/orders');
  await waitForHydration(page);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Enquiries' }).click();
  await expect(page).toHaveURL(/\/enquiry$/);
});
