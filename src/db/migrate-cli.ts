import { config } from '../config';
import { openConfiguredDatabase } from './open-configured';
import { runMigrations } from './migrate';

// Never run this against a PGlite data dir while the store is running: PGlite has no file lock.
const handle = await openConfiguredDatabase();
try {
  await runMigrations(handle);
  console.log(`migrations applied (${handle.kind}${handle.kind === 'pglite' ? ` in ${config().dataDir}` : ''})`);
} finally {
  await handle.close();
}
