// Bench-only: grows the seeded catalogue to at least `target` products by copying the seed with new
// slugs, SKUs and prices (attribute values, collections and images are shared). Never used by the store.
// Set-based (one INSERT ... SELECT over generate_series per table), so 50,000 products take seconds; it
// can be called again with a larger target and adds only the copies that are missing.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client';

type Counts = { base: number; total: number; lastId: number };

async function counts(handle: DbHandle): Promise<Counts> {
  const r = (await handle.db.execute(sql`
    select (count(*) filter (where slug not like '%--b%'))::int as base, count(*)::int as total, coalesce(max(id), 0)::int as "lastId"
    from products`)) as unknown as { rows: Counts[] };
  return r.rows[0]!;
}

export async function growCatalogue(handle: DbHandle, target: number): Promise<number> {
  const { base, total, lastId } = await counts(handle);
  if (base === 0 || total >= target) return total;
  const done = Math.floor((total - base) / base); // copies made by an earlier call
  const copies = Math.ceil((target - base) / base);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into products (slug, sku, kind, category_id, brand_id, name, description, care, mrp_minor, price_minor, currency, stock,
        turnaround_days, featured, image_keys, rating_avg_x100, rating_count, search_text, created_at, updated_at)
      select p.slug || '--b' || g, p.sku || '-' || g, p.kind, p.category_id, p.brand_id, p.name, p.description, p.care,
        (p.mrp_minor::bigint * (70 + (g * 13) % 61) / 100)::int, (p.price_minor::bigint * (70 + (g * 13) % 61) / 100)::int, p.currency,
        case when p.stock is null then null else (p.stock + g) % 15 end, p.turnaround_days, (p.featured + g * 7) % 100, p.image_keys,
        p.rating_avg_x100, p.rating_count, p.search_text, p.created_at - (g || ' days')::interval, p.updated_at
      from products p cross join generate_series(${done + 1}::int, ${copies}::int) g
      where p.slug not like '%--b%'`);
    // The copies' links, from their originals (found by slug, in one hash join).
    await tx.execute(sql`
      insert into product_attribute_values (product_id, value_id)
      select n.id, pav.value_id from products n
      join products s on s.slug = split_part(n.slug, '--b', 1)
      join product_attribute_values pav on pav.product_id = s.id
      where n.id > ${lastId}`);
    await tx.execute(sql`
      insert into product_collections (product_id, collection_id)
      select n.id, pc.collection_id from products n
      join products s on s.slug = split_part(n.slug, '--b', 1)
      join product_collections pc on pc.product_id = s.id
      where n.id > ${lastId}`);
  });
  // Fresh statistics and visibility map, as a store that has been running would have.
  await handle.db.execute(sql`vacuum analyze products`);
  await handle.db.execute(sql`vacuum analyze product_attribute_values`);
  await handle.db.execute(sql`vacuum analyze product_collections`);
  return (await counts(handle)).total;
}
