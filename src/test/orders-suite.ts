// The store the order tests buy from: a test clock, a saree, a fabric and a service with stock, a shopper
// with an address and an admin, and helpers that quote a cart and move an order.
import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../db/client';
import { startTestServer, testClock, type TestClock, type TestServer } from './gateway-server';
import { createShopper, gqlAs, type Shopper } from './shoppers';
import { productOf, type FixtureProduct } from './buying-fixtures';
import { addAddress, ADVANCE } from './orders-api';
import type { TestDatabase } from './databases';

export const QUOTE = `query Q($items: [CartItemInput!]!, $a: ID!) { checkoutQuote(items: $items, addressId: $a) {
  ok refusal zone tailoringDays paymentMethods subtotal { amount } deliveryFee { amount } total { amount }
  freeDeliveryThreshold { amount } codLimit { amount } estimatedDelivery { earliest latest } } }`;
type QuoteShape = {
  ok: boolean;
  refusal: string | null;
  zone: string;
  tailoringDays: number;
  paymentMethods: string[];
  subtotal: { amount: number };
  deliveryFee: { amount: number };
  total: { amount: number };
  freeDeliveryThreshold: { amount: number } | null;
  codLimit: { amount: number } | null;
  estimatedDelivery: { earliest: string; latest: string };
};

/** Opens a database and a gateway before the suite's tests and closes both after them. */
export function ordersSuite(open: TestDatabase['open']) {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let saree: FixtureProduct;
  let fabric: FixtureProduct;
  let service: FixtureProduct;
  let meera: Shopper;
  let home: string;
  let admin: Shopper;

  const q = async (items: { id: string; qty: number }[], a: string, who = meera) =>
    (await gqlAs<{ checkoutQuote: QuoteShape }>(server, who, QUOTE, { items, a })).data.checkoutQuote;
  const advance = async (n: string, to: string, extra: { carrier?: string; tracking?: string } = {}, who = admin) =>
    gqlAs<{
      advanceOrder: {
        ok: boolean;
        refusal: string | null;
        order: { status: string; nextStatuses: string[]; carrier: string | null } | null;
      };
    }>(server, who, ADVANCE, { n, to, ...extra });

  beforeAll(async () => {
    db = await open({ seeded: true });
    clock = testClock();
    // COD up to ₹1 lakh, so a COD order of two silk sarees stays under the limit.
    server = await startTestServer(db, { clock, buying: { codMaxMinor: 100_000_00 } });
    saree = await productOf(db, 'saree', 0, 10);
    fabric = await productOf(db, 'fabric', 0, 100);
    service = await productOf(db, 'service', 0);
    meera = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
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
    get clock() {
      return clock;
    },
    get saree() {
      return saree;
    },
    get fabric() {
      return fabric;
    },
    get service() {
      return service;
    },
    get meera() {
      return meera;
    },
    get home() {
      return home;
    },
    get admin() {
      return admin;
    },
    q,
    advance,
  };
}
