import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attributes, attributeValues, collections } from '../../db/schema/catalog';
import { cached } from './cache';

export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeValueRow = typeof attributeValues.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

export type Taxonomy = {
  attributes: AttributeRow[];
  attributesByCode: Map<string, AttributeRow>;
  attributesById: Map<number, AttributeRow>;
  values: AttributeValueRow[];
  valuesById: Map<number, AttributeValueRow>;
  /** Keyed `${attributeId}:${slug}`. */
  valueBySlug: Map<string, AttributeValueRow>;
  collections: CollectionRow[];
  collectionsBySlug: Map<string, CollectionRow>;
};

type TaxonomyRow = {
  attributes: AttributeRow[] | null;
  values: AttributeValueRow[] | null;
  collections: CollectionRow[] | null;
};

/**
 * Attributes, their values and the collections: small, read on every listing, cached until a change.
 * One statement (three small tables as JSON), so an uncached listing pays one round trip for it.
 */
export function loadTaxonomy(db: Db): Promise<Taxonomy> {
  return cached(db, 'taxonomy', async () => {
    const result = await db.execute(sql`select
      (select json_agg(json_build_object('id', a.id, 'code', a.code, 'position', a.position, 'name', a.name, 'facet', a.facet) order by a.position, a.id)
        from ${attributes} a) as attributes,
      (select json_agg(json_build_object('id', v.id, 'attributeId', v.attribute_id, 'slug', v.slug, 'position', v.position, 'name', v.name) order by v.position, v.id)
        from ${attributeValues} v) as values,
      (select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'position', c.position, 'name', c.name, 'description', c.description, 'imageKey', c.image_key) order by c.position, c.id)
        from ${collections} c) as collections`);
    const row = (result as unknown as { rows: TaxonomyRow[] }).rows[0];
    const attrs = row?.attributes ?? [];
    const values = row?.values ?? [];
    const cols = row?.collections ?? [];
    return {
      attributes: attrs,
      attributesByCode: new Map(attrs.map((a) => [a.code, a])),
      attributesById: new Map(attrs.map((a) => [a.id, a])),
      values,
      valuesById: new Map(values.map((v) => [v.id, v])),
      valueBySlug: new Map(values.map((v) => [`${v.attributeId}:${v.slug}`, v])),
      collections: cols,
      collectionsBySlug: new Map(cols.map((c) => [c.slug, c])),
    };
  });
}
