import { cp } from 'node:fs/promises';
import type { DbHandle } from '../db/client';
import { seed } from '../db/seed';
import { seededArtwork } from './databases';

/**
 * The seeded catalogue and its artwork in `mediaDir`: a copy of the seeded template (open({ seeded: true }))
 * has the rows already, so only the artwork rendered once for the run is copied; any other database is seeded.
 */
export async function seedTestDatabase(db: DbHandle, mediaDir: string): Promise<void> {
  const artwork = seededArtwork(db);
  if (artwork) await cp(artwork, mediaDir, { recursive: true });
  else await seed(db, mediaDir);
}
