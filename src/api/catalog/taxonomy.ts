import { asc } from 'drizzle-orm';
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

/** Attributes, their values and the collections: small, read on every listing, cached until a change. */
export function loadTaxonomy(db: Db): Promise<Taxonomy> {
  return cached(db, 'taxonomy', async () => {
    const [attrs, values, cols] = await Promise.all([
      db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id)),
      db.select().from(attributeValues).orderBy(asc(attributeValues.position), asc(attributeValues.id)),
      db.select().from(collections).orderBy(asc(collections.position), asc(collections.id)),
    ]);
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
