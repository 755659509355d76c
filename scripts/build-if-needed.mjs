// Builds the pages when no build exists or a source file is newer than it, and the server's JavaScript
// (scripts/build-server.mjs) likewise. Used by `npm start`, `npm run build` and the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverBundle } from './build-server.mjs';

const inputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
const serverInputs = ['src', 'server.ts', 'package-lock.json', 'tsconfig.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const e of readdirSync(p)) {
    if (e === 'node_modules' || e.startsWith('.')) continue;
    m = Math.max(m, newest(path.join(p, e)));
  }
  return m;
}

const builtAt = (stamp) => (existsSync(stamp) ? statSync(stamp).mtimeMs : 0);

/** Compiles server.ts when dist/server.mjs is missing or older than a source (about a second). */
export async function buildServerIfNeeded() {
  const built = builtAt(serverBundle);
  if (built && built >= Math.max(...serverInputs.map(newest))) return;
  await buildServer();
}

export async function buildIfNeeded() {
  await buildServerIfNeeded();
  const built = builtAt('.next/BUILD_ID');
  const changed = Math.max(...inputs.map(newest));
  if (built && built >= changed) return;
  console.log(
    built ? 'Sources changed since the last build: building…' : 'No build yet: building the store (about a minute)…',
  );
  const r = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIfNeeded();
