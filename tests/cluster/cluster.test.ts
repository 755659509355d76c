// The cluster suite: one `npm run cluster` (tests/cluster/harness.ts) for every test, in order.
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster } from './harness';
import { crossProcess } from './cross-process';
import { outages } from './outages';

let c: Cluster | undefined;
beforeAll(async () => {
  c = await startCluster();
});
afterAll(async () => {
  await c?.stop();
});
crossProcess(() => c!);
outages(() => c!);
