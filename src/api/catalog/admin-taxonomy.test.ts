import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { CategoryIndexDocument, CollectionPageDocument } from '../../gql/graphql';
import { asAdmin, refusedToNonAdmins, startWithStaff, trailOf, type Staff } from '../../test/admin-catalogue';
import { testDatabases } from '../../test/databases';
import { hashOf, persistedGet } from '../../test/persisted-get';

type Cat = {
  id: string;
  slug: string;
  parentId: string | null;
  position: number;
  version: number;
  name: { en: string; hi: string | null; ar: string | null };
  description: { en: string };
  productCount: number;
  childCount: number;
};
type Col = Omit<Cat, 'parentId' | 'childCount'>;
type Payload = {
  ok: boolean;
  id: string | null;
  refusal: string | null;
  usedBy: { products: number; categories: number } | null;
};

const CATS = `{ adminCategories { id slug parentId position version name { en hi ar } description { en hi ar } productCount childCount } }`;
const COLS = `{ adminCollections { id slug position version name { en hi ar } description { en hi ar } productCount } }`;
const PAYLOAD = `{ ok id refusal usedBy { products categories } }`;
const SAVE_CAT = `mutation S($input: CategoryInput!) { saveCategory(input: $input) ${PAYLOAD} }`;
const DEL_CAT = `mutation D($id: ID!, $v: Int!) { deleteCategory(id: $id, expectedVersion: $v) ${PAYLOAD} }`;
const SAVE_COL = `mutation S($input: CollectionInput!) { saveCollection(input: $input) ${PAYLOAD} }`;
const DEL_COL = `mutation D($id: ID!, $v: Int!) { deleteCollection(id: $id, expectedVersion: $v) ${PAYLOAD} }`;

const inputOf = (c: Cat) => ({
  id: c.id,
  expectedVersion: c.version,
  slug: c.slug,
  parentId: c.parentId,
  position: c.position,
  name: c.name,
  description: c.description,
});

