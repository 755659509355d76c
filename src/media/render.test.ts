import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderArtwork, renderVariant } from './render';

const design = {
  palette: { ground: '#1d3557', motif: '#f1faee', border: '#e63946', accent: '#a8dadc' },
  motif: 'lotus' as const,
};

describe('rendering', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'silai-render-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('encodes a file once however many ask for it at the same time', async () => {
    const first = renderVariant(dir, 'category', 'category-test', design, 320, 'webp');
    const second = renderVariant(dir, 'category', 'category-test', design, 320, 'webp');
    expect(second).toBe(first);
    expect(await first).toBe(true);
    expect(await renderVariant(dir, 'category', 'category-test', design, 320, 'webp')).toBe(false);
  });

  it('renders only the formats asked for', async () => {
    expect(await renderArtwork(dir, 'category', 'category-other', design, ['avif'])).toBe(2);
    expect((await readdir(dir)).filter((f) => f.startsWith('category-other')).sort()).toEqual([
      'category-other-320.avif',
      'category-other-640.avif',
    ]);
  });
});
