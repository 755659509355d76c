import type { Page } from '@playwright/test';

/** Resolves once React has hydrated: the analytics effect pushes a page_view only after hydration. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'page_view'),
  );
}
