import type { Db } from '../../db/client';
import { log } from '../../log';
import type { SilaiPubSub } from '../core/pubsub';
import { catalogueChanged } from './cache';

/**
 * Drops this process's cached catalogue reads whenever any process announces a product change (an
 * order taking stock, a price edit), so listings never show stock another process has sold.
 */
export function followCatalogueChanges(db: Db, pubsub: SilaiPubSub): () => void {
  const events = pubsub.subscribe('catalogueChanged');
  void (async () => {
    try {
      for await (const _event of events) catalogueChanged(db);
    } catch (error) {
      log.warn('catalogue: change feed stopped', { error: String(error) });
    }
  })();
  return () => void events.return?.();
}
