// The pieces `npm run cluster` checks and writes: nginx's configuration for this run (deploy/nginx/silai.conf
// with this run's ports), and the clear error when nginx, PostgreSQL or Redis is missing.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

/** nginx's binary, or null (Debian: /usr/sbin/nginx from the `nginx` package). */
export function nginxBinary() {
  for (const p of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'])
    if (p && existsSync(p)) return p;
  return null;
}

const modulesDir = '/etc/nginx/modules-enabled';
const brotliLoaded = () => existsSync(modulesDir) && readdirSync(modulesDir).some((f) => f.includes('brotli'));

/** Debian's enabled modules, their paths made absolute (they are relative to the package's prefix). */
function modulesLoaded() {
  if (!existsSync(modulesDir)) return '';
  return readdirSync(modulesDir)
    .filter((f) => f.endsWith('.conf'))
    .map((f) =>
      readFileSync(path.join(modulesDir, f), 'utf8').replace(
        /load_module modules\//g,
        'load_module /usr/share/nginx/modules/',
      ),
    )
    .join('');
}

/**
 * Writes `<dir>/nginx.conf` for a private nginx (its own pid, logs and temp files under `dir`) serving
 * deploy/nginx/silai.conf on `listen` in front of `ports`. Answers the file's path.
 */
export function writeNginxConfig(dir, listen, ports) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  let site = readFileSync('deploy/nginx/silai.conf', 'utf8');
  // The upstream's `server` lines become this run's ports.
  site = site.replace(/(?:\n {4}server 127\.0\.0\.1:\d+[^\n]*;)+/, () =>
    ports.map((p) => `\n    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join(''),
  );
  site = site.replace(/listen 80;/, `listen 127.0.0.1:${listen};`).replace(/\n\s*listen \[::\]:80;/, '');
  const brotli = brotliLoaded() ? readFileSync('deploy/nginx/silai-brotli.conf', 'utf8') : '';
  site = site.replace(/# include [^\n]*silai-brotli\.conf;[^\n]*/, brotli.replace(/^#.*\n/gm, ''));
  writeFileSync(path.join(dir, 'silai.conf'), site);
  const temp = (name) => path.join(dir, `tmp-${name}`);
  const main = `${modulesLoaded()}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${path.join(dir, 'logs', 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${path.join(dir, 'silai.conf')};
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/** Creates the cluster's database when it is missing; throws a message naming PostgreSQL when unreachable. */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL is not reachable at ${admin.host} (${e.message}). Install and start it: sudo apt-get install -y postgresql, or set CLUSTER_DATABASE_URL.`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** Throws a message naming Redis when nothing answers PING at `url`. */
export async function checkRedis(url) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    throw new Error(
      `Redis is not reachable at ${url} (${e.message}). Install and start it: sudo apt-get install -y redis-server, or set CLUSTER_REDIS_URL.`,
    );
  } finally {
    client.disconnect();
  }
}
