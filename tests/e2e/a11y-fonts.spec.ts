import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { setLanguage } from './a11y-helpers';
import { waitForHydration } from './hydration';

// The shipped fonts: Hindi and Arabic headings and buttons must be drawn by a face that has their
// letters, and English pages must not load them.
const product = productSeeds[0]!.slug;

/**
 * Headings and buttons with Devanagari or Arabic letters that are drawn (even in part) by a font the
 * store does not ship. Chromium's DevTools protocol reports the fonts actually used to draw a node's
 * text, so a system fallback (empty boxes on a machine without the script) is caught by name.
 */
async function tofu(page: Page, script: 'Devanagari' | 'Arabic') {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: 'h1, h2, h3, button, a.outlined-button, h1 *, h2 *, h3 *, button *',
  });
  const letters = new RegExp(`\\p{Script=${script}}`, 'u');
  const bad: string[] = [];
  let checked = 0;
  // A node may leave the page between the query and the look (a toast closing, a re-render): it is skipped.
  const gone = (error: unknown) => error instanceof Error && /Could not find node/.test(error.message);
  for (const nodeId of nodeIds) {
    const described = await cdp
      .send('DOM.describeNode', { nodeId, depth: 1 })
      .catch((e: unknown) => (gone(e) ? null : Promise.reject(e)));
    if (!described) continue;
    const { node } = described;
    const ownText = (node.children ?? [])
      .filter((c) => c.nodeType === 3)
      .map((c) => c.nodeValue)
      .join('');
    if (!letters.test(ownText)) continue;
    const platform = await cdp
      .send('CSS.getPlatformFontsForNode', { nodeId })
      .catch((e: unknown) => (gone(e) ? null : Promise.reject(e)));
    if (!platform) continue;
    const { fonts } = platform;
    if (fonts.length === 0) continue; // not rendered (closed menu, hidden text)
    checked += 1;
    const system = fonts.filter((f) => !f.isCustomFont);
    if (system.length)
      bad.push(`${node.nodeName} "${ownText.trim().slice(0, 40)}": ${system.map((f) => f.familyName).join(', ')}`);
  }
  await cdp.detach();
  return { bad, checked };
}

for (const [lng, script] of [
  ['hi', 'Devanagari'],
  ['ar', 'Arabic'],
] as const) {
  test(`fonts: ${lng} headings and buttons render with a face that has their letters`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await setLanguage(context, baseURL!, lng);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/sarees', `/products/${product}`, '/cart', '/login', '/no-such-page']) {
        await page.goto(path);
        await waitForHydration(page);
        const { bad, checked } = await tofu(page, script);
        expect(bad, `${path} at ${width} px`).toEqual([]);
        expect(checked, `${path} at ${width} px`).toBeGreaterThan(0);
      }
    }
    // The cart drawer's heading too.
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    expect((await tofu(page, script)).bad).toEqual([]);
  });
}

test('fonts: each script face loads only on its own language', async ({ page, context, baseURL }) => {
  const fontFiles = async (lng: string) => {
    await context.clearCookies();
    await setLanguage(context, baseURL!, lng);
    const files = new Set<string>();
    const onResponse = (r: { url(): string }) => {
      if (r.url().endsWith('.woff2')) files.add(new URL(r.url()).pathname);
    };
    page.on('response', onResponse);
    await page.goto('/sarees');
    await waitForHydration(page);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => ({ range: f.unicodeRange, status: f.status }));
    });
    page.off('response', onResponse);
    const loadedFor = (cp: string) =>
      faces.filter((f) => f.status !== 'unloaded' && f.range.toUpperCase().includes(cp)).length;
    return { files, devanagari: loadedFor('U+900'), arabic: loadedFor('U+600') };
  };
  const en = await fontFiles('en');
  const hi = await fontFiles('hi');
  const ar = await fontFiles('ar');
  // English pages name "हिन्दी" and "العربية" in the language menu, yet load neither script's faces.
  expect(en.devanagari).toBe(0);
  expect(en.arabic).toBe(0);
  expect(hi.devanagari).toBeGreaterThanOrEqual(2);
  expect(hi.arabic).toBe(0);
  expect(ar.arabic).toBeGreaterThanOrEqual(2);
  expect(ar.devanagari).toBe(0);
  // Over the network: Hindi and Arabic pages fetch files an English page never asks for.
  expect([...hi.files].filter((f) => !en.files.has(f)).length).toBeGreaterThanOrEqual(2);
  expect([...ar.files].filter((f) => !en.files.has(f)).length).toBeGreaterThanOrEqual(2);
});

test('fonts: ₹ is drawn from the first Poppins file, and an English catalogue page fetches no Latin Extended file', async ({
  page,
}) => {
  const files: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) files.push(new URL(r.url()).pathname);
  });
  for (const path of ['/sarees', `/products/${product}`]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
  }
  // Poppins' Latin file carries ₹ (src/app/fonts/README.md): the catalogue's prices need no second file.
  expect(files.filter((f) => /latin[_-]ext|rupee[_-]sign/.test(f))).toEqual([]);
  // Each element whose own text has ₹ (the price, the saving, the free-delivery note) is drawn by web fonts.
  const count = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n = 0;
    for (let t = walker.nextNode(); t; t = walker.nextNode())
      if (t.nodeValue?.includes('₹') && t.parentElement?.checkVisibility()) t.parentElement.dataset.rupee = String(n++);
    return n;
  });
  expect(count).toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  for (let i = 0; i < count; i++) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-rupee="${i}"]` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(
      fonts.filter((f) => !f.isCustomFont).map((f) => f.familyName),
      `₹ element ${i}`,
    ).toEqual([]);
  }
  await cdp.detach();
});
