import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';
import { priceTailoring } from './options';
import { optionPictures } from '../../lib/tailoring-pictures';
import { tailoringSuite, QUOTE, blouseOptions } from '../../test/tailoring-suite';

describe.each(testDatabases())('tailoring prices and checks in the cart on $kind', ({ open }) => {
  const suite = tailoringSuite(open);

  it('prices options from the database and refuses what cannot be made, each with its code', async () => {
    const { db, sareeWithPiece, id } = suite;
    const tx = db.db as Db;
    const service = Number(id.get('classic-blouse-stitching')!.id);
    const ok = await priceTailoring(tx, service, [...blouseOptions].reverse());
    expect(ok).toMatchObject({
      ok: true,
      garment: 'blouse',
      material: 'BLOUSE_PIECE_OR_FABRIC',
      extraMinor: 100_00 + 200_00 + 150_00 + 150_00,
      extraDays: 1,
      metresTenths: 10,
    });
    // In the service's own order, whatever order they were sent in.
    expect(ok.ok && ok.options.map((o) => o.code)).toEqual(blouseOptions);
    expect(ok.ok && ok.options[0]).toMatchObject({
      group: 'front-neck',
      name: { en: 'Sweetheart' },
      priceMinor: 100_00,
      extraDays: 0,
    });

    expect(
      await priceTailoring(tx, service, [
        'front-round',
        'back-round',
        'sleeve-cap',
        'closure-front-hooks',
        'padding-cups',
      ]),
    ).toEqual({
      ok: false,
      code: 'IMPOSSIBLE_COMBINATION',
      option: 'padding-cups',
    });
    expect(
      await priceTailoring(tx, service, [
        'front-round',
        'back-round',
        'sleeve-cap',
        'closure-front-hooks',
        'padding-cups',
        'lining-silk',
      ]),
    ).toMatchObject({ ok: true, extraMinor: 700_00, extraDays: 2 });
    expect(
      await priceTailoring(tx, service, [
        'front-round',
        'back-round',
        'sleeveless',
        'length-full',
        'closure-front-hooks',
      ]),
    ).toMatchObject({ ok: false, code: 'IMPOSSIBLE_COMBINATION', option: 'sleeveless' });
    expect(await priceTailoring(tx, service, ['front-round', 'back-round', 'sleeve-cap'])).toEqual({
      ok: false,
      code: 'MISSING_REQUIRED',
      group: 'closure',
    });
    expect(
      await priceTailoring(tx, service, ['front-round', 'front-v', 'back-round', 'sleeve-cap', 'closure-front-hooks']),
    ).toEqual({ ok: false, code: 'ONE_PER_GROUP', group: 'front-neck' });
    expect(await priceTailoring(tx, service, [...blouseOptions, 'kali-16'])).toEqual({
      ok: false,
      code: 'OPTION_OF_ANOTHER_SERVICE',
      option: 'kali-16',
    });
    expect(await priceTailoring(tx, service, [...blouseOptions, 'gold-plated'])).toEqual({
      ok: false,
      code: 'UNKNOWN_OPTION',
      option: 'gold-plated',
    });
    expect(await priceTailoring(tx, Number(sareeWithPiece), [])).toEqual({ ok: false, code: 'NOT_A_SERVICE' });
    expect(
      await priceTailoring(
        tx,
        service,
        Array.from({ length: 31 }, (_, i) => `x${i}`),
      ),
    ).toEqual({ ok: false, code: 'TOO_MANY_OPTIONS' });
  });

  it('seeds options for all nine services, every option with a drawing and a non-negative price', async () => {
    const { db, server, id } = suite;
    const r = (await db.db.execute(
      sql`select count(distinct service_product_id)::int as n, min(price_minor)::int as p from tailoring_options`,
    )) as unknown as { rows: { n: number; p: number }[] };
    expect(r.rows[0]).toEqual({ n: 9, p: 0 });
    const pictures = (await db.db.execute(sql`select distinct picture from tailoring_options`)) as unknown as {
      rows: { picture: string }[];
    };
    expect(pictures.rows.filter((x) => !(optionPictures as readonly string[]).includes(x.picture))).toEqual([]);
    const services = await db.db.select({ id: products.id }).from(products).where(eq(products.kind, 'service'));
    const q = await gqlAs<{
      tailoringService: {
        garment: string | null;
        groups: { code: string; required: boolean; options: { code: string; picture: string }[] }[];
      };
    }>(
      server,
      null,
      `query S($p: ID!) { tailoringService(productId: $p) { garment groups { code required options { code picture } } } }`,
      { p: id.get('classic-blouse-stitching')!.id },
    );
    expect(q.data.tailoringService.garment).toBe('BLOUSE');
    expect(q.data.tailoringService.groups.map((g) => g.code)).toEqual([
      'front-neck',
      'back-neck',
      'sleeve-style',
      'sleeve-length',
      'lining',
      'padding',
      'closure',
      'latkans',
    ]);
    expect(services.length).toBeGreaterThanOrEqual(9);
  });

  it("prices a lead in the cart as the service plus its options, the browser's price never used", async () => {
    const { sareeWithPiece, id, check, blouse } = suite;
    const service = id.get('classic-blouse-stitching')!;
    const c = await check([
      { id: sareeWithPiece, qty: 1 },
      { ...blouse(), key: 't-b' },
    ]);
    const line = c.lines.find((l) => l.key === 't-b')!;
    expect(line.unitPrice.amount).toBe(service.price + 600_00);
    expect(line.tailoring).toMatchObject({
      problem: null,
      extraDays: 1,
      garment: 'BLOUSE',
      attachTo: sareeWithPiece,
      ownFabric: false,
    });
    expect(c.ok).toBe(true);
    // Two different blouses of one service are two lines.
    const two = await check([
      { id: sareeWithPiece, qty: 2 },
      blouse({}, 't-1'),
      blouse({ options: ['front-round', 'back-round', 'sleeve-cap', 'closure-side-zip'] }, 't-2'),
    ]);
    expect(two.lines.map((l) => [l.key, l.problem])).toEqual([
      [sareeWithPiece, null],
      ['t-1', null],
      ['t-2', null],
    ]);
  });

  it('checks what a lead is made from: a blouse piece, enough metres, a line of this very cart', async () => {
    const { sareeWithPiece, sareeWithout, fabric, check, blouse, kurta } = suite;
    const noPiece = await check([{ id: sareeWithout, qty: 1 }, blouse({ attachTo: sareeWithout })]);
    expect(noPiece.lines[1]!.tailoring!.problem).toBe('NO_BLOUSE_PIECE');
    expect(noPiece.lines[1]!.problem).toBe('TAILORING');
    expect(noPiece.ok).toBe(false);
    // One saree, one blouse piece: a second blouse from it is refused.
    const twice = await check([{ id: sareeWithPiece, qty: 1 }, blouse({}, 't-1'), blouse({}, 't-2')]);
    expect(twice.lines.map((l) => l.tailoring?.problem ?? null)).toEqual([null, null, 'NO_BLOUSE_PIECE']);
    // A blouse from 1 m of fabric is fine.
    expect((await check([{ id: fabric, qty: 1 }, blouse({ attachTo: fabric })])).ok).toBe(true);
    // A kurta: XL needs 3 m; 1 m is refused, 3 m is enough, a salwar from the same 3 m is not.
    expect((await check([{ id: fabric, qty: 1 }, kurta('size-xl', fabric)])).lines[1]!.tailoring).toMatchObject({
      problem: 'NOT_ENOUGH_FABRIC',
      metresNeeded: 3,
    });
    expect((await check([{ id: fabric, qty: 3 }, kurta('size-xl', fabric)])).ok).toBe(true);
    const withSalwar = kurta('size-xl', fabric);
    withSalwar.tailoring!.options.push('bottom-salwar');
    expect((await check([{ id: fabric, qty: 3 }, withSalwar])).lines[1]!.tailoring).toMatchObject({
      problem: 'NOT_ENOUGH_FABRIC',
      metresNeeded: 5.5,
    });
    // Two kurtas on the same 5 m: 2.5 + 3 = 5.5 m is more than there is.
    expect(
      (
        await check([{ id: fabric, qty: 5 }, kurta('size-m', fabric, 't-a'), kurta('size-xl', fabric, 't-b')])
      ).lines.map((l) => l.tailoring?.problem ?? null),
    ).toEqual([null, null, 'NOT_ENOUGH_FABRIC']);
    // A kurta cannot be cut from a saree; a blouse cannot hang from a line that is not in the cart.
    expect(
      (await check([{ id: sareeWithPiece, qty: 1 }, kurta('size-m', sareeWithPiece)])).lines[1]!.tailoring!.problem,
    ).toBe('CANNOT_ATTACH_TO_THIS');
    expect((await check([blouse({ attachTo: fabric })])).lines[0]!.tailoring!.problem).toBe(
      'ATTACHED_LINE_NOT_IN_CART',
    );
    // Neither attached nor own fabric.
    expect((await check([blouse({ attachTo: null, ownFabric: false })])).lines[0]!.tailoring!.problem).toBe(
      'ATTACHMENT_MISSING',
    );
    // Own fabric: fine on its own.
    expect((await check([blouse({ attachTo: null, ownFabric: true })])).ok).toBe(true);
  });

  it('adds the longest turnaround (service days + option days) to the delivery estimate', async () => {
    const { server, meera, home, sareeWithPiece, id, blouse } = suite;
    const plain = await gqlAs<{ checkoutQuote: { tailoringDays: number } }>(server, meera, QUOTE, {
      items: [{ id: sareeWithPiece, qty: 1 }],
      a: home,
    });
    expect(plain.data.checkoutQuote.tailoringDays).toBe(0);
    const service = id.get('classic-blouse-stitching')!;
    const withPadding = blouse({
      options: ['front-round', 'back-round', 'sleeve-cap', 'closure-front-hooks', 'padding-cups', 'lining-silk'],
    });
    const r = await gqlAs<{ checkoutQuote: { ok: boolean; tailoringDays: number } }>(server, meera, QUOTE, {
      items: [{ id: sareeWithPiece, qty: 1 }, withPadding],
      a: home,
    });
    expect(r.data.checkoutQuote).toMatchObject({ ok: true, tailoringDays: (service.turnaround ?? 7) + 2 });
  });
});
