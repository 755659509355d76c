// Compiles the store's server (server.ts and everything of src/ it imports) into one JavaScript file,
// dist/server.mjs, so `npm start` and the journeys' store run no TypeScript compiler at start (tsx
// compiled each module as it was first imported, which lengthened every cold start: BENCHMARKS.md).
// Packages stay outside the bundle and load from node_modules as before; files the store reads at run
// time (migrations, translations, fonts) are found from the working directory, as under tsx.
import { renameSync } from 'node:fs';
import { build } from 'esbuild';

export const serverBundle = 'dist/server.mjs';

export async function buildServer() {
  // Written beside and renamed into place: two journeys' stores starting at once may both build it,
  // and neither may load a half-written file.
  const tmp = `${serverBundle}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: ['server.ts'],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  renameSync(tmp, serverBundle);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
