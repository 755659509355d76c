import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import {
  attributes,
  attributeValues,
  categories,
  collections,
  productAttributeValues,
  productCollections,
  products,
} from '../../db/schema/catalog';
import { categoriesOfKind } from '../../lib/product-kinds';
import { gql, startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper } from '../../test/shoppers';

// The product editor's places: category, collections, attribute values and pictures, seen by the
// storefront (product page, collection listing, attribute facet) as soon as the edit is saved.

type Headers = Record<string, string>;
type Edited = { ok: boolean; refusal: string | null; product: { version: number } | null };

const Edit = `mutation E($id: Int!, $version: Int!, $slug: String!, $names: LocalizedTextInput!, $descriptions: LocalizedTextInput!, $priceMinor: Int!, $mrpMinor: Int!, $stock: Float, $active: Boolean!, $imageKeys: [String!], $categoryId: Int, $collectionIds: [Int!], $attributeValueIds: [Int!]) {
  editProduct(id: $id, version: $version, slug: $slug, names: $names, descriptions: $descriptions, priceMinor: $priceMinor, mrpMinor: $mrpMinor, stock: $stock, active: $active, imageKeys: $imageKeys, categoryId: $categoryId, collectionIds: $collectionIds, attributeValueIds: $attributeValueIds) {
    ok refusal product { version }
  }
}`;
const Page = `query($slug: String!) { product(slug: $slug) { category { id } collections { slug } images { key } attributes { attribute { code } values { slug } } } }`;
const Listing = `query($filter: ProductFilter) { products(filter: $filter, perPage: 48) { items { slug } facets { values { value { id } count } } } }`;
const Admin = `query($id: Int!) { adminProduct(id: $id) { categoryId collectionIds attributeValueIds imageKeys } adminAttributes { id values { id } } }`;

type PageData = {
  product: {
    category: { id: string };
    collections: { slug: string }[];
    images: { key: string }[];
    attributes: { attribute: { code: string }; values: { slug: string }[] }[];
  };
};
type ListingData = {
  products: { items: { slug: string }[]; facets: { values: { value: { id: string }; count: number }[] }[] };
};

