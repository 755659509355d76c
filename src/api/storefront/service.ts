import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, trustBadges } from '../../db/schema/storefront';

export type BannerRow = typeof banners.$inferSelect;
export type TrustBadgeRow = typeof trustBadges.$inferSelect;

export function listActiveBanners(db: Db): Promise<BannerRow[]> {
  return db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.id));
}

export function listTrustBadges(db: Db): Promise<TrustBadgeRow[]> {
  return db.select().from(trustBadges).orderBy(asc(trustBadges.position), asc(trustBadges.id));
}
