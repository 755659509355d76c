// Cold start: the store process as `npm start` runs it (dist/server.mjs, scripts/store-process.mjs),
// from spawn to its first answer to the product listing, on PGlite and (with DATABASE_URL) PostgreSQL;
// the first start of a fresh database (migrations and seed included) and a restart on it; the resident
// memory once it has answered. BENCH_COLD_TSX=1 starts server.ts through tsx beside it, interleaved (how
// the store started before it was compiled at build time).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { storeEnv, storeNodeArgs } from '../scripts/store-process.mjs';
import { line } from './load';

const port = Number(process.env.BENCH_PORT ?? 3300);
const rounds = Number(process.env.BENCH_COLD_ROUNDS ?? 2);
const base = `http://127.0.0.1:${port}`;
const ways: [string, string[]][] = [['', storeNodeArgs]];
if (process.env.BENCH_COLD_TSX === '1')
  ways.push([
    'tsx_',
    storeNodeArgs.map((a) => (a === 'dist/server.mjs' ? 'server.ts' : a)).toSpliced(2, 0, '--import', 'tsx'),
  ]);

const listing = JSON.stringify({
  query: '{ products(perPage: 24, sort: FEATURED) { total items { id slug name price { amount currency } } } }',
});

if (spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' }).status !== 0)
  throw new Error('the store did not build');

/** Milliseconds from spawn to the first listing answer, and the resident MB then. */
async function coldStart(args: string[], env: Record<string, string>): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: storeEnv({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      MEDIA_PRERENDER: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    }),
  });
  try {
    for (;;) {
      const ok = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', role: 'anonymous' },
        body: listing,
      }).then(
        async (r) => r.ok && ((await r.json()) as { data?: unknown }).data !== undefined,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000 || child.exitCode !== null) throw new Error('the store did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
    return { ms: performance.now() - started, rssMb: rssMb(child) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

type Kind = { kind: string; fresh(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> };
const kinds: Kind[] = [
  {
    kind: 'pglite',
    async fresh() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-cold-'));
      return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true }) };
    },
  },
];
const adminUrl = process.env.DATABASE_URL;
if (adminUrl)
  kinds.push({
    kind: 'postgres',
    async fresh() {
      const name = `silai_cold_${randomBytes(4).toString('hex')}`;
      const admin = async (sql: string) => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(sql).finally(() => c.end());
      };
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-cold-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        drop: async () => {
          rmSync(dataDir, { recursive: true });
          await admin(`drop database if exists ${name} with (force)`);
        },
      };
    },
  });

const results = new Map<string, number[]>();
const keep = (name: string, v: number) => results.set(name, [...(results.get(name) ?? []), v]);
for (let round = 0; round < rounds; round++)
  for (const { kind, fresh } of kinds)
    for (const [prefix, args] of ways) {
      const db = await fresh();
      try {
        const first = await coldStart(args, db.env);
        const again = await coldStart(args, db.env);
        keep(`cold_start_${prefix}first_${kind}_ms`, first.ms);
        keep(`cold_start_${prefix}${kind}_ms`, again.ms);
        keep(`cold_start_${prefix}rss_${kind}_mb`, again.rssMb);
      } finally {
        await db.drop();
      }
    }
// The median of the rounds (the lowest and highest beside it).
for (const [name, values] of results) {
  const sorted = values.toSorted((a, b) => a - b);
  line(name, Math.round(sorted[Math.floor(sorted.length / 2)]!), name.endsWith('_mb') ? 'MB' : 'ms');
  console.log(`bench: (${name} range ${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)})`);
}