describe.each(testDatabases())('admin categories and collections on $kind', ({ open }) => {
  let db: DbHandle;
  let s: Staff;
  const cats = async () => (await asAdmin<{ adminCategories: Cat[] }>(s, CATS)).adminCategories;
  const cols = async () => (await asAdmin<{ adminCollections: Col[] }>(s, COLS)).adminCollections;
  const saveCat = async (input: unknown) =>
    (await asAdmin<{ saveCategory: Payload }>(s, SAVE_CAT, { input })).saveCategory;
  const saveCol = async (input: unknown) =>
    (await asAdmin<{ saveCollection: Payload }>(s, SAVE_COL, { input })).saveCollection;

  beforeAll(async () => {
    db = await open();
    s = await startWithStaff(db);
  });
  afterAll(async () => {
    await s?.server.close();
    await db?.close();
  });

  it('refuses every read and change to anyone but an admin', async () => {
    const [sub] = (await cats()).filter((c) => c.parentId);
    await refusedToNonAdmins(s, CATS);
    await refusedToNonAdmins(s, COLS);
    await refusedToNonAdmins(s, SAVE_CAT, { input: inputOf(sub!) });
    await refusedToNonAdmins(s, DEL_CAT, { id: sub!.id, v: sub!.version });
    await refusedToNonAdmins(s, SAVE_COL, {
      input: { slug: 'x', position: 0, name: { en: 'X' }, description: { en: '' } },
    });
    await refusedToNonAdmins(s, DEL_COL, { id: '1', v: 0 });
  });

  it('renames a category in Hindi: the cached storefront answer shows it at once, audited', async () => {
    const hash = hashOf(CategoryIndexDocument);
    const before = await persistedGet(s.server, hash, {}, { 'accept-language': 'hi' });
    const sub = (await cats()).find((c) => c.parentId && c.productCount > 0)!;
    expect(JSON.stringify(before.body)).not.toContain('नया नाम');
    const res = await saveCat({ ...inputOf(sub), name: { ...sub.name, hi: 'नया नाम' } });
    expect(res).toMatchObject({ ok: true, refusal: null });
    const after = await persistedGet(s.server, hash, {}, { 'accept-language': 'hi' });
    expect(JSON.stringify(after.body)).toContain('नया नाम');
    const [row] = await trailOf(s, 'category', sub.id);
    expect(row).toMatchObject({ actorId: s.admin.id, actorRole: 'admin', action: 'update' });
    expect(JSON.parse(row!.after!)).toEqual({ name: { ...sub.name, hi: 'नया नाम' } });
  });

  it('changes a slug, and the sitemap lists the new one', async () => {
    const sub = (await cats()).find((c) => c.parentId)!;
    expect(await saveCat({ ...inputOf(sub), slug: `${sub.slug}-new` })).toMatchObject({ ok: true });
    const index = await asAdmin<{ catalogueIndex: { categories: { slug: string }[] } }>(
      s,
      `{ catalogueIndex { categories { slug } } }`,
    );
    expect(index.catalogueIndex.categories.map((c) => c.slug)).toContain(`${sub.slug}-new`);
  });

  it('refuses a taken slug, a cycle, a stale version, an empty name and a new top-level category', async () => {
    const all = await cats();
    const [a, b] = all.filter((c) => c.parentId);
    expect((await saveCat({ ...inputOf(a!), slug: b!.slug })).refusal).toBe('SLUG_TAKEN');
    expect((await saveCat({ ...inputOf(a!), name: { en: '  ' } })).refusal).toBe('EMPTY_NAME');
    expect((await saveCat({ ...inputOf(a!), name: { en: 'a\u0000b' } })).refusal).toBe('INVALID_TEXT');
    expect((await saveCat({ ...inputOf(a!), expectedVersion: a!.version - 1 })).refusal).toBe('STALE');
    expect((await saveCat({ ...inputOf(a!), id: null, slug: 'brand-new', parentId: null })).refusal).toBe('ROOT_FIXED');
    // A new child of a, then a moved under that child: a would be its own ancestor.
    const child = await saveCat({ ...inputOf(a!), id: null, slug: 'child-of-a', parentId: a!.id });
    expect(child.ok).toBe(true);
    const fresh = (await cats()).find((c) => c.id === a!.id)!;
    expect((await saveCat({ ...inputOf(fresh), parentId: child.id })).refusal).toBe('CYCLE');
    expect((await saveCat({ ...inputOf(fresh), parentId: fresh.id })).refusal).toBe('CYCLE');
    expect((await cats()).find((c) => c.id === a!.id)).toEqual(fresh);
  });

  it('deletes only what nothing uses, saying what does', async () => {
    const used = (await cats()).find((c) => c.parentId && c.productCount > 0)!;
    const refused = (await asAdmin<{ deleteCategory: Payload }>(s, DEL_CAT, { id: used.id, v: used.version }))
      .deleteCategory;
    expect(refused).toMatchObject({ ok: false, refusal: 'IN_USE', usedBy: { products: used.productCount } });
    const made = await saveCat({ ...inputOf(used), id: null, slug: 'empty-one', name: { en: 'Empty' } });
    const ok = (await asAdmin<{ deleteCategory: Payload }>(s, DEL_CAT, { id: made.id, v: 0 })).deleteCategory;
    expect(ok.ok).toBe(true);
    expect((await cats()).some((c) => c.slug === 'empty-one')).toBe(false);
    expect((await trailOf(s, 'category', made.id!)).map((r) => r.action)).toEqual(['delete', 'create']);
  });

  it('edits a collection in three languages; the storefront shows it at once; a used one is not deleted', async () => {
    const col = (await cols()).find((c) => c.productCount > 0)!;
    const hash = hashOf(CollectionPageDocument);
    const get = () => persistedGet(s.server, hash, { slug: col.slug }, { 'accept-language': 'ar' });
    expect(JSON.stringify((await get()).body)).not.toContain('مجموعة جديدة');
    const input = {
      id: col.id,
      expectedVersion: col.version,
      slug: col.slug,
      position: col.position,
      description: col.description,
    };
    const res = await saveCol({ ...input, name: { en: 'New edit', hi: 'नया संग्रह', ar: 'مجموعة جديدة' } });
    expect(res.ok).toBe(true);
    expect(JSON.stringify((await get()).body)).toContain('مجموعة جديدة');
    expect((await saveCol({ ...input, name: { en: 'Again' } })).refusal).toBe('STALE');
    const del = (await asAdmin<{ deleteCollection: Payload }>(s, DEL_COL, { id: col.id, v: col.version + 1 }))
      .deleteCollection;
    expect(del).toMatchObject({ refusal: 'IN_USE', usedBy: { products: col.productCount } });
    const made = await saveCol({ slug: 'festive-edit', position: 9, name: { en: 'Festive' }, description: { en: '' } });
    expect(
      (await saveCol({ slug: 'festive-edit', position: 9, name: { en: 'Twice' }, description: { en: '' } })).refusal,
    ).toBe('SLUG_TAKEN');
    const gone = (await asAdmin<{ deleteCollection: Payload }>(s, DEL_COL, { id: made.id, v: 0 })).deleteCollection;
    expect(gone.ok).toBe(true);
    expect((await trailOf(s, 'collection', col.id))[0]).toMatchObject({ action: 'update', actorRole: 'admin' });
  });

  it('two admins at the same moment: one creation or edit wins, the other is refused, nothing overwritten', async () => {
    const input = { slug: 'same-time', position: 0, name: { en: 'Same' }, description: { en: '' } };
    const created = await Promise.all([saveCol(input), saveCol({ ...input, name: { en: 'Other' } })]);
    expect(created.filter((r) => r.ok)).toHaveLength(1);
    expect(created.find((r) => !r.ok)?.refusal).toBe('SLUG_TAKEN');
    const col = (await cols()).find((c) => c.slug === 'same-time')!;
    const edit = { id: col.id, expectedVersion: col.version, slug: col.slug, position: 0, description: { en: '' } };
    const edits = await Promise.all([
      saveCol({ ...edit, name: { en: 'First' } }),
      saveCol({ ...edit, name: { en: 'Second' } }),
    ]);
    expect(edits.filter((r) => r.ok)).toHaveLength(1);
    expect(edits.find((r) => !r.ok)?.refusal).toBe('STALE');
    const kept = (await cols()).find((c) => c.id === col.id)!;
    expect(kept.version).toBe(col.version + 1);
    expect(kept.name.en).toBe(edits[0]!.ok ? 'First' : 'Second');
  });
});
