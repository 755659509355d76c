import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema/localized';
import { banners, trustBadges } from '../../db/schema/storefront';
import {
  adminTextLimits,
  discountProblem,
  positionProblem,
  slugProblem,
  textsProblem,
  tidyTexts,
  trustBadgeIcons,
  type AdminTexts,
} from '../../lib/catalogue-admin';
import { staffTrail } from '../audit';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { refusingDuplicates } from '../core/unique';
import { versionedRows, type Desk } from '../core/versioned-save';
import { storeLinkExists } from './links';
import type { AdminViewer } from '../core/viewer';

// The home page's banners and trust badges in the back office: one transaction per change with its
// audit row, `version` compared and raised in the UPDATE (two admins: the second is refused STALE;
// `versionedRows`).

type StorefrontRefusal =
  | 'NOT_FOUND'
  | 'STALE'
  | 'EMPTY_NAME'
  | 'TOO_LONG'
  | 'INVALID_TEXT'
  | 'INVALID_SLUG'
  | 'SLUG_TAKEN'
  | 'INVALID_POSITION'
  | 'UNKNOWN_LINK'
  | 'UNKNOWN_IMAGE'
  | 'UNKNOWN_ICON'
  | 'INVALID_DISCOUNT';
export type StorefrontResult = { ok: true; id: number } | { ok: false; refusal: StorefrontRefusal };

export type BannerInput = {
  id: number | null;
  expectedVersion: number | null;
  slug: string;
  position: number;
  title: AdminTexts;
  description: AdminTexts;
  buttonText: AdminTexts;
  buttonLink: string;
  imageKey: string;
  discount: number | null;
  active: boolean;
};
export type TrustBadgeInput = {
  id: number | null;
  expectedVersion: number | null;
  slug: string;
  position: number;
  icon: string;
  title: AdminTexts;
  description: AdminTexts;
};

export const adminBanners = (db: Db) => db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
export const adminTrustBadges = (db: Db) =>
  db.select().from(trustBadges).orderBy(asc(trustBadges.position), asc(trustBadges.id));

const bannerDesk: Desk<typeof banners> = {
  table: banners,
  entity: 'banner',
  fields: (b) => ({
    slug: b.slug,
    position: b.position,
    title: b.title,
    description: b.description,
    buttonText: b.buttonText,
    buttonLink: b.buttonLink,
    imageKey: b.imageKey,
    discount: b.discount,
    active: b.active,
  }),
};
const badgeDesk: Desk<typeof trustBadges> = {
  table: trustBadges,
  entity: 'trust_badge',
  fields: (b) => ({ slug: b.slug, position: b.position, icon: b.icon, title: b.title, description: b.description }),
};

function answer(result: { id: number } | Refused<StorefrontRefusal>): StorefrontResult {
  return result instanceof Refused ? { ok: false, refusal: result.answer } : { ok: true, id: result.id };
}

function texts(refuse: Refuse<StorefrontRefusal>, ...pairs: [AdminTexts, number][]): Localized[] {
  for (const [value, max] of pairs) {
    const problem = textsProblem(value, max);
    if (problem) refuse(problem);
  }
  return pairs.map(([value]) => tidyTexts(value));
}

export async function saveBanner(
  db: Db,
  viewer: AdminViewer,
  input: BannerInput,
  now: Date,
): Promise<StorefrontResult> {
  return answer(
    await refusingDuplicates(
      inTransaction(db, async (tx, refuse: Refuse<StorefrontRefusal>) => {
        const problem = slugProblem(input.slug) ?? positionProblem(input.position) ?? discountProblem(input.discount);
        if (problem) refuse(problem);
        const [title, description, buttonText] = texts(
          refuse,
          [input.title, adminTextLimits.name],
          [input.description, adminTextLimits.description],
          [input.buttonText, 40],
        );
        if (!(await storeLinkExists(tx, input.buttonLink))) refuse('UNKNOWN_LINK');
        // Banner art is drawn by the media domain from the seeded designs: only those keys have a picture.
        if (!/^[a-z0-9-]{1,100}$/.test(input.imageKey)) refuse('UNKNOWN_IMAGE');
        const [image] = await tx
          .select({ id: banners.id })
          .from(banners)
          .where(eq(banners.imageKey, input.imageKey))
          .limit(1);
        if (!image) refuse('UNKNOWN_IMAGE');
        const sameSlug =
          input.id === null
            ? eq(banners.slug, input.slug)
            : and(eq(banners.slug, input.slug), ne(banners.id, input.id));
        if ((await tx.select({ id: banners.id }).from(banners).where(sameSlug)).length > 0) refuse('SLUG_TAKEN');
        const next = {
          slug: input.slug,
          position: input.position,
          title: title!,
          description: description!,
          buttonText: buttonText!,
          buttonLink: input.buttonLink,
          imageKey: input.imageKey,
          discount: input.discount,
          active: input.active,
          updatedAt: now,
        };
        const rows = versionedRows(bannerDesk, tx, refuse, staffTrail(tx, viewer, now));
        if (input.id === null) return { id: (await rows.create(next)).id };
        return { id: (await rows.update(await rows.current(input.id, input.expectedVersion), next)).id };
      }),
      'SLUG_TAKEN',
    ),
  );
}

export async function saveTrustBadge(
  db: Db,
  viewer: AdminViewer,
  input: TrustBadgeInput,
  now: Date,
): Promise<StorefrontResult> {
  return answer(
    await refusingDuplicates(
      inTransaction(db, async (tx, refuse: Refuse<StorefrontRefusal>) => {
        const problem = slugProblem(input.slug) ?? positionProblem(input.position);
        if (problem) refuse(problem);
        if (!(trustBadgeIcons as readonly string[]).includes(input.icon)) refuse('UNKNOWN_ICON');
        const [title, description] = texts(
          refuse,
          [input.title, adminTextLimits.name],
          [input.description, adminTextLimits.description],
        );
        const sameSlug =
          input.id === null
            ? eq(trustBadges.slug, input.slug)
            : and(eq(trustBadges.slug, input.slug), ne(trustBadges.id, input.id));
        if ((await tx.select({ id: trustBadges.id }).from(trustBadges).where(sameSlug)).length > 0)
          refuse('SLUG_TAKEN');
        const next = {
          slug: input.slug,
          position: input.position,
          icon: input.icon,
          title: title!,
          description: description!,
        };
        const rows = versionedRows(badgeDesk, tx, refuse, staffTrail(tx, viewer, now));
        if (input.id === null) return { id: (await rows.create(next)).id };
        return { id: (await rows.update(await rows.current(input.id, input.expectedVersion), next)).id };
      }),
      'SLUG_TAKEN',
    ),
  );
}

/** Removes a banner or badge (nothing else refers to them); the version guards against deleting what another admin just changed. */
export async function deleteStorefrontItem(
  db: Db,
  viewer: AdminViewer,
  kind: 'banner' | 'trust_badge',
  id: number,
  expectedVersion: number,
  now: Date,
): Promise<StorefrontResult> {
  return answer(
    await inTransaction(db, async (tx, refuse: Refuse<StorefrontRefusal>) => {
      const remove = async <T extends typeof banners | typeof trustBadges>(desk: Desk<T>) => {
        const rows = versionedRows(desk, tx, refuse, staffTrail(tx, viewer, now));
        await rows.remove(await rows.current(id, expectedVersion, { lock: true }));
      };
      await (kind === 'banner' ? remove(bannerDesk) : remove(badgeDesk));
      return { id };
    }),
  );
}
