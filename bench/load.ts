import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoadResult = { rps: number; p99: number; errors: number; non2xx: number };

/**
 * Drives a URL with autocannon in a separate process, so the load generator does not share the
 * server's event loop. Bounded: loopback only, fixed duration.
 */
export function autocannon(opts: {
  url: string;
  seconds: number;
  connections: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const args = ['autocannon', '-j', '-c', String(opts.connections), '-d', String(opts.seconds)];
  if (opts.method) args.push('-m', opts.method);
  if (opts.body) args.push('-b', opts.body);
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(opts.url);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
    });
  });
}

export function line(name: string, value: number, unit: string): void {
  console.log(`bench: ${name} ${Number.isInteger(value) ? value : value.toFixed(value < 10 ? 3 : 1)} ${unit}`);
}

/** The bare baseline: what this machine answers right now from a Node http server with no store at all. */
export async function bareHttp(opts: {
  seconds: number;
  connections: number;
  /** The answer to send (a store's answer, to see what its size alone costs); a 26-byte JSON unless given. */
  answer?: { body: Buffer | string; headers: Record<string, string> };
}): Promise<LoadResult> {
  const { answer, ...load } = opts;
  const body = answer?.body ?? '{"data":{"hello":"world"}}';
  const headers = answer?.headers ?? { 'content-type': 'application/json' };
  const bare = createServer((_req, res) => res.writeHead(200, headers).end(body));
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  try {
    return await autocannon({ url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`, ...load });
  } finally {
    bare.close();
  }
}
