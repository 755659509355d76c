import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import type { Targets } from '../../lib/offers';

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

/** Past this many products an offer's start or end drops every cached answer (a store-wide sale does anyway). */
const aimedLimit = 2000;

/**
 * The products these offers' targets take in (exclusions ignored: a few more answers dropped than
 * needed, never one kept that changed), by id and slug; null for all of them (an offer aimed at
 * everything, or more than the limit).
 */
export async function productsAimedAt(
  db: Db,
  aims: readonly Targets[],
): Promise<{ ids: string[]; slugs: string[] } | null> {
  if (aims.length === 0) return { ids: [], slugs: [] };
  const all = (k: 'productIds' | 'categoryIds' | 'brandIds' | 'collectionIds' | 'valueIds') => [
    ...new Set(aims.flatMap((a) => a[k])),
  ];
  if (aims.some((a) => Object.values(a).every((v) => v.length === 0))) return null;
  const p = new Params();
  const rows = await runStatement<{ id: number; slug: string }>(
    db,
    `select p.id, p.slug from products p where p.id = any(${p.add(all('productIds'), 'int[]')})
      or p.category_id = any(${p.add(all('categoryIds'), 'int[]')}) or p.brand_id = any(${p.add(all('brandIds'), 'int[]')})
      or p.kind::text = any(${p.add([...new Set(aims.flatMap((a) => a.kinds))], 'text[]')})
      or exists (select 1 from product_collections c where c.product_id = p.id and c.collection_id = any(${p.add(all('collectionIds'), 'int[]')}))
      or exists (select 1 from product_attribute_values v where v.product_id = p.id and v.value_id = any(${p.add(all('valueIds'), 'int[]')}))
    limit ${aimedLimit + 1}`,
    p,
  );
  if (rows.length > aimedLimit) return null;
  return { ids: rows.map((r) => String(r.id)), slugs: rows.map((r) => r.slug) };
}

const kindPages: Record<string, string> = { saree: '/sarees', fabric: '/fabrics', service: '/tailoring' };

/**
 * The storefront page that holds what an offer aims at, when one page does: its one collection, or the
 * listing of its one kind of product; null otherwise (a banner then says what is on without a link).
 */
export async function offerPage(db: Db, include: Targets): Promise<string | null> {
  const { collectionIds, kinds, ...rest } = include;
  if (Object.values(rest).some((v) => v.length > 0)) return null;
  if (collectionIds.length === 1 && kinds.length === 0) {
    const p = new Params();
    const [row] = await runStatement<{ slug: string }>(
      db,
      `select slug from collections where id = ${p.add(collectionIds[0], 'int')}`,
      p,
    );
    return row ? `/collections/${row.slug}` : null;
  }
  return collectionIds.length === 0 && kinds.length === 1 ? (kindPages[kinds[0]!] ?? null) : null;
}
