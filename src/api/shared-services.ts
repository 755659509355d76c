import type { AuthKit } from './identity';
import type { SilaiPubSub } from './core/pubsub';

// Like the database handle: one pub/sub and one auth kit for server.ts and the server components
// Next bundles (two module graphs in one process).
type Services = { pubsub: SilaiPubSub; kit: AuthKit };
const registry = globalThis as typeof globalThis & { __silaiServices?: Services };

export function setSharedServices(s: Services): void {
  registry.__silaiServices = s;
}

export function sharedServices(): Services {
  if (!registry.__silaiServices) throw new Error('services are not started: start the store with server.ts');
  return registry.__silaiServices;
}
