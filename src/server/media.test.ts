import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaRenderer, type MediaRenderer } from '../api/media/on-demand';
import type { DbHandle } from '../db/client';
import { mediaAssets } from '../db/schema/media';
import { testDatabases } from '../test/databases';
import { serveMedia } from './media';

const design = {
  palette: { ground: '#7a1f2b', motif: '#e9c46a', border: '#264653', accent: '#f4a261' },
  motif: 'paisley' as const,
  view: 'drape' as const,
};

describe.each(testDatabases())('/media renders a missing picture on request on $kind', ({ open }) => {
  let db: DbHandle;
  let root: string;
  let dir: string;
  let media: MediaRenderer;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    db = await open();
    await db.db.insert(mediaAssets).values([
      { key: 'p-test-saree-1', kind: 'product', design },
      { key: 'p-test-saree-2', kind: 'product', design },
    ]);
    root = await mkdtemp(path.join(tmpdir(), 'silai-media-test-'));
    dir = path.join(root, 'media');
    // A file beside the media folder that a crafted name must never reach.
    await writeFile(path.join(root, 'secret-320.webp'), 'secret');
    media = createMediaRenderer(db.db, dir);
    server = createServer((req, res) => void serveMedia(dir, req, res, media.ensure));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
    await rm(root, { recursive: true, force: true });
  });

  const files = () => readdir(dir).catch(() => [] as string[]);

  it('answers 404 for a key no asset has, and renders nothing', async () => {
    const res = await fetch(`${url}/media/p-no-such-saree-1-320.webp`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
    expect(await files()).toEqual([]);
  });

  it('answers 404 for a known key at a width its kind is not rendered at', async () => {
    expect((await fetch(`${url}/media/p-test-saree-1-321.webp`)).status).toBe(404);
    expect(await files()).toEqual([]);
  });

  it.each(['/media/..%2Fsecret-320.webp', '/media/%2E%2E%2Fsecret-320.webp', '/media/../secret-320.webp'])(
    'refuses %s',
    async (p) => {
      const res = await fetch(`${url}${p}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    },
  );

  it('renders a never-rendered picture once for a burst of requests', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${url}/media/p-test-saree-1-640.avif`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.headers.get('content-type'))).toEqual(Array(6).fill('image/avif'));
    // Written once: one file, one modification time behind every answer's ETag.
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    expect(await files()).toEqual(['p-test-saree-1-640.avif']);
  });

  it('warms only the card widths of the pictures given, in the format offered first', async () => {
    expect(await media.prerender(['p-test-saree-2', 'p-no-such-saree-1'])).toBe(2);
    expect((await files()).filter((f) => f.startsWith('p-test-saree-2')).sort()).toEqual([
      'p-test-saree-2-320.webp',
      'p-test-saree-2-640.webp',
    ]);
    expect(await media.prerender(['p-test-saree-2'])).toBe(0);
  });
});
