// `npm run cluster`: the deployment of docs/DEPLOY.md on one machine, for trying it. nginx (from Debian's
// package) in front of two store processes and the notification worker, on the local PostgreSQL (its own
// database, silai_cluster) and Redis. A store process that dies is started again, as systemd would.
// Settings: CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL, CLUSTER_PORTS (3301,3302), CLUSTER_NGINX_PORT (8300),
// CLUSTER_WORKERS (1), CLUSTER_DIR (.data/cluster); anything else in the environment reaches every process.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildIfNeeded } from './build-if-needed.mjs';
import { storeEnv, storeNodeArgs } from './store-process.mjs';
import { checkRedis, ensureDatabase, nginxBinary, writeNginxConfig } from './cluster-parts.mjs';

const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/silai_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = (process.env.CLUSTER_PORTS ?? '3301,3302').split(',').map(Number);
const nginxPort = Number(process.env.CLUSTER_NGINX_PORT ?? 8300);
const workers = Number(process.env.CLUSTER_WORKERS ?? 1);
const dir = path.resolve(process.env.CLUSTER_DIR ?? '.data/cluster');
const say = (text) => console.log(`cluster: ${text}`);
const fail = (text) => {
  console.error(`cluster: ${text}`);
  process.exit(1);
};

const nginx = nginxBinary();
if (!nginx) fail("nginx is missing. Install Debian's package: sudo apt-get install -y nginx (or set NGINX_PATH).");
try {
  await ensureDatabase(databaseUrl);
  await checkRedis(redisUrl);
} catch (e) {
  fail(e.message);
}

const publicUrl = `http://localhost:${nginxPort}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  CLUSTER: 'true',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dir,
  // One directory for every process: a picture rendered by one is served by all.
  MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(dir, 'media'),
  NOTIFY_WORKER: 'off',
  // nginx reaches the stores from loopback; only it may name the shopper's address.
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl,
  ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? `http://127.0.0.1:${nginxPort}`,
};

await buildIfNeeded();
// Migrations and the demo catalogue, once, before any process starts (the processes refuse an unmigrated database).
say('preparing the database (npm run db:prepare)');
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], { stdio: 'inherit', env });
if (prepared.status !== 0) fail('npm run db:prepare failed');

const children = new Map();
let stopping = false;

/** Prefixes a child's lines with its name, so one terminal shows the whole cluster. */
function pipeLines(stream, name, out) {
  createInterface({ input: stream }).on('line', (l) => out.write(`[${name}] ${l}\n`));
}

/** Runs `args` as `name`, starting it again a second after it dies (unless it refused its settings). */
function supervise(name, args, extra = {}) {
  const child = spawn(process.execPath, args, {
    env: storeEnv({ ...env, ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  say(`${name} started (pid ${child.pid})`);
  pipeLines(child.stdout, name, process.stdout);
  pipeLines(child.stderr, name, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    if (code === 78) return void shutdown(`${name} refused its settings (exit 78)`, 1);
    say(`${name} exited (${signal ?? `code ${code}`}); restarting`);
    setTimeout(() => stopping || supervise(name, args, extra), 1000);
  });
}

for (const port of ports) supervise(`store ${port}`, storeNodeArgs, { PORT: String(port) });
for (let i = 1; i <= workers; i++) supervise(`worker ${i}`, ['--import', 'tsx', 'src/server/notify-worker.ts']);

const conf = writeNginxConfig(dir, nginxPort, ports);
const test = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'inherit' });
if (test.status !== 0) await shutdown(`nginx refused ${conf}`, 1);
const proxy = spawn(nginx, ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
children.set('nginx', proxy);
proxy.on('exit', (code) => {
  children.delete('nginx');
  if (!stopping) void shutdown(`nginx exited (code ${code})`, 1);
});

async function healthy(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 180_000;
for (const url of [...ports.map((p) => `http://127.0.0.1:${p}/healthz`), `http://127.0.0.1:${nginxPort}/healthz`]) {
  while (!(await healthy(url))) {
    if (stopping) break;
    if (Date.now() > deadline) await shutdown(`${url} did not answer within 180 s`, 1);
    await new Promise((r) => setTimeout(r, 500));
  }
}
if (!stopping) say(`ready on ${publicUrl} (nginx ${nginxPort} → stores ${ports.join(', ')}; ${workers} worker(s))`);

async function shutdown(reason, code = 0) {
  if (stopping) return;
  stopping = true;
  say(`stopping: ${reason}`);
  const exits = [...children.values()].map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))));
  for (const [name, c] of children) c.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  const late = setTimeout(() => [...children.values()].forEach((c) => c.kill('SIGKILL')), 20_000);
  await Promise.all(exits);
  clearTimeout(late);
  say('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
