// `npm run notify:worker`: the outbox worker as its own process, beside a store started with
// NOTIFY_WORKER=off. PostgreSQL only: PGlite's data directory belongs to the one process that opened it.
import { config, ConfigError } from '../config';
import { openDatabase } from '../db/client';
import { log, routeConsoleToLog } from '../log';
import { loadAuthKit } from '../api/identity';
import { startConfiguredWorker } from '../api/notifications';
import { checkDatabaseMode, DemoOnLiveDatabase } from './database-mode';

async function main(): Promise<void> {
  let c;
  try {
    c = config();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  if (!c.databaseUrl) {
    console.error(
      'notify:worker needs DATABASE_URL (PostgreSQL). With the embedded PGlite the worker runs inside the store (NOTIFY_WORKER=in-process, the default).',
    );
    process.exit(78);
  }
  if (c.env !== 'development') routeConsoleToLog();
  const db = await openDatabase({ url: c.databaseUrl }, { mode: c.demo ? 'demo' : 'live' });
  // A live worker sends nothing until the store has made the database live (startConfiguredWorker); a demo worker never runs on a live one.
  try {
    await checkDatabaseMode(db.db, c.demo);
  } catch (e) {
    if (e instanceof DemoOnLiveDatabase) {
      console.error(e.message);
      await db.close();
      process.exit(78);
    }
    throw e;
  }
  const kit = await loadAuthKit(db.db, c);
  const stop = startConfiguredWorker(db.db, c, kit.sms, kit.whatsapp);
  log.info('notifications: worker started', { channels: c.notify.channels, everyMs: c.notify.intervalMs });
  const shutdown = async () => {
    await stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('notify:worker could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
