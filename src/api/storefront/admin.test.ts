import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { HomePageDocument } from '../../gql/graphql';
import { asAdmin, refusedToNonAdmins, startWithStaff, trailOf, type Staff } from '../../test/admin-catalogue';
import { testDatabases } from '../../test/databases';
import { hashOf, persistedGet } from '../../test/persisted-get';

type Texts = { en: string; hi: string | null; ar: string | null };
type Banner = {
  id: string;
  slug: string;
  position: number;
  version: number;
  title: Texts;
  description: Texts;
  buttonText: Texts;
  buttonLink: string;
  imageKey: string;
  discount: number | null;
  active: boolean;
};
type Badge = {
  id: string;
  slug: string;
  position: number;
  version: number;
  icon: string;
  title: Texts;
  description: Texts;
};
type Payload = { ok: boolean; id: string | null; refusal: string | null };
type Home = { banners: { slug: string; title: string }[]; trustBadges: { slug: string; title: string }[] };

const T = '{ en hi ar }';
const BANNERS = `{ adminBanners { id slug position version title ${T} description ${T} buttonText ${T} buttonLink imageKey discount active } }`;
const BADGES = `{ adminTrustBadges { id slug position version icon title ${T} description ${T} } }`;
const SAVE_BANNER = `mutation B($input: BannerInput!) { saveBanner(input: $input) { ok id refusal } }`;
const SAVE_BADGE = `mutation T($input: TrustBadgeInput!) { saveTrustBadge(input: $input) { ok id refusal } }`;
const DELETE = `mutation D($kind: StorefrontItemKind!, $id: ID!, $v: Int!) { deleteStorefrontItem(kind: $kind, id: $id, expectedVersion: $v) { ok id refusal } }`;

const bannerInput = ({ id, version, ...b }: Banner) => ({ ...b, id, expectedVersion: version });

describe.each(testDatabases())('admin banners and trust badges on $kind', ({ open }) => {
  let db: DbHandle;
  let s: Staff;
  const banners = async () => (await asAdmin<{ adminBanners: Banner[] }>(s, BANNERS)).adminBanners;
  const badges = async () => (await asAdmin<{ adminTrustBadges: Badge[] }>(s, BADGES)).adminTrustBadges;
  const saveBanner = async (input: unknown) =>
    (await asAdmin<{ saveBanner: Payload }>(s, SAVE_BANNER, { input })).saveBanner;
  const home = async (lang = 'en') =>
    (await persistedGet(s.server, hashOf(HomePageDocument), {}, { 'accept-language': lang })).body!.data as Home;

  beforeAll(async () => {
    db = await open();
    s = await startWithStaff(db);
  });
  afterAll(async () => {
    await s?.server.close();
    await db?.close();
  });

  it('refuses every read and change to anyone but an admin', async () => {
    const [b] = await banners();
    const [t] = await badges();
    await refusedToNonAdmins(s, BANNERS);
    await refusedToNonAdmins(s, BADGES);
    await refusedToNonAdmins(s, SAVE_BANNER, { input: bannerInput(b!) });
    const { id, version, ...badge } = t!;
    await refusedToNonAdmins(s, SAVE_BADGE, { input: { ...badge, id, expectedVersion: version } });
    await refusedToNonAdmins(s, DELETE, { kind: 'BANNER', id: b!.id, v: b!.version });
  });

  it('deactivates a banner: the cached home page no longer lists it; audited', async () => {
    const [b] = await banners();
    expect((await home()).banners.map((x) => x.slug)).toContain(b!.slug);
    expect(await saveBanner({ ...bannerInput(b!), active: false })).toMatchObject({ ok: true });
    expect((await home()).banners.map((x) => x.slug)).not.toContain(b!.slug);
    expect(await saveBanner({ ...bannerInput(b!), active: true })).toMatchObject({ refusal: 'STALE' });
    const [row] = await trailOf(s, 'banner', b!.id);
    expect(row).toMatchObject({ action: 'update', actorRole: 'admin' });
    expect(JSON.parse(row!.after!)).toEqual({ active: false });
  });

  it('creates a banner in Hindi that shows at once, and refuses links to pages that do not exist', async () => {
    const [b] = await banners();
    const fresh = {
      ...bannerInput(b!),
      id: null,
      expectedVersion: null,
      slug: 'monsoon',
      active: true,
      title: { en: 'Monsoon', hi: 'मानसून', ar: 'الرياح الموسمية' },
    };
    for (const link of [
      'https://evil.example/',
      '//evil.example',
      '/nowhere',
      '/products/no-such-thing',
      '/sarees?category=none',
    ])
      expect((await saveBanner({ ...fresh, buttonLink: link })).refusal).toBe('UNKNOWN_LINK');
    expect((await saveBanner({ ...fresh, imageKey: 'made-up' })).refusal).toBe('UNKNOWN_IMAGE');
    expect((await saveBanner({ ...fresh, slug: b!.slug })).refusal).toBe('SLUG_TAKEN');
    expect((await saveBanner({ ...fresh, discount: 95 })).refusal).toBe('INVALID_DISCOUNT');
    const made = await saveBanner({ ...fresh, buttonLink: '/sarees' });
    expect(made.ok).toBe(true);
    expect((await home('hi')).banners.map((x) => x.title)).toContain('मानसून');
    const del = await asAdmin<{ deleteStorefrontItem: Payload }>(s, DELETE, { kind: 'BANNER', id: made.id, v: 0 });
    expect(del.deleteStorefrontItem.ok).toBe(true);
    expect((await home('hi')).banners.map((x) => x.title)).not.toContain('मानसून');
    expect((await trailOf(s, 'banner', made.id!)).map((r) => r.action)).toEqual(['delete', 'create']);
  });

  it('edits and reorders trust badges; the home page follows', async () => {
    const [first, second] = await badges();
    const input = (t: Badge) => {
      const { id, version, ...rest } = t;
      return { ...rest, id, expectedVersion: version };
    };
    const moved = await asAdmin<{ saveTrustBadge: Payload }>(s, SAVE_BADGE, {
      input: { ...input(second!), position: 0, title: { ...second!.title, en: 'Checked by hand' } },
    });
    expect(moved.saveTrustBadge.ok).toBe(true);
    await asAdmin(s, SAVE_BADGE, { input: { ...input(first!), position: 5 } });
    expect((await home()).trustBadges[0]).toMatchObject({ slug: second!.slug, title: 'Checked by hand' });
    const bad = await asAdmin<{ saveTrustBadge: Payload }>(s, SAVE_BADGE, {
      input: { ...input(first!), icon: 'skull' },
    });
    expect(bad.saveTrustBadge.refusal).toBe('UNKNOWN_ICON');
    expect((await trailOf(s, 'trust_badge', first!.id))[0]).toMatchObject({ action: 'update' });
  });
});
