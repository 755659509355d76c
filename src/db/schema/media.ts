// Owned by the media domain (src/api/media).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ArtworkView, Motif, Palette } from '../../media/artwork';

/**
 * The design behind every generated image, by key. The media server renders a missing file from it on
 * first request, so start-up never waits for hundreds of encodes. An admin's upload keeps `{ source }`: the
 * name of its stripped original, which its renditions are cut from again when one goes missing.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    design: jsonb('design')
      .$type<{ palette: Palette; motif: Motif; view?: ArtworkView } | { source: string }>()
      .notNull(),
    /** Who uploaded it (an admin's picture, a shopper's review photo); null for generated artwork. */
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An upload's files on disk (its stripped original and renditions), counted against its uploader. */
    bytes: integer('bytes').notNull().default(0),
    /**
     * How many rows use an upload: a product's picture list, a review, an order line (kept by the domains
     * through the media door). Not kept for generated artwork, which is never deleted.
     */
    uses: integer('uses').notNull().default(0),
    /** Since when nothing uses an upload (its upload, or its last release); null while something does. */
    unusedSince: timestamp('unused_since', { withTimezone: true }),
  },
  (t) => [
    index('media_assets_unused_idx')
      .on(t.unusedSince)
      .where(sql`${t.uses} = 0 and ${t.uploadedBy} is not null`),
    index('media_assets_uploader_unused_idx')
      .on(t.uploadedBy)
      .where(sql`${t.uses} = 0 and ${t.uploadedBy} is not null`),
  ],
);
