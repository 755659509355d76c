// What must hold when a shopper's requests land on different store processes: the store processes
// reached directly (A and B), one request through each.
import { eq, sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxOpenCodPerShopper } from '../../src/api/checkout';
import { notificationOutbox } from '../../src/db/schema';
import { productOf } from '../../src/test/buying-fixtures';
import { newKey } from '../../src/test/orders-api';
import { eventually, gql, phones, urls, type Cluster } from './harness';

const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ok refusal order { number status nextStatuses } } }`;
type Placed = {
  placeOrder: {
    ok: boolean;
    refusal: string | null;
    order: { number: string; status: string; nextStatuses: string[] } | null;
  };
};
export const placeVia = (url: string, who: { auth: Record<string, string>; addressId: string }, id: string) =>
  gql<Placed>(
    url,
    PLACE,
    { input: { items: [{ id, qty: 1 }], addressId: who.addressId, paymentMethod: 'COD', idempotencyKey: newKey() } },
    who.auth,
  );
const PRICE = 'query P($slug: String!) { product(slug: $slug) { price { amount } } }';
export const priceVia = async (url: string, slug: string) =>
  (await gql<{ product: { price: { amount: number } } }>(url, PRICE, { slug })).data.product.price.amount;
const UPDATE = 'mutation U($slug: String!, $p: Int!) { updateProduct(slug: $slug, priceMinor: $p) { ok refusal } }';
const ADVANCE = 'mutation A($n: String!, $to: OrderStatus!) { advanceOrder(number: $n, to: $to) { ok refusal } }';

/** Subscribes to an order's updates over a WebSocket held by the process at `httpUrl`. */
/** Lowers a product's price from `before` by ₹100 through `url`, as staff. */
export async function lowerPriceVia(url: string, slug: string, before: number, auth: Record<string, string>) {
  const changed = await gql<{ updateProduct: { ok: boolean } }>(url, UPDATE, { slug, p: before - 100 }, auth);
  expect(changed.data.updateProduct.ok).toBe(true);
}

export function follow(httpUrl: string, number: string, headers: Record<string, string>) {
  const statuses: string[] = [];
  const client = createClient({
    url: httpUrl.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { headers },
    retryAttempts: 0,
    lazy: false,
  });
  client.subscribe<{ orderUpdated: { status: string } }>(
    { query: 'subscription S($n: String!) { orderUpdated(number: $n) { status } }', variables: { n: number } },
    { next: (v) => v.data && statuses.push(v.data.orderUpdated.status), error: () => {}, complete: () => {} },
  );
  return { statuses, close: () => client.dispose() };
}

export function crossProcess(cluster: () => Cluster): void {
  describe('across store processes', () => {
    let c: Cluster;
    beforeAll(() => {
      c = cluster();
    });

    it('knows on B a shopper who signed in on A', async () => {
      const sent = await gql<{ userservice: { sendOtp: { ok: boolean } } }>(
        urls.a,
        'mutation S($phone: String!) { userservice { sendOtp(phone: $phone) { ok } } }',
        { phone: phones.signIn },
      );
      expect(sent.data.userservice.sendOtp.ok).toBe(true);
      const verified = await gql<{ userservice: { verifyOtp: { ok: boolean; id_token: string } } }>(
        urls.b,
        'mutation V($phone: String!, $code: String!) { userservice { verifyOtp(phone: $phone, code: $code) { ok id_token } } }',
        { phone: phones.signIn, code: '246810' },
      );
      expect(verified.data.userservice.verifyOtp.ok).toBe(true);
      const auth = { role: 'customer', authorization: `Bearer ${verified.data.userservice.verifyOtp.id_token}` };
      const me = await gql<{ me: { phone: string } | null }>(urls.a, '{ me { phone } }', {}, auth);
      expect(me.data.me?.phone).toBe(phones.signIn);
    });

    it('counts the sign-in code limit and the enquiry limit across processes', async () => {
      // A code sent through A: a resend through B within 30 s is refused by the same count.
      const SEND_CODE = 'mutation S($phone: String!) { userservice { sendOtp(phone: $phone) { ok refusal } } }';
      type Sent = { userservice: { sendOtp: { ok: boolean; refusal: string | null } } };
      const first = await gql<Sent>(urls.a, SEND_CODE, { phone: phones.codeLimit });
      expect(first.data.userservice.sendOtp).toEqual({ ok: true, refusal: null });
      const again = await gql<Sent>(urls.b, SEND_CODE, { phone: phones.codeLimit });
      expect(again.data.userservice.sendOtp).toEqual({ ok: false, refusal: 'TOO_SOON' });
      const SEND = 'mutation E($input: SendEnquiryInput!) { sendEnquiry(input: $input) { ok code } }';
      const input = {
        interest: 'saree',
        message: 'A Kanjivaram for a wedding',
        name: 'Cluster Test',
        phone: phones.enquiry,
        preferredTime: 'anytime',
      };
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(
          (await gql<{ sendEnquiry: { ok: boolean; code: string | null } }>(i % 2 ? urls.b : urls.a, SEND, { input }))
            .data.sendEnquiry,
        );
      expect(answers.map((a) => a.ok)).toEqual([true, true, true, false]);
      expect(answers[3]!.code).toBe('TOO_MANY');
    });

    it('shows on B a cart changed through A', async () => {
      const who = await c.shopper();
      const saree = await productOf(c.db, 'saree', 2);
      await gql(
        urls.a,
        'mutation C($items: [CartItemInput!]!) { syncCart(items: $items, merge: false) { id } }',
        { items: [{ id: saree.id, qty: 1 }] },
        who.auth,
      );
      const cart = await gql<{ myCart: { id: string; qty: number }[] }>(urls.b, '{ myCart { id qty } }', {}, who.auth);
      expect(cart.data.myCart).toEqual([{ id: saree.id, qty: 1 }]);
    });

    it('tells a WebSocket held by B about an order placed and moved on through A', async () => {
      const who = await c.shopper();
      const staff = await c.shopper('admin');
      const saree = await productOf(c.db, 'saree', 4, 10);
      const placed = (await placeVia(urls.a, who, saree.id)).data.placeOrder;
      expect(placed).toMatchObject({ ok: true });
      const live = follow(urls.b, placed.order!.number, who.auth);
      try {
        await new Promise((r) => setTimeout(r, 500)); // the subscription is registered
        const to = 'CONFIRMED'; // a cash-on-delivery order starts PLACED
        const moved = await gql<{ advanceOrder: { ok: boolean } }>(
          urls.a,
          ADVANCE,
          { n: placed.order!.number, to },
          staff.auth,
        );
        expect(moved).toMatchObject({ data: { advanceOrder: { ok: true } } });
        await eventually(() => live.statuses.includes(to));
      } finally {
        await live.close();
      }
    });

    it("drops B's cached product when staff change its price through A", async () => {
      const staff = await c.shopper('admin');
      const saree = await productOf(c.db, 'saree', 5);
      const before = await priceVia(urls.b, saree.slug);
      expect(await priceVia(urls.b, saree.slug)).toBe(before); // cached now
      await lowerPriceVia(urls.a, saree.slug, before, staff.auth);
      const seconds = await eventually(async () => (await priceVia(urls.b, saree.slug)) === before - 100, 3000);
      console.log(`cluster: B saw the new price after ${seconds.toFixed(2)} s`);
    });

    it('lets one of two shoppers racing through A and B have the last unit', async () => {
      const [x, y] = await Promise.all([c.shopper(), c.shopper()]);
      const saree = await productOf(c.db, 'saree', 6, 1);
      const answers = await Promise.all([placeVia(urls.a, x, saree.id), placeVia(urls.b, y, saree.id)]);
      expect(
        answers.map((r) => r.data.placeOrder?.ok ?? r),
        JSON.stringify(answers),
      ).toEqual(expect.arrayContaining([true, false]));
    });

    it('counts the cap on open cash-on-delivery orders across processes', async () => {
      const who = await c.shopper();
      const saree = await productOf(c.db, 'saree', 8, 100);
      // Twice the cap at once, alternately through A and B: the shopper's turn is taken in PostgreSQL.
      const raced = await Promise.all(
        Array.from({ length: 2 * maxOpenCodPerShopper }, (_, i) => placeVia(i % 2 ? urls.b : urls.a, who, saree.id)),
      );
      const answers = raced.map((r) => r.data?.placeOrder);
      expect(
        answers.filter((a) => a?.ok),
        JSON.stringify(raced),
      ).toHaveLength(maxOpenCodPerShopper);
      expect(
        answers.filter((a) => !a?.ok).map((a) => a?.refusal),
        JSON.stringify(raced),
      ).toEqual(Array.from({ length: maxOpenCodPerShopper }, () => 'TOO_MANY_COD'));
      // Full on both: one more through either process is refused too.
      for (const url of [urls.a, urls.b])
        expect((await placeVia(url, who, saree.id)).data.placeOrder).toMatchObject({
          ok: false,
          refusal: 'TOO_MANY_COD',
        });
    });

    it('sends each message once with two workers running', async () => {
      await eventually(async () => {
        const [r] = await c.db.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notificationOutbox)
          .where(eq(notificationOutbox.status, 'PENDING'));
        return r!.n === 0;
      }, 20_000);
      const sent = await c.db.db
        .select({ key: notificationOutbox.dedupeKey })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.status, 'SENT'));
      expect(sent.length).toBeGreaterThan(0);
      const printed = c.lines.filter((l) => l.startsWith('[worker') && l.includes('printed here, not sent'));
      for (const { key } of sent) expect(printed.filter((l) => l.includes(`"key":"${key}"`))).toHaveLength(1);
      expect(new Set(printed.map((l) => l.slice(0, 9))).size).toBeGreaterThanOrEqual(1);
    });
  });
}
