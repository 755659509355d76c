import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { products } from '../../db/schema/catalog';
import { gql, startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper } from '../../test/shoppers';

type Edited = { ok: boolean; refusal: string | null; product: { version: number; priceMinor: number } | null };
type Headers = Record<string, string>;

const Edit = `mutation E($id: Int!, $version: Int!, $slug: String!, $names: LocalizedTextInput!, $descriptions: LocalizedTextInput!, $priceMinor: Int!, $mrpMinor: Int!, $stock: Float, $active: Boolean!) {
  editProduct(id: $id, version: $version, slug: $slug, names: $names, descriptions: $descriptions, priceMinor: $priceMinor, mrpMinor: $mrpMinor, stock: $stock, active: $active) {
    ok refusal product { version priceMinor }
  }
}`;
const List = `query($search: String, $kind: ProductKind, $lowStock: Boolean) { adminProducts(search: $search, kind: $kind, lowStock: $lowStock, limit: 5) { total lowStockThreshold items { id slug kind stock } } }`;
const Storefront = `query($slug: String!) { product(slug: $slug) { price { amount } } }`;

describe.each(testDatabases())('admin products on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Headers;
  let target: typeof products.$inferSelect;

  const editVars = (over: Record<string, unknown> = {}) => ({
    id: target.id,
    version: target.version,
    slug: target.slug,
    names: { en: target.name.en, hi: 'बनारसी रेशम', ar: 'حرير بنارسي' },
    descriptions: { en: target.description.en, hi: '', ar: '' },
    priceMinor: target.priceMinor,
    mrpMinor: target.mrpMinor,
    stock: target.stock,
    active: true,
    ...over,
  });
  const edit = async (headers: Headers, over: Record<string, unknown> = {}) => {
    const res = await gql(server, Edit, { variables: editVars(over), headers });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { editProduct: Edited }).editProduct;
  };
  const reload = async () => {
    [target = target] = await db.db.select().from(products).where(eq(products.id, target.id));
  };

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    admin = await (await createShopper(db, server, 'admin')).headers();
    const [fabric] = await db.db.select().from(products).where(eq(products.kind, 'fabric')).limit(1);
    target = fabric!;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses every admin product operation to anonymous, shoppers and designers', async () => {
    const designer = await (await createShopper(db, server, 'designer')).headers();
    const shopper = await (await createShopper(db, server)).headers();
    for (const headers of [{}, shopper, designer]) {
      const list = await gql(server, List, { headers });
      expect(list.body.errors?.[0]?.extensions?.code).toBe('access-denied');
      const one = await gql(server, `query { adminProduct(id: ${target.id}) { id } }`, { headers });
      expect(one.body.errors?.[0]?.extensions?.code).toBe('access-denied');
      const res = await gql(server, Edit, { variables: editVars({ priceMinor: 100 }), headers });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
    await reload();
    expect(target.version).toBe(0);
  });

  it('lists by search, kind and low stock for admins', async () => {
    const res = await gql(server, List, { variables: { search: target.sku, kind: 'FABRIC' }, headers: admin });
    const page = (res.body.data as { adminProducts: { total: number; items: { slug: string }[] } }).adminProducts;
    expect(page.items.map((i) => i.slug)).toEqual([target.slug]);
    const low = await gql(server, List, { variables: { lowStock: true }, headers: admin });
    const lowPage = (low.body.data as { adminProducts: { lowStockThreshold: number; items: { stock: number }[] } })
      .adminProducts;
    for (const i of lowPage.items) expect(i.stock).toBeLessThanOrEqual(lowPage.lowStockThreshold);
  });

  it('refuses bad prices, negative stock and a taken slug, writing nothing', async () => {
    expect((await edit(admin, { priceMinor: 0 })).refusal).toBe('PRICE_NOT_POSITIVE');
    expect((await edit(admin, { priceMinor: -5 })).refusal).toBe('PRICE_NOT_POSITIVE');
    expect((await edit(admin, { priceMinor: target.mrpMinor + 1 })).refusal).toBe('PRICE_ABOVE_MRP');
    expect((await edit(admin, { stock: -1 })).refusal).toBe('NEGATIVE_STOCK');
    expect((await edit(admin, { stock: target.step / 2 + 1 })).refusal).toBe('STOCK_NOT_IN_STEPS');
    const [other] = await db.db.select().from(products).where(eq(products.kind, 'saree')).limit(1);
    expect((await edit(admin, { slug: other!.slug })).refusal).toBe('SLUG_TAKEN');
    expect((await edit(admin, { version: 7 })).refusal).toBe('STALE');
    const before = target;
    await reload();
    expect(target).toEqual(before);
  });

  it('saves an edit the storefront shows at once, audited; a second edit from the same version is STALE', async () => {
    const shown = await gql(server, Storefront, { variables: { slug: target.slug } });
    expect((shown.body.data as { product: { price: { amount: number } } }).product.price.amount).toBe(
      target.priceMinor,
    );
    const newPrice = target.priceMinor - 100;
    const [first, second] = await Promise.all([
      edit(admin, { priceMinor: newPrice }),
      edit(admin, { priceMinor: target.priceMinor - 200 }),
    ]);
    const results = [first, second];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)?.refusal).toBe('STALE');
    const winner = results.find((r) => r.ok)!.product!;
    expect(winner.version).toBe(target.version + 1);
    const now = await gql(server, Storefront, { variables: { slug: target.slug } });
    expect((now.body.data as { product: { price: { amount: number } } }).product.price.amount).toBe(winner.priceMinor);
    const rows = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(target.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorRole: 'admin', action: 'edit' });
    expect(rows[0]!.before).toMatchObject({ priceMinor: target.priceMinor });
    expect(rows[0]!.after).toMatchObject({ priceMinor: winner.priceMinor, name: { hi: 'बनारसी रेशम' } });
    expect(Object.keys(rows[0]!.after!)).not.toContain('slug');
    const trail = await gql(
      server,
      `query { auditTrail(entity: "product", entityId: "${target.id}") { action actorRole } }`,
      {
        headers: admin,
      },
    );
    expect(trail.body.data).toEqual({ auditTrail: [{ action: 'edit', actorRole: 'admin' }] });
  });
});
