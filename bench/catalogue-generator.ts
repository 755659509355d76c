// Bench-only: grows the seeded catalogue to at least `target` products by copying the seed with new
// slugs, SKUs and prices (attribute values, collections and images are shared). Never used by the store.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client';

export async function growCatalogue(handle: DbHandle, target: number): Promise<number> {
  const { db } = handle;
  const rows = (await db.execute(sql`select count(*)::int as n from products where slug not like '%--b%'`)) as unknown as { rows: { n: number }[] };
  const base = rows.rows[0]!.n;
  const copies = Math.max(0, Math.ceil((target - base) / base));
  if (copies === 0) return base;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into products (slug, sku, kind, category_id, brand_id, name, description, care, mrp_minor, price_minor, currency, stock,
        turnaround_days, featured, image_keys, rating_avg_x100, rating_count, search_text, created_at, updated_at)
      select p.slug || '--b' || g, p.sku || '-' || g, p.kind, p.category_id, p.brand_id, p.name, p.description, p.care,
        (p.mrp_minor::bigint * (70 + (g * 13) % 61) / 100)::int, (p.price_minor::bigint * (70 + (g * 13) % 61) / 100)::int, p.currency,
        case when p.stock is null then null else (p.stock + g) % 15 end, p.turnaround_days, (p.featured + g * 7) % 100, p.image_keys,
        p.rating_avg_x100, p.rating_count, p.search_text, p.created_at - (g || ' days')::interval, p.updated_at
      from products p cross join generate_series(1, ${copies}) g
      where p.slug not like '%--b%'`);
    await tx.execute(sql`
      insert into product_attribute_values (product_id, value_id)
      select n.id, pav.value_id from products n
      join products s on s.slug = split_part(n.slug, '--b', 1)
      join product_attribute_values pav on pav.product_id = s.id
      where n.slug like '%--b%'`);
    await tx.execute(sql`
      insert into product_collections (product_id, collection_id)
      select n.id, pc.collection_id from products n
      join products s on s.slug = split_part(n.slug, '--b', 1)
      join product_collections pc on pc.product_id = s.id
      where n.slug like '%--b%'`);
  });
  await db.execute(sql`analyze`);
  const after = (await db.execute(sql`select count(*)::int as n from products`)) as unknown as { rows: { n: number }[] };
  return after.rows[0]!.n;
}
