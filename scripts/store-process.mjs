// How the store's one process is started (`npm start`, and the memory benchmark, which measures it so).
// Measured on PGlite under load (bench/catalogue.bench.ts, rss_under_load_mb): V8 lets garbage pile up
// to hundreds of megabytes when nothing bounds it, and glibc keeps freed memory in per-thread arenas
// (sharp, PGlite's compiler threads); together they doubled the resident size. The old-generation cap
// leaves room for the live heap (about 95 MB idle) and the bounded caches on top of it (catalogue reads,
// kept pages, GraphQL answers); at 192 MB, rendering under load spent its time collecting garbage.

/** Node arguments for the store: server.ts as compiled at build time (scripts/build-server.mjs), not tsx. */
export const storeNodeArgs = ['--max-old-space-size=256', '--max-semi-space-size=2', 'dist/server.mjs'];

/** The environment for the store process: glibc's allocator told to hand memory back. */
export function storeEnv(env) {
  return {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '32768',
    MALLOC_TRIM_THRESHOLD_: '65536',
    ...env,
  };
}
