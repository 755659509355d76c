import { config } from '../config';
import { openDatabase, type DbHandle } from './client';

export function openConfiguredDatabase(): Promise<DbHandle> {
  const c = config();
  return openDatabase(c.databaseUrl ? { url: c.databaseUrl } : { dataDir: c.dataDir }, {
    mode: c.demo ? 'demo' : 'live',
  });
}
