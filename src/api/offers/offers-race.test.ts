import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { testDatabases } from '../../test/databases';
import { startTestServer, testClock, type TestServer } from '../../test/gateway-server';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { productOf, type FixtureProduct } from '../../test/buying-fixtures';
import { addAddress, indiaAddress, newKey } from '../../test/orders-api';
import { createOffer, priceAt } from '../../test/offers-api';

// A festival crowd: 200 shoppers place at once with a code that has 10 uses left. Exactly 10 orders carry
// it; every other shopper is refused (and told to quote again), none is charged the full price unseen.

const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ok refusal } }`;

describe.each(testDatabases())('the race for the last uses of a code on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let fabric: FixtureProduct;
  let crowd: { who: Shopper; home: string }[];

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { clock: testClock() });
    fabric = await productOf(db, 'fabric', 0, 10_000);
    // Not already reduced: the code does not stack with reduced prices.
    await priceAt(db, fabric.id, 1_250_00);
    crowd = [];
    for (let i = 0; i < 200; i++) {
      const who = await createShopper(db, server);
      crowd.push({
        who,
        home: await addAddress(server, who, { ...indiaAddress, phone: `+9198${String(i).padStart(8, '0')}` }),
      });
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('gives 200 shoppers racing for 10 uses exactly 10 orders with the code', async () => {
    const admin = await createShopper(db, server, 'admin');
    const now = server.kit.now();
    const made = await createOffer(server, admin, {
      kind: 'CODE',
      titleEn: 'Last ten',
      startsAt: new Date(now.getTime() - 60_000).toISOString(),
      effect: 'PERCENT_OFF',
      percent: 20,
      code: 'LASTTEN',
      maxUses: 10,
    });
    expect(made.ok).toBe(true);
    const answers = await Promise.all(
      crowd.map(({ who, home }) =>
        gqlAs<{ placeOrder: { ok: boolean; refusal: string | null } }>(server, who, PLACE, {
          input: {
            items: [{ id: fabric.id, qty: 1 }],
            addressId: home,
            paymentMethod: 'COD',
            idempotencyKey: newKey(),
            code: 'LASTTEN',
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const placed = answers.filter((a) => a.data.placeOrder.ok);
    expect(placed).toHaveLength(10);
    const refusals = new Set(answers.filter((a) => !a.data.placeOrder.ok).map((a) => a.data.placeOrder.refusal));
    expect([...refusals].every((r) => r === 'CODE_REFUSED' || r === 'OFFER_CHANGED')).toBe(true);
    const counted = (await db.db.execute(sql`select
        (select uses from offers where id = ${made.offer!.id}) as uses,
        (select count(*)::int from offer_redemptions where offer_id = ${made.offer!.id}) as redemptions,
        (select count(*)::int from orders where offer_discount_minor > 0) as orders`)) as unknown as {
      rows: { uses: number; redemptions: number; orders: number }[];
    };
    expect(counted.rows[0]).toEqual({ uses: 10, redemptions: 10, orders: 10 });
  }, 120_000);
});
