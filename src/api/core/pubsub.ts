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

/** In-process by default; through Redis when REDIS_URL is set, so events reach every process. */
export function createSilaiPubSub(redisUrl?: string): SilaiPubSub {
  if (!redisUrl) {
    const pubsub = createPubSub<{ [K in keyof PubSubTopics]: PubSubTopics[K] }>();
    return Object.assign(pubsub, { close: async () => {} });
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const pubsub = createPubSub<{ [K in keyof PubSubTopics]: PubSubTopics[K] }>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
