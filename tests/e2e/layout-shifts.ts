import type { Page } from '@playwright/test';

/** Counts layout shifts not caused by input, from each page's first byte (read with `layoutShifts`). */
export async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts counted so far on the page now open. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
