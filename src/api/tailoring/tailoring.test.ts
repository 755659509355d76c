import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { measurementProfiles } from '../../db/schema/measurements';
import { orderTailoringLines } from '../../db/schema/tailoring';
import { startTestServer, testClock, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { countRows, setStock } from '../../test/buying-fixtures';
import { addAddress, newKey, PLACE, type PlaceShape } from '../../test/orders-api';
import { withBlousePiece } from '../catalog/blouse-piece';
import { priceTailoring } from './options';
import { optionPictures } from '../../lib/tailoring-pictures';
import { measurementFields, type MeasurementGarment } from '../../lib/measurements';

const CHECK = `query C($items: [CartItemInput!]!) { cartCheck(items: $items) { ok subtotal { amount }
  lines { id key qty problem unitPrice { amount } tailoring { problem problemDetail extraDays metresNeeded garment ownFabric attachTo options { code price { amount } } } } } }`;
const QUOTE = `query Q($items: [CartItemInput!]!, $a: ID!) { checkoutQuote(items: $items, addressId: $a) { ok refusal tailoringDays total { amount } } }`;
const PLACE_T = PLACE.replace(
  'problems { id qty available problem }',
  'problems { id key problem tailoring { problem } }',
);

type Line = {
  id: string;
  key: string;
  qty: number;
  problem: string | null;
  unitPrice: { amount: number };
  tailoring: {
    problem: string | null;
    problemDetail: string | null;
    extraDays: number;
    metresNeeded: number;
    garment: string | null;
    ownFabric: boolean;
    attachTo: string | null;
    options: { code: string; price: { amount: number } }[];
  } | null;
};
type Item = {
  id: string;
  qty: number;
  key?: string;
  tailoring?: {
    options: string[];
    attachTo?: string | null;
    ownFabric?: boolean;
    measurement?: { kind: string; profileId?: string } | null;
  };
};

/** A complete, plausible set of figures for a garment (the middle of every range). */
const complete = (garment: MeasurementGarment) =>
  Object.fromEntries(measurementFields(garment).map((f) => [f.field, Math.round((f.minMm + f.maxMm) / 2)]));

const blouseOptions = [
  'front-sweetheart',
  'back-dori',
  'sleeve-puff',
  'length-elbow',
  'lining-cotton',
  'closure-front-hooks',
];

describe.each(testDatabases())('tailoring on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let meera: Shopper;
  let ravi: Shopper;
  let home: string;
  const id = new Map<string, { id: string; price: number; turnaround: number | null }>();
  let sareeWithPiece: string;
  let sareeWithout: string;
  let fabric: string;

  const check = async (items: Item[]) =>
    (
      await gqlAs<{ cartCheck: { ok: boolean; subtotal: { amount: number }; lines: Line[] } }>(server, meera, CHECK, {
        items,
      })
    ).data.cartCheck;
  const placeT = async (who: Shopper, items: Item[], addressId = home) => {
    const r = await gqlAs<{
      placeOrder: Omit<PlaceShape, 'problems'> & {
        problems: { key: string; problem: string; tailoring: { problem: string } | null }[];
      };
    }>(server, who, PLACE_T, {
      input: { items, addressId, paymentMethod: 'COD', idempotencyKey: newKey() },
    });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data.placeOrder;
  };
  const blouse = (over: Partial<Item['tailoring']> = {}, key = 't-blouse1'): Item => ({
    id: id.get('classic-blouse-stitching')!.id,
    qty: 1,
    key,
    tailoring: { options: blouseOptions, attachTo: sareeWithPiece, measurement: { kind: 'DESIGNER_CALL' }, ...over },
  });
  const kurta = (size: string, attachTo: string | null, key = 't-kurta1'): Item => ({
    id: id.get('kurta-stitching')!.id,
    qty: 1,
    key,
    tailoring: {
      options: [size, 'kurta-knee', 'front-round', 'length-full'],
      attachTo,
      ownFabric: attachTo === null,
      measurement: { kind: 'DESIGNER_CALL' },
    },
  });

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { clock: testClock(), buying: { codMaxMinor: 100_000_00 } });
    const rows = await db.db
      .select({
        id: products.id,
        slug: products.slug,
        kind: products.kind,
        price: products.priceMinor,
        turnaround: products.turnaroundDays,
      })
      .from(products)
      .orderBy(products.id);
    for (const r of rows) id.set(r.slug, { id: String(r.id), price: r.price, turnaround: r.turnaround });
    const sarees = rows.filter((r) => r.kind === 'saree');
    const withPiece = await withBlousePiece(
      db.db,
      sarees.map((s) => s.id),
    );
    sareeWithPiece = String(sarees.find((s) => withPiece.has(s.id))!.id);
    sareeWithout = String(sarees.find((s) => !withPiece.has(s.id))!.id);
    fabric = String(rows.find((r) => r.kind === 'fabric')!.id);
    await setStock(db, sareeWithPiece, 20);
    await setStock(db, sareeWithout, 20);
    await setStock(db, fabric, 200);
    meera = await createShopper(db, server);
    ravi = await createShopper(db, server);
    home = await addAddress(server, meera);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('prices options from the database and refuses what cannot be made, each with its code', async () => {
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

  it('places an order with a job per tailoring line: the options, the garment it is made from, a copy of the measurements', async () => {
    const [profile] = await db.db
      .insert(measurementProfiles)
      .values({
        userId: meera.id,
        name: 'Me',
        garment: 'blouse',
        unit: 'cm',
        valuesMm: complete('blouse'),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const placed = await placeT(meera, [
      { id: sareeWithPiece, qty: 1 },
      blouse({}, 't-call'),
      { id: fabric, qty: 1 },
      blouse({ attachTo: fabric, measurement: { kind: 'PROFILE', profileId: profile!.id } }, 't-profile'),
      blouse({ attachTo: null, ownFabric: true, measurement: { kind: 'SEND_BLOUSE' } }, 't-own'),
    ]);
    expect(placed.refusal).toBeNull();
    const order = placed.order!;
    expect(order.hasTailoring).toBe(true);
    const service = id.get('classic-blouse-stitching')!;
    expect(order.items.filter((i) => i.kind === 'SERVICE').map((i) => i.unitPrice.amount)).toEqual([
      service.price + 600_00,
      service.price + 600_00,
      service.price + 600_00,
    ]);
    const jobs = await db.db
      .select()
      .from(orderTailoringLines)
      .where(eq(orderTailoringLines.orderId, order.id))
      .orderBy(orderTailoringLines.orderItemId);
    expect(jobs.map((j) => [j.stage, j.ownFabric, j.measurement.kind])).toEqual([
      ['AWAITING_MEASUREMENTS', false, 'DESIGNER_CALL'],
      ['MEASUREMENTS_CONFIRMED', false, 'PROFILE'],
      ['AWAITING_MEASUREMENTS', true, 'SEND_BLOUSE'],
    ]);
    expect(jobs[0]!.options.map((o) => o.code)).toEqual(blouseOptions);
    expect(jobs[0]!.options[1]).toMatchObject({
      group: 'back-neck',
      code: 'back-dori',
      priceMinor: 200_00,
      extraDays: 1,
    });
    const items = (await db.db.execute(
      sql`select id, product_id from order_items where order_id = ${order.id} order by position`,
    )) as unknown as { rows: { id: number; product_id: number }[] };
    const itemOf = (pid: string) => items.rows.find((r) => String(r.product_id) === pid)!.id;
    expect(jobs.map((j) => j.attachedItemId)).toEqual([itemOf(sareeWithPiece), itemOf(fabric), null]);
    // The snapshot is a copy: editing the profile later does not change the order.
    await db.db
      .update(measurementProfiles)
      .set({ valuesMm: { bust: 999 } })
      .where(eq(measurementProfiles.id, profile!.id));
    const [again] = await db.db.select().from(orderTailoringLines).where(eq(orderTailoringLines.id, jobs[1]!.id));
    expect(again!.measurement).toMatchObject({
      kind: 'PROFILE',
      name: 'Me',
      garment: 'blouse',
      valuesMm: complete('blouse'),
    });
  });

  it('refuses bad tailoring at placement with a typed reason and writes nothing', async () => {
    const [kurtaProfile] = await db.db
      .insert(measurementProfiles)
      .values({
        userId: meera.id,
        name: 'Amma',
        garment: 'kurta',
        unit: 'in',
        valuesMm: complete('kurta'),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const [ravisProfile] = await db.db
      .insert(measurementProfiles)
      .values({
        userId: ravi.id,
        name: 'Ravi',
        garment: 'blouse',
        unit: 'cm',
        valuesMm: complete('blouse'),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const [stale] = await db.db
      .insert(measurementProfiles)
      .values({
        userId: meera.id,
        name: 'Old',
        garment: 'blouse',
        unit: 'cm',
        valuesMm: { bust: 900 },
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const before = await Promise.all((['orders', 'order_items', 'payments'] as const).map((t) => countRows(db, t)));
    const jobsBefore = (await db.db.select({ id: orderTailoringLines.id }).from(orderTailoringLines)).length;
    const cases: [Item[], string][] = [
      [
        [
          { id: sareeWithPiece, qty: 1 },
          blouse({ options: ['front-round', 'back-round', 'sleeve-cap', 'closure-front-hooks', 'padding-cups'] }),
        ],
        'IMPOSSIBLE_COMBINATION',
      ],
      [
        [{ id: sareeWithPiece, qty: 1 }, blouse({ options: [...blouseOptions, 'kali-8'] })],
        'OPTION_OF_ANOTHER_SERVICE',
      ],
      [[{ id: fabric, qty: 1 }, kurta('size-m', fabric)], 'NOT_ENOUGH_FABRIC'],
      [[blouse({ attachTo: fabric })], 'ATTACHED_LINE_NOT_IN_CART'],
      [[{ id: sareeWithPiece, qty: 1 }, blouse({ measurement: null })], 'MEASUREMENT_MISSING'],
      [
        [{ id: sareeWithPiece, qty: 1 }, blouse({ measurement: { kind: 'PROFILE', profileId: ravisProfile!.id } })],
        'PROFILE_NOT_FOUND',
      ],
      [
        [{ id: sareeWithPiece, qty: 1 }, blouse({ measurement: { kind: 'PROFILE', profileId: kurtaProfile!.id } })],
        'PROFILE_GARMENT_MISMATCH',
      ],
      [
        [{ id: sareeWithPiece, qty: 1 }, blouse({ measurement: { kind: 'PROFILE', profileId: stale!.id } })],
        'PROFILE_INCOMPLETE',
      ],
    ];
    for (const [items, code] of cases) {
      const r = await placeT(meera, items);
      expect([r.refusal, r.problems.map((p) => p.tailoring?.problem)]).toEqual(['TAILORING_INVALID', [code]]);
    }
    expect(await Promise.all((['orders', 'order_items', 'payments'] as const).map((t) => countRows(db, t)))).toEqual(
      before,
    );
    expect((await db.db.select({ id: orderTailoringLines.id }).from(orderTailoringLines)).length).toBe(jobsBefore);
    // A blouse attached to a fabric line of another shopper's cart: that line is not in this cart.
    const ravisHome = await addAddress(server, ravi);
    const r = await placeT(ravi, [blouse({ attachTo: fabric })], ravisHome);
    expect(r.refusal).toBe('TAILORING_INVALID');
  });

  it('stores leads in the signed-in cart and merges them by line key at sign-in', async () => {
    const SYNC = `mutation S($items: [CartItemInput!]!, $merge: Boolean!) { syncCart(items: $items, merge: $merge) { id qty key tailoring { options attachTo ownFabric measurement { kind } } } }`;
    type Stored = {
      id: string;
      qty: number;
      key: string | null;
      tailoring: {
        options: string[];
        attachTo: string | null;
        ownFabric: boolean;
        measurement: { kind: string } | null;
      } | null;
    };
    const sync = async (items: Item[], merge: boolean) =>
      (await gqlAs<{ syncCart: Stored[] }>(server, ravi, SYNC, { items, merge })).data.syncCart;
    await sync([{ id: sareeWithPiece, qty: 1 }, blouse({}, 't-one')], false);
    const merged = await sync(
      [
        blouse({ options: ['front-round', 'back-round', 'sleeve-cap', 'closure-side-zip'] }, 't-two'),
        { id: id.get('saree-fall-and-pico')!.id, qty: 1 },
      ],
      true,
    );
    expect(merged.map((i) => [i.id, i.key, i.tailoring?.options.length ?? null])).toEqual([
      [sareeWithPiece, null, null],
      [id.get('classic-blouse-stitching')!.id, 't-one', blouseOptions.length],
      [id.get('classic-blouse-stitching')!.id, 't-two', 4],
      [id.get('saree-fall-and-pico')!.id, null, null],
    ]);
    expect(merged[1]!.tailoring).toMatchObject({
      attachTo: sareeWithPiece,
      ownFabric: false,
      measurement: { kind: 'DESIGNER_CALL' },
    });
  });

  it('takes exactly the lines an order bought out of the saved cart: another lead of the same service and a fabric stay', async () => {
    const asha = await createShopper(db, server);
    const ashasHome = await addAddress(server, asha);
    const SYNC = `mutation S($items: [CartItemInput!]!, $merge: Boolean!) { syncCart(items: $items, merge: $merge) { id } }`;
    const bought = [{ id: sareeWithPiece, qty: 1 }, blouse({}, 't-bought')];
    const later = blouse({ options: ['front-round', 'back-round', 'sleeve-cap', 'closure-side-zip'] }, 't-later');
    await gqlAs(server, asha, SYNC, { items: [...bought, later, { id: fabric, qty: 2 }], merge: false });
    const placed = await placeT(asha, bought, ashasHome);
    expect(placed.refusal).toBeNull();
    const cart = await gqlAs<{ myCart: { id: string; qty: number; key: string | null }[] }>(
      server,
      asha,
      '{ myCart { id qty key } }',
    );
    expect(cart.data.myCart).toEqual([
      { id: later.id, qty: 1, key: 't-later' },
      { id: fabric, qty: 2, key: null },
    ]);
    // Everything bought: nothing is left.
    const rest = await placeT(
      asha,
      [
        { ...later, tailoring: { ...later.tailoring!, attachTo: null, ownFabric: true } },
        { id: fabric, qty: 2 },
      ],
      ashasHome,
    );
    expect(rest.refusal).toBeNull();
    expect((await gqlAs<{ myCart: unknown[] }>(server, asha, '{ myCart { id } }')).data.myCart).toEqual([]);
  });

  it("keeps a plain service line of an old cart working: the standard make, own fabric, a designer's call", async () => {
    const service = id.get('saree-fall-and-pico')!;
    const placed = await placeT(meera, [{ id: service.id, qty: 1 }]);
    expect(placed.refusal).toBeNull();
    const [job] = await db.db
      .select()
      .from(orderTailoringLines)
      .where(eq(orderTailoringLines.orderId, placed.order!.id));
    expect(job).toMatchObject({ ownFabric: true, attachedItemId: null, stage: 'MEASUREMENTS_CONFIRMED' });
    expect(job!.options.map((o) => o.code)).toEqual(['fall-and-pico']);
    const ids = await db.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.slug, ['classic-blouse-stitching']));
    expect(ids).toHaveLength(1);
  });
});
