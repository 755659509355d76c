import 'server-only';
import type { Metadata } from 'next';
import { config } from '../config';
import { currentLanguage, serverT } from '../i18n/server';

/**
 * Every page's title comes from its slug (docs/CONTRACT.md §2): `titles.<slug>` in the shopper's
 * language, inside the root layout's template ("… · Silai").
 */
export async function pageMetadata(
  slug: string,
  opts: { path?: string; description?: string } = {},
): Promise<Metadata> {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const description = opts.description ?? (t(`descriptions.${slug}`, { defaultValue: '' }) || undefined);
  return {
    // Absolute, so the home page (which shares the root layout's segment) is named like every other.
    title: { absolute: `${t(`titles.${slug}`)} · ${config().store.name}` },
    description,
    ...(opts.path ? { alternates: { canonical: `${config().store.publicUrl}${opts.path}` } } : {}),
  };
}
