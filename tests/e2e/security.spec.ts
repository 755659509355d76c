import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';

// The pages' Content-Security-Policy (src/proxy.ts) and the headers every route carries (src/server/http.ts).

const product = productSeeds.find((p) => p.kind === 'saree' && (p.stock ?? 0) >= 2)!;
const PHONE = { local: '9000000003', code: '111222' };

/** Every CSP violation the page reports, from the first byte (events and console alike). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test.describe('security headers and Content-Security-Policy', () => {
  for (const path of ['/', '/sarees', `/products/${product.slug}`, '/cart', '/login', '/no-such-page']) {
    test(`${path}: a nonce policy, and every script carries its nonce`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBeLessThan(500);
      const h = res.headers();
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      const csp = h['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      for (const d of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "'strict-dynamic'",
      ])
        expect(csp).toContain(d);
      expect(csp).not.toContain("'unsafe-eval'");
      // No analytics or payment hosts: none are configured in the test store.
      expect(csp).not.toMatch(/googletagmanager|posthog|razorpay/);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/type="application\/ld\+json"/.test(tag));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      // A fresh nonce per answer.
      const again = (await request.get(path)).headers()['content-security-policy'];
      expect(again).not.toBe(csp);
    });
  }

  test('a shopper browses, switches to Arabic and back, fills the cart and signs in without one CSP violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await waitForHydration(page);
    // A language switch re-renders on the server (a new nonce there) and shows a snackbar (its own styles).
    await page.getByLabel('Language').selectOption({ label: 'العربية' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('المتجر الآن باللغة العربية.')).toBeVisible();
    await page.getByLabel('اللغة').selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await violations()).toEqual([]);

    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-problem')).toHaveCount(0);
    expect(await violations()).toEqual([]);

    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Mobile number').fill(PHONE.local);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(PHONE.code);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByLabel('Your name').fill('Policy Tester');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // The signed-in header and its menu, open.
    await page.getByTestId('account-button').click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
