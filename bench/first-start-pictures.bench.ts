// What a first start spends on pictures, and what a picture nobody has asked for yet costs its first
// shopper: a fresh PGlite database and an empty media folder, the seed (the home page's pictures) and the
// background warm-up (the first listing page's cards), each counted and timed; then GETs for renditions
// never rendered, through the /media handler. Beside it the number of files the earlier start rendered
// (every width of every picture in both formats) and their encode time estimated from a sample.
//   node --import tsx bench/first-start-pictures.bench.ts
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstListingPictureKeys } from '../src/api/catalog';
import { createMediaRenderer } from '../src/api/media';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { mediaAssets } from '../src/db/schema/media';
import { seed } from '../src/db/seed';
import { firstFormat } from '../src/lib/media-url';
import { renderVariant } from '../src/media/render';
import { imageFormats, imageKinds, mediaFileName, type ImageKind } from '../src/media/variants';
import { serveMedia } from '../src/server/media';

const line = (name: string, value: number | string, unit: string) => console.log(`bench: ${name} ${value} ${unit}`);
const root = await mkdtemp(path.join(tmpdir(), 'silai-pictures-bench-'));
const dir = path.join(root, 'media');
const db = await openDatabase({ memory: true });
try {
  await runMigrations(db);
  let t0 = performance.now();
  const { images } = await seed(db, dir);
  const seedSeconds = (performance.now() - t0) / 1000;
  const media = createMediaRenderer(db.db, dir);
  t0 = performance.now();
  const keys = await firstListingPictureKeys(db.db);
  const warmed = await media.prerender(keys);
  const warmSeconds = (performance.now() - t0) / 1000;
  const files = (await readdir(dir)).length;
  line('first_start_pictures_rendered', files, 'files');
  line('first_start_seed_with_home_pictures', `${images} files ${seedSeconds.toFixed(1)}`, 's');
  line('first_start_pictures_background', `${warmed} files ${warmSeconds.toFixed(1)}`, 's');

  // The home page's pictures alone, as the seed renders them now (the format offered first) and before (both).
  const assets = await db.db.select().from(mediaAssets);
  const home = assets.filter((a) => a.key.startsWith('banner-') || a.key.startsWith('category-'));
  for (const [name, both] of [
    ['first_start_home_pictures', false],
    ['earlier_first_start_home_pictures', true],
  ] as const) {
    const homeDir = path.join(root, name);
    let n = 0;
    t0 = performance.now();
    for (const a of home)
      for (const w of imageKinds[a.kind as ImageKind].widths)
        for (const f of both ? imageFormats : [firstFormat(a.key)]) {
          await renderVariant(homeDir, a.kind as ImageKind, a.key, a.design, w, f);
          n++;
        }
    line(name, `${n} files ${((performance.now() - t0) / 1000).toFixed(1)}`, 's');
  }

  // The earlier start: every width of every picture in both formats. Timed on every 40th picture.
  const all = assets.reduce((n, a) => n + imageKinds[a.kind as ImageKind].widths.length * imageFormats.length, 0);
  const sampleDir = path.join(root, 'sample');
  let sampled = 0;
  t0 = performance.now();
  for (const a of assets.filter((_, i) => i % 40 === 0)) {
    for (const w of imageKinds[a.kind as ImageKind].widths)
      for (const f of imageFormats) {
        await renderVariant(sampleDir, a.kind as ImageKind, a.key, a.design, w, f);
        sampled++;
      }
  }
  const perFile = (performance.now() - t0) / 1000 / sampled;
  line('earlier_first_start_pictures_rendered', all, 'files');
  line('earlier_first_start_pictures_estimated', (all * perFile).toFixed(0), `s (${sampled} sampled)`);

  // A never-rendered rendition's first answer, through the /media handler (lookup, encode, write, send).
  const server = createServer((req, res) => void serveMedia(dir, req, res, media.ensure));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cold = async (names: string[]) => {
    const ms: number[] = [];
    for (const name of names) {
      const s = performance.now();
      const res = await fetch(`${base}/media/${name}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    return ms[Math.floor(ms.length / 2)]!;
  };
  const unwarmed = assets.filter((a) => a.kind === 'product' && !keys.includes(a.key)).slice(0, 7);
  for (const width of [320, 720, 960])
    line(
      `media_first_answer_product_${width}_median`,
      (await cold(unwarmed.map((a) => mediaFileName(a.key, width, firstFormat(a.key))))).toFixed(0),
      'ms',
    );
  const s = performance.now();
  const hit = await fetch(`${base}/media/${mediaFileName(unwarmed[0]!.key, 960, firstFormat(unwarmed[0]!.key))}`);
  await hit.arrayBuffer();
  line('media_rendered_answer_product_960', (performance.now() - s).toFixed(1), 'ms');
  server.close();
  const bytes = await Promise.all((await readdir(dir)).map((f) => stat(path.join(dir, f)).then((i) => i.size)));
  line(
    'first_start_pictures_bytes',
    bytes.reduce((a, b) => a + b, 0),
    'B',
  );
} finally {
  await db.close();
  await rm(root, { recursive: true, force: true });
}
