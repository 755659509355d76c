// How bench/interactions.bench.mjs reads one interaction's INP in a page: Event Timing entries and
// web-vitals' onINP recorded from the first script on, under Chromium's 4x CPU slowdown.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Its IIFE build declares a `var`, which an init script keeps to itself: handed to the page's global.
const webVitals = `${readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
)};globalThis.webVitals = webVitals;`;

/** Records every Event Timing entry and web-vitals' INP reports from the first script on. */
function observe() {
  globalThis.__events = [];
  globalThis.__vitals = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) globalThis.__events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  globalThis.__first = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__first = { start: e.startTime, duration: e.duration };
  }).observe({ type: 'first-input', buffered: true });
  globalThis.addEventListener('DOMContentLoaded', () =>
    globalThis.webVitals.onINP((m) => globalThis.__vitals.push(m.value), {
      reportAllChanges: true,
      durationThreshold: 16,
    }),
  );
}

/** Until the page has hydrated (the store's analytics pushes page_view only then), the network is quiet and the main thread idle. */
async function settle(page, store) {
  if (store)
    await page.waitForFunction(() => (globalThis.dataLayer ?? []).some((e) => e.event === 'page_view'), null, {
      timeout: 60_000,
    });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        // Three idle periods in a row with room for a long task, or ten seconds on a busy machine.
        const until = performance.now() + 10_000;
        let quiet = 0;
        const tick = (deadline) => {
          quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
          if (quiet >= 3 || performance.now() > until) resolve();
          else globalThis.requestIdleCallback(tick, { timeout: 1000 });
        };
        globalThis.requestIdleCallback(tick, { timeout: 1000 });
      }),
  );
}

/**
 * One interaction in a fresh page: `prepare` brings the page to where the shopper acts (not measured),
 * `act` is the shopper's one action, `done` waits for what it shows. Returns the longest Event Timing
 * entry of the interactions that began with `act` (the first-input entry when all were under 16 ms),
 * and web-vitals' INP for the page.
 */
export async function measure(context, url, { prepare, act, done, store = true }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(webVitals);
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'load' });
  await settle(page, store);
  if (prepare) {
    await prepare(page);
    await settle(page, false);
  }
  const from = await page.evaluate(() => performance.now());
  await act(page);
  await done(page);
  // Event Timing entries are queued after the frame that ends the interaction is presented.
  await page.waitForTimeout(1000);
  const { events, first, vitals } = await page.evaluate(() => ({
    events: globalThis.__events,
    first: globalThis.__first,
    vitals: globalThis.__vitals,
  }));
  await page.close();
  const ours = events.filter((e) => e.start >= from);
  const inp = ours.length
    ? Math.max(...ours.map((e) => e.duration))
    : first && first.start >= from
      ? first.duration
      : 0;
  return { inp, vitals: vitals.length ? vitals[vitals.length - 1] : null };
}
