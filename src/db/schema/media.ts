// Owned by the media domain (src/api/media).
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ArtworkView, Motif, Palette } from '../../media/artwork';

/**
 * The design behind every generated image, by key. The media server renders a missing file from it on
 * first request, so start-up never waits for hundreds of encodes. An admin's upload keeps `{ source }`: the
 * name of its stripped original, which its renditions are cut from again when one goes missing.
 */
export const mediaAssets = pgTable('media_assets', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  design: jsonb('design')
    .$type<{ palette: Palette; motif: Motif; view?: ArtworkView } | { source: string }>()
    .notNull(),
  /** Who uploaded it (an admin's picture, a shopper's review photo); null for generated artwork. */
  uploadedBy: uuid('uploaded_by'),
});
