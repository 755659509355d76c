import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGateway } from '../api/gateway';
import { createSilaiPubSub } from '../api/core/pubsub';
import { countLimitsInRedis } from '../api/core/rate-limits';
import { config, ConfigError, type Config } from '../config';
import { setSharedDatabase, type DbHandle } from '../db/client';
import { pendingMigrations } from '../db/migration-status';
import { runMigrations } from '../db/migrate';
import { openConfiguredDatabase } from '../db/open-configured';
import { seed } from '../db/seed';
import { ensureDemoDesk } from '../api/consultations';
import { DemoOnLiveDatabase, settleDatabaseMode } from './database-mode';
import { log, routeConsoleToLog } from '../log';
import { securitySettingsFrom } from './security-headers';
import { createHttpApp, type PageHandler } from './http';
import { createPageCache, followCataloguePages } from './page-cache';
import { withDeferredChunks } from './deferred-chunks';
import { setSharedServices } from '../api/shared-services';
import { createMediaRenderer, startUploadSweeper } from '../api/media';
import { loadAuthKit } from '../api/identity';
import { startExpirySweeper } from '../api/orders';
import { startOfferClock } from '../api/checkout';
import { firstListingPictureKeys, followCatalogueChanges } from '../api/catalog';
import { smtpMail, startConfiguredWorker } from '../api/notifications';

async function nextPages(dev: boolean): Promise<PageHandler> {
  // tsx turns source maps on; in production they would also be read for every Next.js bundle loaded
  // from here on (about 40 MB of heap). The store's own modules, loaded already, keep theirs.
  if (!dev) process.setSourceMapsEnabled(false);
  const { default: next } = await import('next');
  const app = next({ dev, dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = dev ? app.getUpgradeHandler() : undefined;
  const render = (req: IncomingMessage, res: ServerResponse) => handle(req, res);
  return {
    // Development keeps Next's own script tags (its reloading client is among them).
    handle: dev ? render : withDeferredChunks(render),
    upgrade: upgrade ? (req, socket, head) => upgrade(req, socket, head) : undefined,
  };
}

/** The one line that tells a newcomer where the sign-in codes are and how payments work (demo mode). */
export function demoNotice(c: Pick<Config, 'demo' | 'auth' | 'buying'>): string | null {
  if (!c.demo) return null;
  const parts = [
    c.auth.sms.provider === 'log'
      ? 'sign-in codes are printed in this log'
      : `sign-in codes are sent by ${c.auth.sms.provider}`,
    c.buying.testGateway ? 'payments use the built-in test gateway' : 'the built-in test gateway is off',
  ];
  return `Demo mode: ${parts.join('; ')}`;
}

/** Cluster mode: the operator migrates once (`npm run db:prepare`); a process finding work left stops. */
async function refuseUnmigrated(db: DbHandle): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending === 0) return;
  console.error(
    `The database has ${pending} migration(s) not applied. In cluster mode (CLUSTER=true) store processes never migrate: run \`npm run db:prepare\` once, then start them.`,
  );
  await db.close();
  process.exit(78);
}

