import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';

/** The collections and attribute values (weaves) of each product, for offers aimed at them. */
export async function productGroups(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { collectionIds: number[]; valueIds: number[] }>> {
  if (ids.length === 0) return new Map();
  const p = new Params();
  const list = p.add([...ids], 'int[]');
  const rows = await runStatement<{ id: number; collectionIds: number[]; valueIds: number[] }>(
    db,
    `select p.id,
      coalesce((select array_agg(c.collection_id) from product_collections c where c.product_id = p.id), '{}') as "collectionIds",
      coalesce((select array_agg(v.value_id) from product_attribute_values v where v.product_id = p.id), '{}') as "valueIds"
    from unnest(${list}) as p(id)`,
    p,
  );
  return new Map(rows.map((r) => [r.id, { collectionIds: r.collectionIds, valueIds: r.valueIds }]));
}
