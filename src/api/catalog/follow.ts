import type { Db } from '../../db/client';
import { log } from '../../log';
import type { SilaiPubSub } from '../core/pubsub';
import { catalogueChanged } from './cache';

/**
 * Drops this process's cached reads of the products another process announces changed (an order taking
 * stock, a price edit), so listings never show stock another process has sold.
 */
export function followCatalogueChanges(db: Db, pubsub: SilaiPubSub): () => void {
  const events = pubsub.subscribe('catalogueChanged');
  void (async () => {
    try {
      for await (const change of events) {
        catalogueChanged(db, change).catch((error: unknown) =>
          log.warn('catalogue: cached answers not dropped', { error: String(error) }),
        );
      }
    } catch (error) {
      log.warn('catalogue: change feed stopped', { error: String(error) });
    }
  })();
  return () => void events.return?.();
}
