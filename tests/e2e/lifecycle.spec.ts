import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storeEnv, storeNodeArgs } from '../../scripts/store-process.mjs';

// A second store process of our own, to stop and start it: SIGTERM, restart, bad settings. Started as
// `npm start` starts it: the server compiled at build time (the journeys' stores run the same build).
let port = 0;

test.beforeAll(async () => {
  port = await new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
});

function startStore(
  dataDir: string,
  extra: Record<string, string> = {},
): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, storeNodeArgs, {
    env: storeEnv({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...extra,
    }),
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

async function waitHealthy(): Promise<void> {
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
  await expect.poll(healthy, { message: 'store did not become healthy', intervals: [500], timeout: 60_000 }).toBe(true);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

test('stops cleanly on SIGTERM and keeps its data across a restart', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-life-'));
  try {
    const first = startStore(dataDir);
    await waitHealthy();
    const q = () =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ banners { slug } }' }),
      }).then((r) => r.json());
    const before = await q();
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = startStore(dataDir);
    await waitHealthy();
    expect(await q()).toEqual(before);
    expect(second.output()).toContain('"renderedImages":0');
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('an invalid setting stops the start with a message naming it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-life-'));
  try {
    const bad = startStore(dataDir, { PORT: 'eighty' });
    expect(await exited(bad.child)).toBe(78);
    expect(bad.output()).toMatch(/Invalid settings:\s+PORT:/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
