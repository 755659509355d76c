import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { brands, categories, products } from '../../db/schema/catalog';
import { mediaAssets } from '../../db/schema/media';
import { gql, startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper } from '../../test/shoppers';

type Created = { ok: boolean; refusal: string | null; product: { id: string; sku: string; slug: string } | null };
type Headers = Record<string, string>;

const Create = `mutation C($input: CreateProductInput!) {
  createProduct(input: $input) { ok refusal product { id sku slug } }
}`;
const Storefront = `query($slug: String!) { product(slug: $slug) { name price { amount } images { key src } brand { name } } }`;
const Listing = `query($kind: ProductKind) { products(filter: { kind: $kind }, sort: NEWEST, perPage: 5) { items { slug } } }`;

describe.each(testDatabases())('creating a product on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Headers;
  let silkFabrics: number;
  let silkSarees: number;
  const imageKey = 'up-0123456789abcdef01234567';

  const draft = (over: Record<string, unknown> = {}) => ({
    kind: 'FABRIC',
    slug: 'test-mulberry-silk',
    names: { en: 'Test mulberry silk', hi: 'शहतूत रेशम', ar: 'حرير التوت' },
    descriptions: { en: 'A test fabric.', hi: '', ar: '' },
    care: { en: 'Dry clean.', hi: '', ar: '' },
    categoryId: silkFabrics,
    priceMinor: 120_000,
    mrpMinor: 150_000,
    stock: 12.5,
    step: 0.5,
    imageKeys: [imageKey],
    active: true,
    ...over,
  });
  const create = async (headers: Headers, over: Record<string, unknown> = {}) => {
    const res = await gql(server, Create, { variables: { input: draft(over) }, headers });
    return res.body;
  };
  const created = async (over: Record<string, unknown> = {}) => {
    const body = await create(admin, over);
    expect(body.errors).toBeUndefined();
    return (body.data as { createProduct: Created }).createProduct;
  };
  const count = async () => (await db.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    admin = await (await createShopper(db, server, 'admin')).headers();
    const rows = await db.db.select().from(categories);
    silkFabrics = rows.find((c) => c.slug === 'silk-fabrics')!.id;
    silkSarees = rows.find((c) => c.slug === 'silk-sarees')!.id;
    await db.db
      .insert(mediaAssets)
      .values({ key: imageKey, kind: 'product', design: { source: `${imageKey}.source.webp` } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses anonymous, shoppers and designers', async () => {
    const before = await count();
    const designer = await (await createShopper(db, server, 'designer')).headers();
    const shopper = await (await createShopper(db, server)).headers();
    for (const headers of [{}, shopper, designer, { ...shopper, role: 'admin' }]) {
      const body = await create(headers);
      expect(body.errors?.[0]?.extensions?.code).toMatch(/access-denied|invalid/);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a bad product, changing nothing', async () => {
    const before = await count();
    const [taken] = await db.db.select({ slug: products.slug }).from(products).limit(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ priceMinor: 0 }, 'PRICE_NOT_POSITIVE'],
      [{ priceMinor: -100 }, 'PRICE_NOT_POSITIVE'],
      [{ priceMinor: 200_000 }, 'PRICE_ABOVE_MRP'],
      [{ stock: -1 }, 'NEGATIVE_STOCK'],
      [{ stock: 1.25 }, 'STOCK_NOT_IN_STEPS'],
      [{ step: 0.3 }, 'INVALID_STEP'],
      [{ kind: 'SAREE', step: 0.5, stock: 1 }, 'INVALID_STEP'],
      [{ slug: taken!.slug }, 'SLUG_TAKEN'],
      [{ slug: 'Not A Slug' }, 'INVALID_SLUG'],
      [{ names: { en: ' ', hi: '', ar: '' } }, 'NAME_REQUIRED'],
      [{ categoryId: silkSarees }, 'UNKNOWN_CATEGORY'],
      [{ categoryId: 999_999 }, 'UNKNOWN_CATEGORY'],
      [{ imageKeys: [] }, 'IMAGE_REQUIRED'],
      [{ imageKeys: ['up-ffffffffffffffffffffffff'] }, 'UNKNOWN_IMAGE'],
    ];
    for (const [over, refusal] of cases) expect(await created(over), refusal).toMatchObject({ ok: false, refusal });
    expect(await count()).toBe(before);
    const audits = await db.db.select().from(auditLog).where(eq(auditLog.action, 'create'));
    expect(audits).toHaveLength(0);
  });

  it('makes a fabric under the store’s label that the storefront shows at once', async () => {
    // Read first, so a cached listing would be what a stale store served.
    const listed = async (kind: string) =>
      (
        (await gql(server, Listing, { variables: { kind } })).body.data as {
          products: { items: { slug: string }[] };
        }
      ).products.items.map((i) => i.slug);
    expect(await listed('FABRIC')).not.toContain('test-mulberry-silk');
    const r = await created();
    expect(r.ok).toBe(true);
    expect(r.product!.sku).toMatch(/^SIL-F-[0-9A-F]{6}$/);
    const [row] = await db.db.select().from(products).where(eq(products.slug, 'test-mulberry-silk'));
    const [own] = await db.db.select().from(brands).where(eq(brands.slug, 'silai-atelier'));
    expect(row).toMatchObject({ kind: 'fabric', brandId: own!.id, stock: 12.5, step: 0.5, imageKeys: [imageKey] });
    expect(row!.searchText).toContain('शहतूत रेशम');
    expect(row!.searchText).toContain('silai atelier');
    const page = await gql(server, Storefront, {
      variables: { slug: 'test-mulberry-silk' },
      headers: { 'accept-language': 'hi' },
    });
    expect(page.body.data).toMatchObject({
      product: { price: { amount: 120_000 }, images: [{ key: imageKey }], brand: { name: 'Silai Atelier' } },
    });
    expect(await listed('FABRIC')).toContain('test-mulberry-silk');
    expect(await listed('SAREE')).not.toContain('test-mulberry-silk');
    const audit = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, r.product!.id)));
    expect(audit).toMatchObject([{ action: 'create', before: null }]);
    // The same slug again is taken now.
    expect(await created()).toMatchObject({ ok: false, refusal: 'SLUG_TAKEN' });
  });

  it('lets editProduct replace the pictures with known ones only', async () => {
    const [row] = await db.db.select().from(products).where(eq(products.slug, 'test-mulberry-silk'));
    const Edit = `mutation E($id: Int!, $version: Int!, $slug: String!, $names: LocalizedTextInput!, $descriptions: LocalizedTextInput!, $priceMinor: Int!, $mrpMinor: Int!, $stock: Float, $active: Boolean!, $imageKeys: [String!]) {
      editProduct(id: $id, version: $version, slug: $slug, names: $names, descriptions: $descriptions, priceMinor: $priceMinor, mrpMinor: $mrpMinor, stock: $stock, active: $active, imageKeys: $imageKeys) { ok refusal }
    }`;
    const vars = (imageKeys: string[]) => ({
      ...draft(),
      id: row!.id,
      version: row!.version,
      stock: row!.stock,
      imageKeys,
    });
    const edit = async (keys: string[]) =>
      ((await gql(server, Edit, { variables: vars(keys), headers: admin })).body.data as { editProduct: Created })
        .editProduct;
    expect(await edit(['up-ffffffffffffffffffffffff'])).toMatchObject({ ok: false, refusal: 'UNKNOWN_IMAGE' });
    expect(await edit([])).toMatchObject({ ok: false, refusal: 'IMAGE_REQUIRED' });
    const seeded =
      'p-' +
      (await db.db.select({ slug: products.slug }).from(products).where(eq(products.kind, 'saree')).limit(1))[0]!.slug +
      '-1';
    expect(await edit([seeded, imageKey])).toMatchObject({ ok: true });
    const [after] = await db.db.select().from(products).where(eq(products.id, row!.id));
    expect(after!.imageKeys).toEqual([seeded, imageKey]);
  });

  it('makes an unpublished saree the storefront does not show', async () => {
    const r = await created({
      kind: 'SAREE',
      slug: 'test-draft-saree',
      categoryId: silkSarees,
      stock: 3,
      step: 1,
      active: false,
    });
    expect(r.ok).toBe(true);
    const page = await gql(server, Storefront, { variables: { slug: 'test-draft-saree' } });
    expect((page.body.data as { product: unknown }).product).toBeNull();
  });
});
