import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

// The purchase journeys of tests/e2e/buying.spec.ts and the consultation booking through nginx in front of two store processes
// (tests/cluster/e2e-cluster.mjs): `npx playwright test -c tests/cluster/playwright.config.ts`.
const base = `http://localhost:${Number(process.env.CLUSTER_E2E_PORT_BASE ?? 3370) + 3}`;
export default defineConfig({
  testDir: '../e2e',
  testMatch: ['buying.spec.ts', 'consultation.spec.ts'],
  grep: /guest fills a cart|cash on delivery|books a designer call/,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: new URL('../../test-results/cluster-e2e.json', import.meta.url).pathname }],
  ],
  use: { baseURL: base, trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  webServer: {
    command: 'node tests/cluster/e2e-cluster.mjs',
    cwd: new URL('../..', import.meta.url).pathname,
    url: `${base}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
