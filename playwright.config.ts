import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// Each worker visits a store of its own (its own port, data and log): the journeys were written for one
// store visited by one shopper at a time, and stay that way within a worker. A worker and its store take
// about a core, so there are as many as the machine has cores (at least two, at most six; E2E_WORKERS
// overrides). The config is loaded again in each worker, where TEST_PARALLEL_INDEX says which store is its own.
const basePort = Number(process.env.E2E_PORT ?? 3100);
const workers = Number(process.env.E2E_WORKERS ?? Math.min(6, Math.max(2, availableParallelism())));
const portOf = (i: number) => basePort + 10 * i;
// Where scripts/e2e-server.mjs copies the server's output; the journeys read sign-in codes from it.
const logOf = (p: number) => path.join(tmpdir(), `silai-e2e-server-${p}.log`);
const port = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_PORT = String(port);
process.env.E2E_SERVER_LOG = logOf(port);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // CI's output is all that is kept of a run there; tracing every test would only cost CPU.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${portOf(i)}/healthz`,
    env: { E2E_PORT: String(portOf(i)), E2E_SERVER_LOG: logOf(portOf(i)) },
    reuseExistingServer: false,
    // The stores start at once, each granting its staff first (one process, one PGlite start).
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
