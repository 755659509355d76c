import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { mediaAssets } from '../db/schema/media';
import { testDatabases } from '../test/databases';
import { startTestServer, type TestServer } from '../test/gateway-server';
import { createShopper, type Shopper } from '../test/shoppers';
import { imageFormats, imageKinds, mediaFileName, mediaNamePattern } from '../media/variants';

/** A JPEG carrying EXIF (camera, GPS-like fields) and an orientation, as a phone would send it. */
const cameraJpeg = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#a03050' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Silai test camera', Copyright: 'secret' } } })
    .toBuffer();

describe.each(testDatabases())('admin picture upload on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Shopper;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    admin = await createShopper(db, server, 'admin');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const post = async (body: Buffer, headers: Record<string, string>) => {
    const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: new Uint8Array(body), headers });
    return { status: res.status, json: (await res.json()) as { key?: string; error?: string; width?: number } };
  };
  const posted = async (body: Buffer) => post(body, await admin.headers());

  it('refuses anonymous, shoppers, designers and a shopper asking for the admin role', async () => {
    const jpeg = await cameraJpeg();
    const shopper = await createShopper(db, server);
    const designer = await createShopper(db, server, 'designer');
    for (const headers of [{}, await shopper.headers(), await designer.headers()])
      expect(await post(jpeg, headers)).toEqual({ status: 403, json: { error: 'FORBIDDEN' } });
    expect((await post(jpeg, { ...(await shopper.headers()), role: 'admin' })).status).toBe(403);
    expect(
      await db.db
        .select()
        .from(mediaAssets)
        .where(eq(mediaAssets.kind, 'product'))
        .then((r) => r.some((a) => a.key.startsWith('up-'))),
    ).toBe(false);
  });

  it('takes a JPEG: upright, every rendition at 4:5 with no metadata, its design and audit recorded', async () => {
    const { status, json } = await posted(await cameraJpeg());
    expect(status).toBe(201);
    const key = json.key!;
    expect(key).toMatch(/^up-[0-9a-f]{24}$/);
    // Orientation 6 turns the 600x400 picture upright: 400x600.
    expect(json).toMatchObject({ width: 400, height: 600 });
    for (const width of imageKinds.product.widths)
      for (const format of imageFormats) {
        const name = mediaFileName(key, width, format);
        expect(name).toMatch(mediaNamePattern);
        const meta = await sharp(await readFile(path.join(server.mediaDir, name))).metadata();
        expect([meta.width, meta.height, meta.format === 'heif' ? 'avif' : meta.format]).toEqual([
          width,
          Math.round(width / imageKinds.product.aspect),
          format,
        ]);
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    const served = await fetch(`${server.url}/media/${mediaFileName(key, 320, 'webp')}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).includes('Silai test camera')).toBe(false);
    // The stripped original is kept, but never served.
    expect((await fetch(`${server.url}/media/${key}.source.webp`)).status).toBe(404);
    const [asset] = await db.db.select().from(mediaAssets).where(eq(mediaAssets.key, key));
    expect(asset).toMatchObject({ kind: 'product', design: { source: `${key}.source.webp` } });
    const audit = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media'), eq(auditLog.entityId, key)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'upload' });

    // A rendition lost from the disk is cut again from the kept original on its first request.
    await rm(path.join(server.mediaDir, mediaFileName(key, 640, 'avif')));
    const again = await fetch(`${server.url}/media/${mediaFileName(key, 640, 'avif')}`);
    expect(again.status).toBe(200);
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('takes PNG, WebP and AVIF', async () => {
    const base = () => sharp({ create: { width: 320, height: 400, channels: 4, background: '#205080ff' } });
    for (const body of [await base().png().toBuffer(), await base().webp().toBuffer(), await base().avif().toBuffer()])
      expect((await posted(body)).status).toBe(201);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF picture, writing nothing', async () => {
    const before = (await readdir(server.mediaDir)).length;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await posted(pdf)).toEqual({ status: 415, json: { error: 'NOT_AN_IMAGE' } });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><script>alert(1)</script><rect width="400" height="500"/></svg>',
    );
    const svgAnswer = await posted(svg);
    expect(svgAnswer).toEqual({ status: 415, json: { error: 'UNSUPPORTED_FORMAT' } });
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await posted(gif)).toEqual({ status: 415, json: { error: 'UNSUPPORTED_FORMAT' } });
    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await posted(tiny)).toEqual({ status: 422, json: { error: 'TOO_SMALL' } });
    // A truncated JPEG: its header reads, its body does not.
    const broken = (await cameraJpeg()).subarray(0, 600);
    expect((await posted(broken)).status).toBe(415);
    expect(await posted(Buffer.alloc(0))).toEqual({ status: 400, json: { error: 'EMPTY' } });
    expect((await readdir(server.mediaDir)).length).toBe(before);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    // 100 megapixels of one colour: a small file that would take 300 MB to decode.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await posted(bomb)).toEqual({ status: 413, json: { error: 'TOO_MANY_PIXELS' } });
  });

  it('refuses a body over 10 MB with 413, declared or counted as it arrives', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const declared = await fetch(`${server.url}/api/admin/media`, {
      method: 'POST',
      body: new Uint8Array(big),
      headers: await admin.headers(),
    }).then(
      (r) => r.status,
      () => 'closed',
    );
    expect(declared).toBe(413);
    // Chunked: no length to read, so the count stops it.
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent++ < 12) c.enqueue(new Uint8Array(1024 * 1024));
        else c.close();
      },
    });
    const counted = await fetch(`${server.url}/api/admin/media`, {
      method: 'POST',
      body: stream,
      headers: await admin.headers(),
      duplex: 'half',
    } as RequestInit).then(
      (r) => r.status,
      () => 'closed',
    );
    expect(counted).toBe(413);
  });
});
