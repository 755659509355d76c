import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The cluster suite (scripts/test.mjs runs it when DATABASE_URL is set): one cluster, its tests in order.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
  resolve: {
    tsconfigPaths: true,
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
});
