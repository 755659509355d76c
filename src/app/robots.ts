import type { MetadataRoute } from 'next';
import { config } from '../config';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = config().store.publicUrl;
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/graphql',
          '/profile',
          '/orders',
          '/cart',
          '/checkout',
          '/address',
          '/login',
          '/processing-payment',
          '/pay',
          '/admin',
        ],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
  };
}
