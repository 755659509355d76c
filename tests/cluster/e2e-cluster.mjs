// The store the cluster's browser journey visits (tests/cluster/playwright.config.ts): `npm run cluster`
// on a private redis-server and a fresh database, with the journeys' staff granted first.
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';

// CLUSTER_E2E_PORT_BASE moves the four ports (default 3370) and names the database after them, so two
// checkouts can run the journeys side by side on one PostgreSQL.
const base = Number(process.env.CLUSTER_E2E_PORT_BASE ?? 3370);
const redisPort = base;
const dbName = base === 3370 ? 'silai_cluster_e2e' : `silai_cluster_e2e_${base}`;
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();
const admin = new pg.Client({ connectionString: new URL('/postgres', databaseUrl).toString() });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();

const redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
  stdio: 'ignore',
});
const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
const once = (args) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
once(['src/db/seed/cli.ts']);
once(['scripts/user-grant.ts', '+919000000009', 'admin', '+919000000008', 'admin', '+919000000032', 'designer']);

const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CLUSTER_DATABASE_URL: databaseUrl,
    CLUSTER_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    CLUSTER_PORTS: `${base + 1},${base + 2}`,
    CLUSTER_NGINX_PORT: String(base + 3),
    CLUSTER_DIR: `.data/cluster-e2e-${base}`,
    MEDIA_PRERENDER: 'false',
    LOG_LEVEL: 'warn',
    AUTH_TEST_OTPS:
      '+919000000004:222333,+919000000005:333444,+919000000006:444555,+919000000009:999000,+919000000008:888000,+919000000031:310031,+919000000032:320032',
  },
});
process.on('SIGTERM', () => cluster.kill('SIGTERM'));
process.on('SIGINT', () => cluster.kill('SIGTERM'));
cluster.on('exit', (code) => {
  redis.kill('SIGTERM');
  process.exit(code ?? 0);
});