export async function start(): Promise<void> {
  let c;
  try {
    c = config();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  const production = c.env === 'production';
  const started = Date.now();
  // Outside development everything the process prints (Next's messages too) is a JSON log line.
  if (c.env !== 'development') routeConsoleToLog();

  const dbPromise = openConfiguredDatabase();
  setSharedDatabase(dbPromise);
  const db = await dbPromise;
  if (c.cluster) await refuseUnmigrated(db);
  else await runMigrations(db);
  const { images } = await seed(db, c.mediaDir);
  // Before anything is served: a live start removes what a demo left on this database; a demo never starts on a live one.
  try {
    await settleDatabaseMode(db.db, c.demo, new Date());
  } catch (e) {
    if (e instanceof DemoOnLiveDatabase) {
      console.error(e.message);
      await db.close();
      process.exit(78);
    }
    throw e;
  }
  // A fresh demo store offers consultation times through its stand-in design desk (CONSULT_DEMO_DESK=false: none).
  if (c.demoDesk) await ensureDemoDesk(db.db, new Date());
  if (c.env !== 'test' && c.databaseUrl === undefined) {
    log.info('database: embedded PGlite', { dataDir: c.dataDir });
  }
  log.info('database ready', { kind: db.kind, renderedImages: images });

  const pubsub = createSilaiPubSub(c.redisUrl);
  const closeLimits = countLimitsInRedis(c.redisUrl);
  const kit = await loadAuthKit(db.db, c);
  // Confirmation codes go through the notifications domain's SMTP adapter when SMTP is configured.
  if (c.notify.smtp) kit.mail = smtpMail(c.notify.smtp);
  setSharedServices({ pubsub, kit });
  const gateway = createGateway(
    { db: db.db, pubsub, kit },
    {
      production,
      introspection: c.introspection,
      allowedOrigins: c.gateway.allowedOrigins,
      responseCache: { redisUrl: c.redisUrl },
    },
  );
  // Only once the shared services are set: prepared earlier, beside the migrations (about a second off a
  // restart), a store missed other processes' catalogue changes (tests/cluster); Next loads the pages'
  // server modules, a second copy of the store's, as it prepares.
  const pages = await nextPages(!production);
  const media = createMediaRenderer(db.db, c.mediaDir);
  // Production only: development renders every request so edits show at once. PAGE_CACHE=off renders every request.
  const pageCache = production && process.env.PAGE_CACHE !== 'off' ? createPageCache() : undefined;
  const stopFollowingPages = pageCache ? followCataloguePages(pubsub, pageCache) : () => {};
  const app = createHttpApp({
    db,
    gateway,
    kit,
    mediaDir: c.mediaDir,
    pages,
    media,
    uploads: c.uploads,
    pageCache,
    buying: { pubsub, settings: c.buying },
    storeName: c.store.name,
    security: securitySettingsFrom(c),
  });
  const stopSweeper = startExpirySweeper({ db: db.db, kit, pubsub, buying: c.buying });
  // Uploads nothing uses for UPLOAD_UNATTACHED_HOURS go, files and row (every process may sweep: rows skip-locked).
  const stopUploadSweeper = startUploadSweeper(db.db, c.mediaDir, c.uploads.unusedMs);
  const stopFollowing = followCatalogueChanges(db.db, pubsub);
  // A sale that starts or ends changes the catalogue's cached answers and pages at that instant.
  const stopOfferClock = startOfferClock({ db: db.db, pubsub, kit });
  // Messages leave after their transaction commits, never inside it: a slow provider holds up nobody.
  const stopNotifying =
    c.notify.worker === 'in-process' ? startConfiguredWorker(db.db, c, kit.sms, kit.whatsapp) : async () => {};

  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(c.port, c.host, () => resolve());
  });
  log.info(`Silai is open on http://localhost:${c.port}`, {
    ms: Date.now() - started,
    env: c.env,
    mode: c.demo ? 'demo' : 'live',
  });
  const demoLine = demoNotice(c);
  if (demoLine) log.notice(demoLine);
  const prerender = new AbortController();
  // The first listing page's cards only (the home page's pictures came with the seed): the rest on request.
  if (c.mediaPrerender) {
    firstListingPictureKeys(db.db)
      .then((keys) => media.prerender(keys, prerender.signal))
      .catch((error: unknown) => log.warn('media: prerender stopped', { error: String(error) }));
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    prerender.abort();
    stopSweeper();
    stopFollowing();
    stopOfferClock();
    stopFollowingPages();
    log.info('shutting down', { signal });
    await stopNotifying();
    await stopUploadSweeper();
    await app.close();
    await pubsub.close();
    await closeLimits();
    await db.close();
    log.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
