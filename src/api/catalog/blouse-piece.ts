import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';

/**
 * Of these products, the ones sold with a blouse piece (what a blouse can be stitched from). As SQL
 * text: every tailored quote and order asks (src/db/statement.ts says why).
 */
export async function withBlousePiece(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const p = new Params();
  const rows = await runStatement<{ id: number }>(
    db,
    `select pav.product_id as id from product_attribute_values pav
      join attribute_values v on v.id = pav.value_id join attributes a on a.id = v.attribute_id
    where pav.product_id = any(${p.add([...productIds], 'int[]')}) and a.code = 'blouse-piece' and v.slug = 'included'`,
    p,
  );
  return new Set(rows.map((r) => r.id));
}
