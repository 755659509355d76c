// The store the tailoring tests buy from: the seeded catalogue with its services, a saree with and one
// without a blouse piece, a fabric, two shoppers and an address, and helpers that check and place carts.
import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../db/client';
import { products } from '../db/schema/catalog';
import { startTestServer, testClock, type TestServer } from './gateway-server';
import { createShopper, gqlAs, type Shopper } from './shoppers';
import { setStock } from './buying-fixtures';
import { addAddress, newKey, PLACE, type PlaceShape } from './orders-api';
import { withBlousePiece } from '../api/catalog/blouse-piece';
import { measurementFields, type MeasurementGarment } from '../lib/measurements';
import type { TestDatabase } from './databases';

const CHECK = `query C($items: [CartItemInput!]!) { cartCheck(items: $items) { ok subtotal { amount }
  lines { id key qty problem unitPrice { amount } tailoring { problem problemDetail extraDays metresNeeded garment ownFabric attachTo options { code price { amount } } } } } }`;
export const QUOTE = `query Q($items: [CartItemInput!]!, $a: ID!) { checkoutQuote(items: $items, addressId: $a) { ok refusal tailoringDays total { amount } } }`;
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
export type Item = {
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
export const complete = (garment: MeasurementGarment) =>
  Object.fromEntries(measurementFields(garment).map((f) => [f.field, Math.round((f.minMm + f.maxMm) / 2)]));

export const blouseOptions = [
  'front-sweetheart',
  'back-dori',
  'sleeve-puff',
  'length-elbow',
  'lining-cotton',
  'closure-front-hooks',
];

/** Opens a database and a gateway before the suite's tests and closes both after them. */
export function tailoringSuite(open: TestDatabase['open']) {
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
    db = await open({ seeded: true });
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

  return {
    get db() {
      return db;
    },
    get server() {
      return server;
    },
    get meera() {
      return meera;
    },
    get ravi() {
      return ravi;
    },
    get home() {
      return home;
    },
    get sareeWithPiece() {
      return sareeWithPiece;
    },
    get sareeWithout() {
      return sareeWithout;
    },
    get fabric() {
      return fabric;
    },
    id,
    check,
    placeT,
    blouse,
    kurta,
  };
}
