// Knip (`npm run deps:unused`, a suite of `npm test`): files nothing uses, exports nobody imports,
// packages declared and never used, and packages used but not declared (`unlisted`). Its plugins
// read next, vitest, playwright, eslint, drizzle and graphql-codegen configs for their entry points.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Command-line tools: package.json scripts, and those the README or other scripts run by path.
    'scripts/*.{mjs,ts}',
    // Types of scripts/chromium.mjs for the TypeScript files that import it.
    'scripts/*.d.mts',
    // Run by scripts/bench.mjs and bench/pages.bench.mjs by path.
    'bench/*.bench.{ts,mjs}',
    'bench/grow-cli.ts',
    // The second gateway process and the load client bench/checkout.bench.ts starts by path.
    'bench/checkout-second-server.ts',
    'bench/checkout-client.ts',
    // The bare Next.js page the page benchmark builds beside the store.
    'bench/bare-next/app/**/*.tsx',
    'bench/bare-next/next.config.mjs',
    // The cluster suite, run by scripts/test.mjs with its own vitest config.
    'tests/cluster/vitest.config.ts',
    'tests/cluster/*.test.ts',
    // Its browser journey: npx playwright test -c tests/cluster/playwright.config.ts, which starts the store script.
    'tests/cluster/playwright.config.ts',
    'tests/cluster/e2e-cluster.mjs',
  ],
  // Debian's redis-server package (scripts/test.mjs installs it) for the cluster suite, not an npm binary.
  ignoreBinaries: ['redis-server', 'redis-cli'],
  ignoreDependencies: [
    // src/app/fonts.ts hands their .woff2 files to next/font/local by path, and the invoice
    // (src/api/orders/invoice.ts) reads the Devanagari and Naskh .woff files by path.
    '@fontsource/poppins',
    '@fontsource/playfair-display',
    '@fontsource/noto-serif-devanagari',
    '@fontsource/noto-sans-arabic',
    '@fontsource/noto-naskh-arabic',
  ],
};

export default config;
