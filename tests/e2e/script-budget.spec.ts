import { expect, test } from '@playwright/test';
import { kB, measureFirstLoad, type FirstLoad } from '../../scripts/first-load-script.mjs';
import { signIn } from './a11y-helpers';
import { budgets, goals, margin, scriptGoal, type PageBudget } from './script-budget';

// Each page's first-load script, HTML and inline data within its budget (tests/e2e/script-budget.ts: a
// ratchet toward the speed goals). Sizes, not times: the same build gives the same script figures on any
// machine. Requests only, except the sign-in checkout needs; the page's HTML in English (the default).

// A demo number no other journey signs in with (AUTH_TEST_OTPS in scripts/e2e-server.mjs).
const shopper = { local: '9000000164', code: '164164' };
// Chunks are shared between pages and content-hashed: fetched and compressed once for the whole file.
const cache = new Map<string, number>();

/** What is over its budget, each with the page, its figure, its budget and the goal. */
function overBudget(name: string, b: PageBudget, m: FirstLoad): string[] {
  const figures = [
    ['script', 'first-load script', kB(m.scriptGzipBytes), `≤ ${scriptGoal(name)} kB gzip`, 'kB gzip'],
    ['html', 'HTML', kB(m.htmlGzipBytes), `≤ ${goals.htmlGzip} kB gzip`, 'kB gzip'],
    ['inline', 'inline script data', kB(m.inlineScriptBytes), `the HTML's, ≤ ${goals.htmlGzip} kB gzip`, 'kB'],
  ] as const;
  const over: string[] = [];
  for (const [measure, what, value, goal, unit] of figures) {
    const line = `${name} (${b.path}): ${what} ${value} ${unit}, budget ${b[measure]}, goal ${goal}`;
    console.log(line);
    if (value > b[measure]) over.push(line);
    // The ratchet: a page that has got smaller should have its budget lowered to hold the gain.
    else if (margin(measure, value) < b[measure])
      console.log(`  lower ${name}.${measure} in tests/e2e/script-budget.ts to ${margin(measure, value)}`);
  }
  return over;
}

for (const [name, b] of Object.entries(budgets)) {
  test(`${name}: first-load script and inline data within budget`, async ({ baseURL, context, page }) => {
    let cookie: string | undefined;
    if (b.signedIn) {
      await signIn(page, shopper, 'Budget Shopper');
      const cookies = await context.cookies(baseURL);
      cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    }
    // A budget is a ratchet toward the goal, never past it.
    expect(b.script, `${name}'s script budget is over its goal`).toBeLessThanOrEqual(scriptGoal(name));
    const m = await measureFirstLoad(baseURL!, b.path, { cookie, cache });
    expect(m.scripts.length, `${b.path} lists no script`).toBeGreaterThan(0);
    expect(overBudget(name, b, m), 'pages over budget (tests/e2e/script-budget.ts)').toEqual([]);
  });
}
