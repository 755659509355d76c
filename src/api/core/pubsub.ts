import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Topics and their payloads; each domain adds its own by declaration merging (`declare module`).
 * @public
 */
export interface PubSubTopics {
  /** A product's price, stock or visibility changed: every process drops the cached reads that show it. */
  catalogueChanged: [CatalogueChange];
}

/**
 * Which products changed (database ids as the gateway's `Product.id`, and slugs when known); `all`, or
 * no ids at all, means anything in the catalogue may have changed.
 */
export type CatalogueChange = { at: number; productIds?: string[]; slugs?: string[]; all?: boolean };

export type SilaiPubSub = PubSub<{ [K in keyof PubSubTopics]: PubSubTopics[K] }> & { close(): Promise<void> };

type Target = ReturnType<typeof createRedisEventTarget>;
type Listener = Parameters<Target['addEventListener']>[1];
type AnyEvent = Parameters<Target['dispatchEvent']>[0];

/**
 * Channels under a prefix: a Redis shared with other stores (or with tests running side by side) carries
 * its events on other channels, so one store never drops its caches on another's change.
 */
function underPrefix(target: Target, prefix: string): Target {
  // The pub/sub reads only an event's detail: the listener may see the prefixed type.
  return Object.assign(Object.create(target) as Target, {
    addEventListener: (type: string, listener: Listener, options?: AddEventListenerOptions | boolean) =>
      target.addEventListener(prefix + type, listener, options),
    removeEventListener: (type: string, listener: Listener, options?: EventListenerOptions | boolean) =>
      target.removeEventListener(prefix + type, listener, options),
    dispatchEvent: (event: AnyEvent) =>
      target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: event.detail })),
  });
}

/**
 * In-process by default; through Redis when REDIS_URL is set, so events reach every process, on channels
 * under `channelPrefix`.
 */
export function createSilaiPubSub(redisUrl?: string, channelPrefix = 'silai:'): SilaiPubSub {
  if (!redisUrl) {
    const pubsub = createPubSub<{ [K in keyof PubSubTopics]: PubSubTopics[K] }>();
    return Object.assign(pubsub, { close: async () => {} });
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const pubsub = createPubSub<{ [K in keyof PubSubTopics]: PubSubTopics[K] }>({
    eventTarget: underPrefix(createRedisEventTarget({ publishClient, subscribeClient }), channelPrefix),
  });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
