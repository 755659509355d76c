// The checkout bench's load: concurrent buyers placing cash-on-delivery orders over plain HTTP with
// keep-alive, in a process of its own so the client does not share the gateway's event loop (as
// autocannon does for the other benches). Reads its plan as JSON on stdin, answers JSON on stdout.
import { Agent, request } from 'node:http';
import { newKey, PLACE } from '../src/test/orders-api';

type Plan = { url: string; buyers: { headers: Record<string, string>; addressId: string }[]; products: string[]; concurrency: number; orders: number; seconds: number };

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const plan = JSON.parse(input) as Plan;
const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
const target = new URL('/graphql', plan.url);

function place(b: Plan['buyers'][number], productId: string): Promise<boolean> {
  const body = JSON.stringify({ query: PLACE, variables: { input: { items: [{ id: productId, qty: 1 }], addressId: b.addressId, paymentMethod: 'COD', idempotencyKey: newKey() } } });
  return new Promise((resolve, reject) => {
    const req = request(target, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), role: 'anonymous', ...b.headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        try {
          resolve((JSON.parse(text) as { data?: { placeOrder?: { ok?: boolean } } }).data?.placeOrder?.ok === true);
        } catch {
          resolve(false);
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: number[] = [];
let issued = 0;
let failed = 0;
const started = performance.now();
const deadline = started + plan.seconds * 1000;
await Promise.all(
  Array.from({ length: plan.concurrency }, async () => {
    while (issued < plan.orders && performance.now() < deadline) {
      const n = issued++;
      const t0 = performance.now();
      const ok = await place(plan.buyers[n % plan.buyers.length]!, plan.products[n % plan.products.length]!);
      latencies.push(performance.now() - t0);
      if (!ok) failed++;
    }
  }),
);
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, failed, seconds: (performance.now() - started) / 1000 }));
