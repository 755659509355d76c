// The store's boundaries, checked by `npm run deps` and `npm test` (dependency-cruiser). Each rule's
// comment is what a violation prints: which rule, and why it exists.
//
// The parts: data (src/db, one table file per domain), gateway (src/api: the shared core in
// src/api/core, one folder per domain importing only core and other domains' services, the gateway
// files in src/api itself importing the domains), process (src/server, server.ts),
// pages (src/app, src/components), browser plumbing (src/client), generated GraphQL documents and
// types (src/gql), shared rules (src/lib), artwork rendering (src/media).
//
// Domains are the folders in src/api (src/api/core aside, the shared core); scripts/boundaries.mjs also
// fails on a cycle between domains (no-domain-cycle), counting every file in a domain's subfolders as
// the domain's.
//
// Violations that predate a rule are listed, one by one, in .dependency-cruiser-known-violations.json
// (set aside by scripts/boundaries.mjs); remove an entry once fixed. A new violation is never added
// there: fix it.

// Tests and the test harness set up whole stacks on purpose; the layer rules are about the product.
const notTests = ['\\.test\\.tsx?$', '^src/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'no-circular: this file is part of an import cycle. Cycles make load order decide behaviour and ' +
        'tie parts together so neither can change alone: move what both need into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      scope: 'folder',
      comment:
        'no-circular-folders: these folders import each other (possibly through others). A part must ' +
        'depend one way only: move the shared piece down, or invert the dependency with a parameter.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'data-not-to-gateway-pages-browser',
      severity: 'error',
      comment:
        'data-not-to-gateway-pages-browser: src/db (schema, migrations, seed, client) is the bottom ' +
        'layer; it never imports the gateway (src/api), pages (src/app, src/components), browser ' +
        'plumbing (src/client) or the process (src/server). Pass what it needs in as arguments.',
      from: { path: '^src/db/', pathNot: notTests },
      to: { path: ['^src/(api|app|components|client|server)/', '^server\\.ts$'] },
    },
    {
      name: 'gateway-not-to-pages-browser-process',
      severity: 'error',
      comment:
        'gateway-not-to-pages-browser-process: src/api (the GraphQL gateway) never imports pages ' +
        '(src/app, src/components), browser plumbing (src/client) or the process (src/server, ' +
        'server.ts). The process starts the gateway and hands it what it needs, not the other way round.',
      from: { path: '^src/api/', pathNot: notTests },
      to: { path: ['^src/(app|components|client|server)/', '^server\\.ts$'] },
    },
    {
      name: 'browser-only-through-generated-documents',
      severity: 'error',
      comment:
        'browser-only-through-generated-documents: browser plumbing (src/client) reaches the gateway ' +
        'only over GraphQL, with the typed documents in src/gql; it never imports the gateway ' +
        '(src/api), the data layer (src/db), the process (src/server) or artwork rendering (src/media), ' +
        'whose code is server-only.',
      from: { path: '^src/client/', pathNot: notTests },
      to: { path: ['^src/(api|db|server|media)/', '^server\\.ts$'] },
    },
    {
      name: 'pages-only-through-executor',
      severity: 'error',
      comment:
        'pages-only-through-executor: pages (src/app, src/components) reach the gateway through ' +
        'generated documents: over GraphQL in the browser, or with runQuery (src/api/executor.ts) in ' +
        'server components. They never import resolvers, services, tables (src/db), the process ' +
        '(src/server) or artwork rendering (src/media) directly.',
      from: { path: '^src/(app|components)/', pathNot: notTests },
      to: { path: ['^src/(api|db|server|media)/', '^server\\.ts$'], pathNot: '^src/api/executor\\.ts$' },
    },
    {
      name: 'zone-library-server-only',
      severity: 'error',
      comment:
        'zone-library-server-only: browser code (src/client, src/components) and the rest of src/lib ' +
        '(shared with the browser) import neither the Temporal polyfill (6-19 kB gzipped) nor ' +
        "src/lib/zoned-time.ts: zone arithmetic is the server's; dates for people are formatted with " +
        'Intl (src/lib/dates.ts).',
      from: { path: ['^src/(client|components)/', '^src/lib/'], pathNot: [...notTests, '^src/lib/zoned-time\\.ts$'] },
      to: { path: ['^src/lib/zoned-time\\.ts$', 'node_modules/temporal-polyfill/'] },
    },
    {
      name: 'domain-door',
      severity: 'error',
      comment:
        "domain-door: this imports a file inside another domain (src/api/<domain>/). A domain's door, " +
        'src/api/<domain>/index.ts, exports what other domains, the gateway and the process may use; ' +
        'everything else is private to the domain, so it can change without its callers. Import the door, ' +
        'and export from the door what is missing. (Only src/api/schema.ts, which joins the domains, loads ' +
        'their schema files; src/api/core is shared, not a domain.)',
      from: { path: '^(?:src/api/([^/]+)/|(?!src/api/[^/]+/))', pathNot: ['^src/api/schema\\.ts$', ...notTests] },
      to: { path: '^src/api/(?!core/)[^/]+/', pathNot: ['^src/api/$1/', '^src/api/[^/]+/index\\.ts$'] },
    },
    {
      name: 'domains-not-to-workflow',
      severity: 'error',
      comment:
        'domains-not-to-workflow: a domain imports the checkout workflow (src/api/checkout), which ' +
        'calls the domains through their doors. The workflow sits above them: a domain that needs it ' +
        'would make a cycle. Hand the domain what it needs as an argument, or move the step into checkout.',
      from: { path: '^src/api/(?!checkout/)[^/]+/', pathNot: notTests },
      to: { path: '^src/api/checkout/' },
    },
    {
      name: 'gateway-only-from-process',
      severity: 'error',
      comment:
        'gateway-only-from-process: only the process (src/server, server.ts), the command-line tools ' +
        '(scripts), the benchmarks (bench) and tests import the gateway (src/api); pages reach it through ' +
        'src/api/executor.ts. Shared rules (src/lib), translation (src/i18n), artwork (src/media) and the ' +
        'rest never do: what both sides need lives in src/lib.',
      from: {
        pathNot: [
          '^src/(api|server|app|components|client|db)/',
          '^server\\.ts$',
          '^(scripts|bench|tests)/',
          ...notTests,
        ],
      },
      to: { path: '^src/api/' },
    },
    {
      name: 'domain-tables',
      severity: 'error',
      comment:
        'domain-tables: a gateway domain (src/api/<domain>/) owns the tables in ' +
        'src/db/schema/<domain>.ts and imports no other schema file (src/db/schema/localized.ts, the ' +
        "column helpers, excepted), nor the src/db/schema barrel: another domain's tables are reached " +
        "through that domain's service, so each table has one owner and one set of rules.",
      from: { path: '^src/api/([^/]+)/', pathNot: notTests },
      to: { path: '^src/db/schema/', pathNot: ['^src/db/schema/$1\\.ts$', '^src/db/schema/localized\\.ts$'] },
    },
    {
      name: 'schema-files-reference-only',
      severity: 'error',
      comment:
        'schema-files-reference-only: a table file in src/db/schema may import another table file (a ' +
        'foreign key is declared with .references() on the other table), the column helpers and the ' +
        'artwork types (src/media/artwork.ts) its columns hold and the shared rules (src/lib: status lists ' +
        'for CHECK constraints), but never the barrel (index.ts, for drizzle-kit, migrations, the seed and ' +
        'tests) nor any other part of the store.',
      from: { path: '^src/db/schema/[^/]+\\.ts$', pathNot: ['^src/db/schema/index\\.ts$', ...notTests] },
      to: {
        path: '^src/',
        pathNot: ['^src/db/schema/(?!index\\.ts$)[^/]+\\.ts$', '^src/media/artwork\\.ts$', '^src/lib/'],
      },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment:
        'no-orphans: nothing imports this module and it is no entry point (a Next.js route file, a ' +
        'test, a CLI): it is dead code. Delete it, or import it where it is meant to be used.',
      from: {
        orphan: true,
        path: '^src/',
        pathNot: [
          '\\.test\\.tsx?$',
          '\\.d\\.ts$',
          // Next.js route files: the framework imports them.
          '^src/app.*/(page|layout|error|global-error|not-found|loading|template|default|route|robots|sitemap|manifest|icon|opengraph-image)\\.tsx?$',
          // Command-line entry points (package.json scripts).
          '^src/db/(migrate-cli|seed/cli)\\.ts$',
          // Written by `npm run codegen`.
          '^src/gql/',
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'not-to-unresolvable: this import resolves to nothing (a typo, a moved file, or a package ' +
        'that is not installed).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment:
        'no-non-package-json: this package is imported but not declared in package.json; it is only ' +
        'there because another package brought it, and can vanish or change version with that ' +
        'package. Add it to dependencies (or devDependencies for tooling and tests).',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment:
        'not-to-dev-dep: code that runs in the store (src/, server.ts) imports a devDependency, which ' +
        'a production install leaves out. Move the package to dependencies, or the code to a test.',
      from: { path: ['^src/', '^server\\.ts$'], pathNot: notTests },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Test files are left out: nothing imports them (no cycle runs through one), they may reach any
    // part to set a stack up, and with them in, every folder that has a test would seem to depend
    // on the test harness (src/test) and back. Knip checks their imports (`npm run deps`).
    exclude: {
      path: [
        '\\.(test|spec)\\.tsx?$',
        '(^|/)\\.next/',
        '^bench/results/',
        '^bench/bare-next/',
        '^test-results/',
        '^\\.data',
      ],
    },
    // `import type` counts: a type is knowledge of the other part, and TypeScript's cycles too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
