// Shoppers browsing and buying through nginx for the outage tests: each loop reads a product, then places
// a cash-on-delivery order; every failed request is counted, every confirmed order number kept.
import { randomBytes } from 'node:crypto';
import { gql, urls } from './harness';

export type Buyer = { auth: Record<string, string>; addressId: string };
export type LoadResult = {
  requests: number;
  failed: number;
  failures: string[];
  confirmed: string[];
  /** When each confirmation came (ms since the epoch). */
  confirmedAt: number[];
};

const READ = 'query R($slug: String!) { product(slug: $slug) { id price { amount } stockState } }';
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ok refusal order { number } } }`;

/** `loops` shoppers at once until `stop()` resolves; each buyer places at most 3 orders (the COD cap). */
export async function shop(
  buyers: Buyer[],
  products: { id: string; slug: string }[],
  loops: number,
  stop: Promise<void>,
): Promise<LoadResult> {
  const result: LoadResult = { requests: 0, failed: 0, failures: [], confirmed: [], confirmedAt: [] };
  let done = false;
  void stop.then(() => (done = true));
  let next = 0;
  const fail = (what: string) => {
    result.failed++;
    if (result.failures.length < 10) result.failures.push(what);
  };
  async function loop(i: number) {
    while (!done) {
      const buyer = buyers[Math.floor(next++ / 3)];
      const product = products[(i + next) % products.length]!;
      result.requests++;
      try {
        const r = await gql(urls.nginx, READ, { slug: product.slug });
        if (r.errors || !r.data) fail(`read: ${JSON.stringify(r.errors)}`);
      } catch (e) {
        fail(`read: ${(e as Error).message}`);
      }
      // Every buyer holds as many open COD orders as allowed: browsing only.
      if (!buyer) {
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      result.requests++;
      const input = {
        items: [{ id: product.id, qty: 1 }],
        addressId: buyer.addressId,
        paymentMethod: 'COD',
        idempotencyKey: randomBytes(18).toString('base64url'),
      };
      try {
        const r = await gql<{ placeOrder: { ok: boolean; refusal: string | null; order: { number: string } | null } }>(
          urls.nginx,
          PLACE,
          { input },
          buyer.auth,
        );
        if (r.data?.placeOrder?.ok && r.data.placeOrder.order) {
          result.confirmed.push(r.data.placeOrder.order.number);
          result.confirmedAt.push(Date.now());
        } else fail(`order: ${JSON.stringify(r.errors ?? r.data?.placeOrder.refusal)}`);
      } catch (e) {
        fail(`order: ${(e as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await Promise.all(Array.from({ length: loops }, (_, i) => loop(i)));
  return result;
}
