// Starts `npm run cluster` for the cluster suite: a private redis-server (so stopping it harms nobody), a
// fresh PostgreSQL database, nginx, two store processes and two notification workers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { Redis } from 'ioredis';
import { parseConfig } from '../../src/config';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { loadAuthKit } from '../../src/api/identity';
import { createShopper, type Shopper } from '../../src/test/shoppers';
import { indiaAddress } from '../../src/test/orders-api';

// CLUSTER_TEST_PORT_BASE moves all four ports (base … base+3), so two runs on one machine never collide.
const portBase = Number(process.env.CLUSTER_TEST_PORT_BASE ?? 3390);
if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65532)
  throw new Error(
    `CLUSTER_TEST_PORT_BASE must be a port from 1024 to 65532, not ${process.env.CLUSTER_TEST_PORT_BASE}`,
  );
export const ports = { redis: portBase, a: portBase + 1, b: portBase + 2, nginx: portBase + 3 };
export const urls = {
  a: `http://127.0.0.1:${ports.a}/graphql`,
  b: `http://127.0.0.1:${ports.b}/graphql`,
  nginx: `http://127.0.0.1:${ports.nginx}/graphql`,
};
/**
 * Phone numbers of the cluster suite: `signIn` is a demo number with a fixed code (AUTH_TEST_OTPS, so held
 * to no 30 s wait between codes); `codeLimit` is not, so the wait is counted for it across processes.
 */
export const phones = { signIn: '+919000000771', enquiry: '+919000000772', codeLimit: '+919000000773' };
/** Limits set lower than the defaults, so a test reaches them in a few requests. */
export const limits = { consultationChanges: 4 };
const databaseUrl = (() => {
  const u = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  u.pathname = `/silai_cluster_test_${process.pid}`;
  return u.toString();
})();

export type Cluster = {
  db: DbHandle;
  /** Every line the cluster printed so far. */
  lines: string[];
  /** The store process on `port` now (the script restarts a dead one under a new pid). */
  pidOf(port: number): number;
  shopper(
    role?: 'customer' | 'designer' | 'admin',
  ): Promise<Shopper & { addressId: string; auth: Record<string, string> }>;
  stopRedis(): void;
  startRedis(): Promise<void>;
  stop(): Promise<void>;
};

async function redisAnswers(): Promise<boolean> {
  const r = new Redis(ports.redis, '127.0.0.1', {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

async function until(pred: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ data: T; errors?: { message: string }[] }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', role: 'anonymous', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!(res.headers.get('content-type') ?? '').includes('json')) throw new Error(`HTTP ${res.status} from nginx`);
  return (await res.json()) as { data: T; errors?: { message: string }[] };
}

export async function startCluster(): Promise<Cluster> {
  let redis: ChildProcess | null = null;
  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(ports.redis), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(redisAnswers, 10_000, 'redis-server');
  };
  await startRedis();
  const admin = new pg.Client({ connectionString: new URL('/postgres', databaseUrl).toString() });
  await admin.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();

  const lines: string[] = [];
  const pids = new Map<number, number>();
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CLUSTER_DATABASE_URL: databaseUrl,
      CLUSTER_REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      CLUSTER_PORTS: `${ports.a},${ports.b}`,
      CLUSTER_NGINX_PORT: String(ports.nginx),
      CLUSTER_WORKERS: '2',
      CLUSTER_DIR: '.data/cluster-test',
      AUTH_TEST_OTPS: `${phones.signIn}:246810`,
      NOTIFY_INTERVAL_MS: '500',
      COD_MAX_INR: '10000000',
      CONSULT_MAX_CHANGES_PER_HOUR: String(limits.consultationChanges),
      MEDIA_PRERENDER: 'false',
    },
  });
  let ready = false;
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (l) => {
      lines.push(l);
      if (process.env.CLUSTER_TEST_VERBOSE || l.startsWith('cluster:')) console.log(l);
      const started = /^cluster: store (\d+) started \(pid (\d+)\)/.exec(l);
      if (started) pids.set(Number(started[1]), Number(started[2]));
      if (l.startsWith('cluster: ready')) ready = true;
    });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await until(() => ready || child.exitCode !== null, 280_000, 'the cluster to be ready');
  if (!ready) throw new Error(`the cluster did not start:\n${lines.slice(-20).join('\n')}`);

  const db = await openDatabase({ url: databaseUrl });
  const kit = await loadAuthKit(db.db, parseConfig({ DATABASE_URL: databaseUrl, NODE_ENV: 'test' }));
  return {
    db,
    lines,
    pidOf: (port) => pids.get(port)!,
    async shopper(role = 'customer') {
      const who = await createShopper(db, { kit }, role);
      const auth = await who.headers();
      const saved = await gql<{ saveAddress: { ok: boolean; address: { id: string } } }>(
        urls.a,
        'mutation S($input: AddressInput!) { saveAddress(input: $input) { ok address { id } } }',
        { input: indiaAddress },
        auth,
      );
      if (!saved.data?.saveAddress.ok) throw new Error(`address not saved: ${JSON.stringify(saved)}`);
      return { ...who, auth, addressId: saved.data.saveAddress.address.id };
    },
    stopRedis: () => void spawnSync('redis-cli', ['-p', String(ports.redis), 'shutdown', 'nosave']),
    startRedis,
    async stop() {
      await db.close();
      child.kill('SIGTERM');
      await exited;
      redis?.kill('SIGTERM');
      const a = new pg.Client({ connectionString: new URL('/postgres', databaseUrl).toString() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Waits until `pred` holds; answers the seconds it took. */
export async function eventually(pred: () => Promise<boolean> | boolean, ms = 10_000): Promise<number> {
  const start = Date.now();
  while (!(await pred())) {
    if (Date.now() - start > ms) throw new Error('did not happen in time');
    await new Promise((r) => setTimeout(r, 100));
  }
  return (Date.now() - start) / 1000;
}
