// The checkout bench's load: concurrent buyers placing cash-on-delivery orders over plain HTTP with
// keep-alive, in a process of its own so the client does not share the gateway's event loop (as
// autocannon does for the other benches). Reads its plan as JSON on stdin, answers JSON on stdout.
import { Agent, request } from 'node:http';
import { newKey, PLACE } from '../src/test/orders-api';
import { driveOrders, type LoadPlan } from './checkout-load';

/** `extra`: lines every order of this buyer carries besides the plan's product (a tailored order's). */
type Plan = LoadPlan<{ headers: Record<string, string>; addressId: string; extra?: unknown[]; code?: string }>;

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const plan = JSON.parse(input) as Plan;
const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
const target = new URL('/graphql', plan.url);

function place(b: Plan['buyers'][number], productId: string): Promise<boolean> {
  const body = JSON.stringify({
    query: PLACE,
    variables: {
      input: {
        items: [{ id: productId, qty: 1 }, ...(b.extra ?? [])],
        addressId: b.addressId,
        paymentMethod: 'COD',
        idempotencyKey: newKey(),
        ...(b.code ? { code: b.code } : {}),
      },
    },
  });
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          role: 'anonymous',
          ...b.headers,
        },
      },
      (res) => {
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
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const run = await driveOrders(plan, place);
agent.destroy();
process.stdout.write(JSON.stringify(run));
