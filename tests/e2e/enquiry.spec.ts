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
  await Promise.race([
    askName.waitFor({ state: 'visible' }).catch(() => {}),
    page.waitForURL((u) => !u.pathname.startsWith('/login')).catch(() => {}),
  ]);
  if (await askName.isVisible()) {
    await page.getByLabel('Your name').fill(name);
    await askName.click();
  }
}

test('an enquiry sent signed out is answered on its number, and brought into the account of that number when asked; one sent signed in is followed, with its answer, at /enquiry', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const anonymous = `Looking for a bridal blouse in maroon silk, journey ${stamp}`;
  const signedIn = `Do you stitch a lehenga from my own fabric? Journey ${stamp}`;
  await page.goto('/get-in-touch');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  // Signed out, the form says where the answer goes and how to keep it in an account.
  await expect(form.getByTestId('enquiry-signed-out')).toContainText(
    'You are not signed in: we will answer on the number you give.',
  );
  await expect(form.getByTestId('enquiry-signed-out').getByRole('link', { name: 'sign in first' })).toHaveAttribute(
    'href',
    /^\/login\?next=/,
  );
  // Bad input first: refused on its field with a reason, nothing sent.
  await form.getByLabel('Your name').fill('Lakshmi Nair');
  await form.getByLabel('Mobile number').fill('12');
  await form.getByLabel('Your message').fill('Hello <script>alert(1)</script>');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
  await expect(
    form.getByText('Please remove special characters such as < > and invisible control characters.'),
  ).toBeVisible();

  // Anyone may type any number: sent signed out, the enquiry belongs to no account.
  await form.getByLabel('Mobile number').fill('+91 90000 00042');
  await form.getByLabel('What is it about?').selectOption('bridal');
  await form.getByLabel('Best time to reach you').selectOption('evening');
  await form.getByLabel('Your message').fill(anonymous);
  await form.getByRole('button', { name: 'Send message' }).click();
  const sent = page.getByTestId('enquiry-sent');
  await expect(sent).toContainText('Thank you, we have your message');
  await expect(sent).toContainText('+919000000042');
  await expect(sent).toContainText('You were not signed in, so we answer on that number only.');
  await expect(sent).toContainText('sign in with that number: your enquiries page then offers to bring it in.');
  await expect(sent.getByRole('link', { name: 'Sign in and bring it in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fenquiry',
  );

  // The shopper signs in (from the form's link, back to the form) and writes again, now to their account.
  await sent.getByRole('button', { name: 'Send another message' }).click();
  await form.getByTestId('enquiry-signed-out').getByRole('link', { name: 'sign in first' }).click();
  await signIn(page, SHOPPER, 'Lakshmi Nair');
  await expect(page).toHaveURL(/\/get-in-touch/);
  await waitForHydration(page);
  await expect(form.getByTestId('enquiry-signed-out')).toHaveCount(0);
  await form.getByLabel('Your name').fill('Lakshmi Nair');
  await form.getByLabel('Mobile number').fill('+91 90000 00042');
  await form.getByLabel('Your message').fill(signedIn);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(sent).toContainText('It is kept in your account with our reply.');

  // Staff, in a browser of their own, answer both.
  const reply = 'Namaste Lakshmi, we have three maroon silks for you; a designer will call this evening.';
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/admin/enquiries');
  await signIn(staff, ADMIN, 'Store Admin');
  await expect(staff).toHaveURL(/\/admin\/enquiries$/);
  for (const message of [anonymous, signedIn]) {
    const card = staff.getByTestId('staff-enquiry').filter({ hasText: message });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('enquiry-status')).toHaveText('Received');
    await card.getByLabel('Reply to Lakshmi Nair (sent to them by message)').fill(reply);
    await card.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(
      staff.getByTestId('staff-enquiry').filter({ hasText: message }).getByTestId('enquiry-status'),
    ).toHaveText('Answered');
  }
  await staffContext.close();

  // At /enquiry: the one sent signed in, with its answer; the one sent signed out from this account's
  // number is not there until the shopper brings it in.
  await page.goto('/enquiry');
  await waitForHydration(page);
  const mine = page.getByTestId('my-enquiry').filter({ hasText: signedIn });
  await expect(mine.getByTestId('enquiry-status')).toHaveText('Answered');
  await expect(mine.getByTestId('enquiry-reply')).toHaveText(reply);
  const brought = page.getByTestId('my-enquiry').filter({ hasText: anonymous });
  await expect(brought).toHaveCount(0);
  await expect(page.getByText('Messages you sent while signed in, and our answers.')).toBeVisible();
  const offer = page.getByTestId('enquiry-claim');
  await expect(offer).toContainText("1 enquiry was sent from this account's number without signing in.");
  await offer.getByRole('button', { name: 'Bring in 1 enquiry sent from this number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'brought in' })).toHaveText(
    '1 enquiry brought in: it is in the list below.',
  );
  await expect(offer).toHaveCount(0);
  await expect(brought.getByTestId('enquiry-reply')).toHaveText(reply);
  // Kept in the account: a reload finds it there and offers nothing more.
  await page.reload();
  await waitForHydration(page);
  await expect(brought).toHaveCount(1);
  await expect(page.getByTestId('my-enquiry')).toHaveCount(2);
  await expect(offer).toHaveCount(0);

  // The account menu leads here too.
  await page.goto('/orders');
  await waitForHydration(page);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Enquiries' }).click();
  await expect(page).toHaveURL(/\/enquiry$/);
});
