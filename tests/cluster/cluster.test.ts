// The cluster suite: one `npm run cluster` (tests/cluster/harness.ts) for every test, in order.
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster } from './harness';
import { crossProcess } from './cross-process';
import { consultationsAcross } from './consultations';
import { outages } from './outages';
import { perAddress } from './addresses';

let c: Cluster | undefined;
beforeAll(async () => {
  c = await startCluster();
});
afterAll(async () => {
  await c?.stop();
});
crossProcess(() => c!);
// After the message test: news of a booking waits a few minutes before it is sent.
consultationsAcross(() => c!);
perAddress(() => c!);
outages(() => c!);
