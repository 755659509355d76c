import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates the API tests' databases once for the run; each file opens copies (src/test/databases.ts).
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker runs file after file in one process, its modules loaded once (the gateway's schema, PGlite,
    // the seed's data): 2m47 for the whole run against 5m12 with a process a file. Each file still opens
    // databases of its own; nothing a file needs is left in a module by another.
    isolate: false,
    // One worker a core, at least two (an API file waits on its database much of the time).
    maxWorkers: Math.max(2, availableParallelism()),
  },
  resolve: {
    tsconfigPaths: true,
    // graphql 16 has no "exports": Node loads its CJS build for Yoga while Vite would hand our code the
    // .mjs one, and two copies break `instanceof GraphQLError`. Use the one copy Node uses, as tsx does.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
});
