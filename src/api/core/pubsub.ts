import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { log } from '../../log';

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
 * no ids at all, means anything in the catalogue may have changed. `starsOnly`: only their stars and
 * reviews changed, which moves them into or out of no list: what does not show them stays cached.
 * `offersOnly`: an automatic offer or a sale started or ended on them (their rows and lists are as they
 * were): the answers and pages that show them go, and those that show the running offers (the home page).
 */
export type CatalogueChange = {
  at: number;
  productIds?: string[];
  slugs?: string[];
  all?: boolean;
  starsOnly?: boolean;
  offersOnly?: boolean;
};

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
 * A Redis outage must not end the process: the event target publishes and subscribes without awaiting,
 * so a refused command would be an unhandled rejection. Refused publishes are logged (the event is lost:
 * other processes keep their caches until the drop on return); `error` events are logged, at most every 30 s.
 */
function surviveOutages(publishClient: Redis, subscribeClient: Redis): void {
  let warned = 0;
  const warn = (what: string, error: unknown) => {
    if (Date.now() - warned < 30_000) return;
    warned = Date.now();
    log.warn(`pubsub: ${what}`, { error: error instanceof Error ? error.message : String(error) });
  };
  for (const client of [publishClient, subscribeClient]) client.on('error', (e) => warn('Redis unreachable', e));
  const publish = publishClient.publish.bind(publishClient) as (channel: string, message: string) => Promise<number>;
  publishClient.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((e: unknown) => {
      warn('event not delivered to other processes', e);
      return 0;
    })) as Redis['publish'];
  const subscribe = subscribeClient.subscribe.bind(subscribeClient) as (channel: string) => Promise<unknown>;
  subscribeClient.subscribe = ((channel: string) =>
    subscribe(channel).catch((e: unknown) => warn('subscribe failed', e))) as Redis['subscribe'];
  const unsubscribe = subscribeClient.unsubscribe.bind(subscribeClient) as (channel: string) => Promise<unknown>;
  subscribeClient.unsubscribe = ((channel: string) =>
    unsubscribe(channel).catch((e: unknown) => warn('unsubscribe failed', e))) as Redis['unsubscribe'];
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
  // Publishing fails at once while Redis is away (no offline queue); subscribing waits for it to return.
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  surviveOutages(publishClient, subscribeClient);
  const pubsub = createPubSub<{ [K in keyof PubSubTopics]: PubSubTopics[K] }>({
    eventTarget: underPrefix(createRedisEventTarget({ publishClient, subscribeClient }), channelPrefix),
  });
  // Changes made while Redis was away reached no other process: once this one hears again, every
  // process drops its catalogue caches (its own through the echo of this event).
  let away = false;
  subscribeClient.on('close', () => (away = true));
  subscribeClient.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('pubsub: Redis is back; dropping catalogue caches everywhere');
    setTimeout(() => pubsub.publish('catalogueChanged', { at: Date.now(), all: true }), 500).unref();
  });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