describe.each(testDatabases())('product places edited on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Headers;
  let target: typeof products.$inferSelect;

  const edit = async (headers: Headers, over: Record<string, unknown> = {}) => {
    const res = await gql(server, Edit, {
      headers,
      variables: {
        id: target.id,
        version: target.version,
        slug: target.slug,
        names: { en: target.name.en, hi: target.name.hi ?? '', ar: target.name.ar ?? '' },
        descriptions: { en: target.description.en, hi: target.description.hi ?? '', ar: target.description.ar ?? '' },
        priceMinor: target.priceMinor,
        mrpMinor: target.mrpMinor,
        stock: target.stock,
        active: true,
        ...over,
      },
    });
    return res;
  };
  const reload = async () => {
    [target = target] = await db.db.select().from(products).where(eq(products.id, target.id));
  };
  const links = async () => ({
    cols: (await db.db.select().from(productCollections).where(eq(productCollections.productId, target.id))).length,
    vals: (await db.db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, target.id)))
      .length,
  });
  const listing = async (filter: Record<string, unknown>) =>
    (await gql(server, Listing, { variables: { filter } })).body.data as ListingData;
  const facetCount = (l: ListingData, valueId: number) =>
    l.products.facets.flatMap((f) => f.values).find((v) => v.value.id === String(valueId))?.count ?? 0;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    admin = await (await createShopper(db, server, 'admin')).headers();
    const [fabric] = await db.db
      .select()
      .from(products)
      .where(and(eq(products.kind, 'fabric'), eq(products.active, true)))
      .limit(1);
    target = fabric!;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses shoppers and designers, changing nothing', async () => {
    const designer = await (await createShopper(db, server, 'designer')).headers();
    const shopper = await (await createShopper(db, server)).headers();
    const before = await links();
    for (const headers of [{}, shopper, designer]) {
      const res = await edit(headers, { collectionIds: [], attributeValueIds: [] });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('access-denied');
      const read = await gql(server, Admin, { variables: { id: target.id }, headers });
      expect(read.body.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
    expect(await links()).toEqual(before);
  });

  it('refuses an unknown category, collection or value, and a stale edit, with nothing changed', async () => {
    const all = await db.db.select().from(categories);
    const sareeCategory = categoriesOfKind(all, 'saree')[0]!;
    const before = await links();
    const refusal = async (over: Record<string, unknown>) =>
      ((await edit(admin, over)).body.data as { editProduct: Edited }).editProduct.refusal;
    expect(await refusal({ categoryId: sareeCategory.id })).toBe('UNKNOWN_CATEGORY');
    expect(await refusal({ categoryId: 999_999 })).toBe('UNKNOWN_CATEGORY');
    expect(await refusal({ collectionIds: [999_999] })).toBe('UNKNOWN_COLLECTION');
    expect(await refusal({ attributeValueIds: [999_999] })).toBe('UNKNOWN_ATTRIBUTE_VALUE');
    expect(await refusal({ version: target.version + 3, collectionIds: [] })).toBe('STALE');
    const was = target;
    await reload();
    expect(target).toEqual(was);
    expect(await links()).toEqual(before);
  });

  it('moves the product, puts it in a collection, gives it a value and new pictures: the storefront sees it at once, audited', async () => {
    const all = await db.db.select().from(categories);
    const category = categoriesOfKind(all, 'fabric').find((c) => c.id !== target.categoryId)!;
    const inCols = await db.db.select().from(productCollections).where(eq(productCollections.productId, target.id));
    const collection = (await db.db.select().from(collections)).find(
      (c) => !inCols.some((p) => p.collectionId === c.id),
    )!;
    const has = await db.db
      .select()
      .from(productAttributeValues)
      .where(eq(productAttributeValues.productId, target.id));
    const spare = (
      await db.db
        .select({
          id: attributeValues.id,
          slug: attributeValues.slug,
          code: attributes.code,
          name: attributeValues.name,
        })
        .from(attributeValues)
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(eq(attributes.facet, true))
    ).find((v) => !has.some((h) => h.valueId === v.id))!;
    const categoryBefore = target.categoryId;
    const [other] = await db.db.select().from(products).where(eq(products.kind, 'saree')).limit(1);
    const imageKeys = [other!.imageKeys[0]!, ...target.imageKeys];
    const facetBefore = facetCount(await listing({ kind: 'FABRIC' }), spare.id);
    // A listing cached before the edit must not be served after it.
    expect((await listing({ collection: collection.slug })).products.items.map((i) => i.slug)).not.toContain(
      target.slug,
    );

    const res = await edit(admin, {
      categoryId: category.id,
      collectionIds: [...inCols.map((c) => c.collectionId), collection.id],
      attributeValueIds: [...has.map((h) => h.valueId), spare.id],
      imageKeys,
    });
    expect(res.body.errors).toBeUndefined();
    expect((res.body.data as { editProduct: Edited }).editProduct).toMatchObject({ ok: true, refusal: null });

    const page = (await gql(server, Page, { variables: { slug: target.slug } })).body.data as PageData;
    expect(page.product.category.id).toBe(String(category.id));
    expect(page.product.collections.map((c) => c.slug)).toContain(collection.slug);
    expect(page.product.images.map((i) => i.key)).toEqual(imageKeys);
    const attr = page.product.attributes.find((a) => a.attribute.code === spare.code);
    expect(attr?.values.map((v) => v.slug)).toContain(spare.slug);
    expect((await listing({ collection: collection.slug })).products.items.map((i) => i.slug)).toContain(target.slug);
    const filtered = await listing({ kind: 'FABRIC', attributes: [{ code: spare.code, values: [spare.slug] }] });
    expect(filtered.products.items.map((i) => i.slug)).toContain(target.slug);
    expect(facetCount(await listing({ kind: 'FABRIC' }), spare.id)).toBe(facetBefore + 1);

    const read = (await gql(server, Admin, { variables: { id: target.id }, headers: admin })).body.data as {
      adminProduct: { categoryId: number; collectionIds: number[]; attributeValueIds: number[]; imageKeys: string[] };
    };
    expect(read.adminProduct).toMatchObject({ categoryId: category.id, imageKeys });
    expect(read.adminProduct.collectionIds).toContain(collection.id);
    expect(read.adminProduct.attributeValueIds).toContain(spare.id);

    await reload();
    expect(target.searchText).toContain(spare.name.en.toLowerCase());
    expect(target.searchText).toContain(category.name.en.toLowerCase());
    const [entry] = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(target.id))));
    expect(Object.keys(entry!.after!).sort()).toEqual([
      'attributeValueIds',
      'categoryId',
      'collectionIds',
      'imageKeys',
    ]);
    expect(entry!.before).toMatchObject({ categoryId: categoryBefore });
    expect((entry!.after as { collectionIds: number[] }).collectionIds).toContain(collection.id);

    // Taking it out again: the collection page no longer lists it.
    const out = await edit(admin, { collectionIds: [] });
    expect((out.body.data as { editProduct: Edited }).editProduct.ok).toBe(true);
    expect((await listing({ collection: collection.slug })).products.items.map((i) => i.slug)).not.toContain(
      target.slug,
    );
  });
});
