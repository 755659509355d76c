import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { buyThroughTestGateway, signInAs } from './owner-helpers';
import {
  addToCart,
  amountOf,
  blouseSaree,
  deliver,
  drawerRegion,
  liveRegion,
  pick,
  rupees,
  saveAddress,
} from './a11y-focus-helpers';

// WCAG 2.4.3 and 4.1.3 after each change made in the page: where focus goes when what held it leaves
// (a removed line, a closed picker or form), and what the polite live region says when nothing moves
// focus (a quantity, a removal, a new total). Test numbers +919000000321-327 (and the admin 329) are
// this file's own.

test('wishlist: removing an item moves focus to the next, the last to the heading; each is said', async ({ page }) => {
  await page.goto('/sarees');
  await waitForHydration(page);
  const cards = page.getByTestId('product-card');
  const names: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    names.push((await card.getByRole('heading').innerText()).trim());
    await card.getByRole('button', { name: `Save to wishlist: ${names[i]}` }).click();
    await expect(card.getByRole('button', { name: `Save to wishlist: ${names[i]}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.goto('/wishlist');
  await waitForHydration(page);
  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  const [first, second] = [names[0]!, names[1]!];
  const row = (n: string) => items.filter({ has: page.getByRole('heading', { name: n }) });
  // "Remove: " then the product's name (after the visible word), exactly: no space before the colon.
  const remove = (n: string) => row(n).getByRole('button', { name: `Remove: ${n}`, exact: true });
  await remove(first).click();
  await expect(items).toHaveCount(1);
  await expect(row(second).getByRole('link', { name: second })).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${first} removed from your wishlist. 1 item left.`);

  await remove(second).click();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${second} removed. Your wishlist is empty.`);
});

test('cart: quantities and removals are said, and focus moves to the next line or the heading', async ({ page }) => {
  const [a, b] = [pick(0), pick(1)];
  await addToCart(page, a.slug);
  await addToCart(page, b.slug);

  // The drawer: its own live region (the page behind a modal dialog is inert).
  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await drawer.getByRole('button', { name: `Remove ${a.name.en} from the cart` }).click();
  await expect(drawer.getByRole('link', { name: b.name.en })).toBeFocused();
  await expect(drawerRegion(page)).toHaveText(`${a.name.en} removed. 1 item left in your cart.`);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await drawer.getByRole('button', { name: `Remove ${b.name.en} from the cart` }).click();
  await expect(drawer.getByRole('heading', { name: 'Your cart' })).toBeFocused();
  await expect(drawerRegion(page)).toHaveText(`${b.name.en} removed. Your cart is empty.`);
  await page.keyboard.press('Escape');

  // The cart page: + and − are said; removing hands focus on.
  await addToCart(page, a.slug);
  await addToCart(page, b.slug);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const more = page.getByRole('button', { name: `One more ${a.name.en}` });
  await more.click();
  await expect(liveRegion(page)).toHaveText(`${a.name.en}: quantity 2`);
  await expect(more).toBeFocused();
  await page.getByRole('button', { name: `One fewer ${a.name.en}` }).click();
  await expect(liveRegion(page)).toHaveText(`${a.name.en}: quantity 1`);
  await page.getByRole('button', { name: `Remove ${b.name.en} from the cart` }).click();
  // The last line went: focus goes to the one before it.
  await expect(page.getByRole('link', { name: a.name.en })).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${b.name.en} removed. 1 item left in your cart.`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // − from one piece removes the line too: focus to the cart's heading.
  await page.getByRole('button', { name: `One fewer ${a.name.en}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${a.name.en} removed. Your cart is empty.`);
});

test('blouse stitching: the picker takes focus and gives it back; the cart question too', async ({ page }) => {
  const saree = blouseSaree.name.en;
  await page.goto(`/products/${blouseSaree.slug}`);
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Add blouse stitching' });
  await open.click();
  const heading = page.getByRole('heading', { name: `Stitching for ${saree}` });
  await expect(heading).toBeFocused();
  const picker = page.getByRole('region', { name: `Stitching for ${saree}` });
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(open).toBeFocused();
  await open.click();
  await expect(heading).toBeFocused();
  await picker.getByRole('button', { name: /^Add .+ to cart$/ }).click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  // The drawer, closed, hands focus back to the button the picker came from.
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();

  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const remove = page.getByRole('button', { name: `Remove ${saree} from the cart` });
  await remove.click();
  const ask = page.getByRole('group', {
    name: `${saree} has tailoring made from it. What should happen to the tailoring?`,
  });
  await expect(ask).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await ask.getByRole('button', { name: 'Remove the tailoring too' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
  await expect(liveRegion(page)).toHaveText(`${saree} removed. Your cart is empty.`);
});

test('checkout: reached from the drawer at its heading; Place order says why it waits; points say the total', async ({
  page,
}) => {
  await signInAs(page, { local: '9000000321', code: '321321' }, 'Meera Iyer');
  // The sign-up points are there once the rewards have been read.
  await page.goto('/my-rewards');
  await expect(page.getByTestId('rewards-balance')).toHaveText('50 points');
  await page.goto(`/products/${pick(2).slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('cart-drawer').getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await waitForHydration(page);

  // No address yet: the button can be reached and says why it does nothing.
  const place = page.getByRole('button', { name: /^(Pay|Place order)/ });
  await expect(place).toHaveAttribute('aria-disabled', 'true');
  await place.focus();
  await expect(place).toBeFocused();
  await expect(place).toHaveAccessibleDescription('Add or choose a delivery address first.');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  await saveAddress(page);
  await expect(place).toHaveAttribute('aria-disabled', 'false');
  await expect(place).toHaveAccessibleDescription('');
  const total = page.getByTestId('checkout-total');
  await expect(total).toContainText('₹');
  const before = amountOf(await total.textContent());
  const points = page.getByRole('checkbox', { name: /^Use 50 points/ });
  await points.check();
  await expect(liveRegion(page)).toHaveText(`50 points used. New total: ${rupees(before - 50)}.`);
  await expect(points).toBeFocused();
  await points.uncheck();
  await expect(liveRegion(page)).toHaveText(`No points used. New total: ${rupees(before)}.`);
});

test('reviews and profile: the form takes focus, gives it back, ties its problem to the stars; published is focused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000 * (Number(process.env.E2E_SLOW) || 1));
  const saree = pick(3);
  await signInAs(page, { local: '9000000322', code: '322322' }, 'Lata Rao');
  const number = await buyThroughTestGateway(page, saree.slug);
  await deliver(request, number);

  // "Rate and review" opens the form on the product, focused at its heading (not the page's, far above).
  await page.goto(`/orders/${encodeURIComponent(number)}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: `Rate and review: ${saree.name.en}`, exact: true }).click();
  await expect(page).toHaveURL(/#write-review$/);
  const heading = page.getByRole('heading', { level: 3, name: 'Your review' });
  await expect(heading).toBeFocused();
  const form = page.getByRole('form', { name: 'Your review' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  const write = page.getByRole('button', { name: 'Write a review' });
  await expect(write).toBeFocused();
  await write.click();
  await expect(heading).toBeFocused();

  // Sent without stars: the first star takes focus, described by the problem, the group invalid.
  await form.getByRole('button', { name: 'Publish review' }).click();
  const oneStar = form.getByRole('radio', { name: '1 star' });
  await expect(oneStar).toBeFocused();
  await expect(oneStar).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
  await expect(form.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Title').fill('Drapes beautifully');
  await form.getByLabel('Your review', { exact: true }).fill('Soft, light and the colour is true to the photos.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Edit your review' })).toBeVisible();

  // The profile's name: its error is tied to the field.
  await page.goto('/profile');
  await waitForHydration(page);
  const nameForm = page.getByRole('form', { name: 'Your name' });
  const name = nameForm.getByRole('textbox', { name: 'Your name' });
  await name.fill('');
  await nameForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name (up to 80 letters).');
});
