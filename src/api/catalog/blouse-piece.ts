import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attributes, attributeValues, productAttributeValues } from '../../db/schema/catalog';

/** Of these products, the ones sold with a blouse piece (what a blouse can be stitched from). */
export async function withBlousePiece(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: productAttributeValues.productId })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(
      and(
        inArray(productAttributeValues.productId, [...productIds]),
        eq(attributes.code, 'blouse-piece'),
        eq(attributeValues.slug, 'included'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
