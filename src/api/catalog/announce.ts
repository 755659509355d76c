import { log } from '../../log';
import type { GraphQLContext } from '../core/context';
import type { CatalogueChange } from '../core/pubsub';
import { catalogueChanged } from './cache';

/**
 * After a back-office change has committed: drops every cached catalogue read and answer, here and
 * (through pub/sub) in every process and page cache, since a name, a slug, a banner or an option's price
 * shows on listings, the home page, product pages, the sitemap and the market feed.
 */
export async function announceCatalogueChange(ctx: Pick<GraphQLContext, 'db' | 'pubsub'>): Promise<void> {
  const change = { at: Date.now(), all: true };
  await catalogueChanged(ctx.db, change).catch((error: unknown) =>
    log.warn('catalogue: cached answers not dropped', { error: String(error) }),
  );
  ctx.pubsub.publish('catalogueChanged', change);
}

/**
 * An automatic offer or a sale started or ended (the offer clock): only what shows its products' offer
 * goes, here and in every process (their answers and pages, the home page's banner); the catalogue's
 * reads and every other answer stay. `products` null: it aims at everything, and everything goes.
 */
export async function announceOfferChange(
  ctx: Pick<GraphQLContext, 'db' | 'pubsub'>,
  products: { ids: string[]; slugs: string[] } | null,
): Promise<void> {
  const change: CatalogueChange = products
    ? { at: Date.now(), productIds: products.ids, slugs: products.slugs, offersOnly: true }
    : { at: Date.now(), all: true };
  await catalogueChanged(ctx.db, change).catch((error: unknown) =>
    log.warn('catalogue: cached answers not dropped', { error: String(error) }),
  );
  ctx.pubsub.publish('catalogueChanged', change);
}
