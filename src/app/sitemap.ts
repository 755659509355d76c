import type { MetadataRoute } from 'next';
import { runQuery } from '../api/executor';
import { config } from '../config';
import { SitemapDocument } from '../client/catalog/store-page-documents';

// Built from the database on request, so a new product is listed at once.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().store.publicUrl;
  const { categories, catalogueIndex: i } = await runQuery(SitemapDocument, {}, { locale: 'en' });
  return [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${base}/category`, changeFrequency: 'weekly', priority: 0.8 },
    { url: `${base}/get-in-touch`, changeFrequency: 'monthly', priority: 0.5 },
    ...categories.flatMap((c) => [
      { url: `${base}/${c.slug}`, changeFrequency: 'daily' as const, priority: 0.9 },
      ...c.children.map((k) => ({
        url: `${base}/${c.slug}?category=${k.slug}`,
        changeFrequency: 'weekly' as const,
        priority: 0.7,
      })),
    ]),
    ...i.collections.map((c) => ({
      url: `${base}/collections/${c.slug}`,
      lastModified: c.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...i.products.map((p) => ({
      url: `${base}/products/${p.slug}`,
      lastModified: p.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
  ];
}
