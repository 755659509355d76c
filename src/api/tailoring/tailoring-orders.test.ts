import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { measurementProfiles } from '../../db/schema/measurements';
import { orderTailoringLines } from '../../db/schema/tailoring';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { countRows } from '../../test/buying-fixtures';
import { addAddress } from '../../test/orders-api';
import { tailoringSuite, type Item, complete, blouseOptions } from '../../test/tailoring-suite';

describe.each(testDatabases())('tailoring in orders and saved carts on $kind', ({ open }) => {
  const suite = tailoringSuite(open);

  it('places an order with a job per tailoring line: the options, the garment it is made from, a copy of the measurements', async () => {
    const { db, meera, sareeWithPiece, fabric, id, placeT, blouse } = suite;
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
    const { db, server, meera, ravi, sareeWithPiece, fabric, placeT, blouse, kurta } = suite;
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
    const { server, ravi, sareeWithPiece, id, blouse } = suite;
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
    const { db, server, sareeWithPiece, fabric, placeT, blouse } = suite;
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
    const { db, meera, id, placeT } = suite;
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
