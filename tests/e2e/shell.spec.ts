import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';

test.describe('chat button', () => {
  test('shows at 375 px on the home page, 20 px from the right edge', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    const box = (await chat.boundingBox())!;
    expect(Math.round(375 - (box.x + box.width))).toBe(20);
  });

  test('stays 20 px from the right edge in Arabic too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const box = (await page.getByTestId('chat-button').boundingBox())!;
    expect(Math.round(375 - (box.x + box.width))).toBe(20);
  });

  test('at 375 px the page ends with the footer, its last line clear of the button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const chat = (await page.getByTestId('chat-button').boundingBox())!;
    const footer = page.getByRole('contentinfo');
    const end = await footer.evaluate((f) => ({
      footerBottom: f.getBoundingClientRect().bottom + window.scrollY,
      pageEnd: document.documentElement.scrollHeight,
      lastLine: [...f.querySelectorAll('p')].at(-1)!.getBoundingClientRect().bottom,
    }));
    // No strip of the body below the footer (it was 80 px of cream), and the footer's last line is above
    // where the button floats.
    expect(Math.abs(end.pageEnd - end.footerBottom)).toBeLessThan(1);
    expect(end.lastLine).toBeLessThanOrEqual(chat.y);
  });

  test('hides at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('chat-button')).toBeHidden();
  });

  test('hides under /cart at either width', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/cart');
      await expect(page.getByTestId('chat-button')).toHaveCount(0);
    }
  });
});

test('the route progress bar is 3 px high while a page loads, and goes away after', async ({ page }) => {
  // Hold the next page's data (prefetch included) until the bar has been measured mid-navigation.
  let release = () => {};
  const measured = new Promise<void>((r) => (release = r));
  await page.route(/\/category\?_rsc=/, async (route) => {
    await measured;
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'START NOW' }).click();
  const bar = page.getByTestId('route-progress');
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.height).toBe(3);
  expect(box.y).toBe(0);
  await expect(bar.locator('svg, [class*="spinner"]')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/category$/);
  await expect(bar).toHaveCount(0);
});

test('an unknown address gets a helpful 404 page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found · Silai');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/category');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('the keyboard reaches the skip link, the navigation, the search and the language control', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Silai home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sarees' }).first()).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Consult' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search the store' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
});

test('GraphQL over HTTP and WebSocket from the running store', async ({ page, request }) => {
  const res = await request.post('/graphql', { data: { query: '{ __typename }' }, headers: { role: 'anonymous' } });
  expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  await page.goto('/');
  const viaSocket = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
        ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: { role: 'anonymous' } }));
        ws.onmessage = (m) => {
          const msg = JSON.parse(m.data as string) as { type: string; payload?: unknown };
          if (msg.type === 'connection_ack')
            ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ banners { buttonText } }' } }));
          if (msg.type === 'next') resolve(msg.payload);
          if (msg.type === 'error') reject(new Error(JSON.stringify(msg.payload)));
        };
        ws.onerror = () => reject(new Error('socket error'));
      }),
  );
  expect(viaSocket).toEqual({ data: { banners: [{ buttonText: 'START NOW' }, { buttonText: 'CONSULT NOW' }] } });
});
