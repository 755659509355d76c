import type { SilaiPubSub } from '../api/pubsub';

// Like the database handle: one pub/sub for server.ts and the server components Next bundles.
const registry = globalThis as typeof globalThis & { __silaiPubSub?: SilaiPubSub };

export function setSharedPubSub(p: SilaiPubSub): void {
  registry.__silaiPubSub = p;
}

export function sharedPubSub(): SilaiPubSub {
  if (!registry.__silaiPubSub) throw new Error('pub/sub is not started: start the store with server.ts');
  return registry.__silaiPubSub;
}
