// The checkout bench's buyers, shared by its two clients (its own process, or the gateway's).

export type LoadPlan<B> = {
  url: string;
  buyers: B[];
  products: string[];
  concurrency: number;
  orders: number;
  seconds: number;
};
export type LoadRun = { latencies: number[]; failed: number; seconds: number };

/** `concurrency` buyers place orders one after another until `orders` are issued or `seconds` pass. */
export async function driveOrders<B>(
  plan: LoadPlan<B>,
  place: (buyer: B, productId: string) => Promise<boolean>,
): Promise<LoadRun> {
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
  return { latencies, failed, seconds: (performance.now() - started) / 1000 };
}
