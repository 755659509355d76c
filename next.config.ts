import path from 'node:path';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native and file-based packages stay outside the bundle (NOTES.md, trap 3).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'ioredis', 'pdfkit'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { optimizePackageImports: ['@mui/material'] },
  turbopack: {
    rules: {
      // Each page's bundle carries only the GraphQL documents it uses (the loader says how).
      '*documents.ts': {
        condition: { path: /src\/client\// },
        loaders: [path.join(import.meta.dirname, 'scripts/graphql-documents-loader.cjs')],
        as: '*.ts',
      },
    },
  },
  async headers() {
    return [
      {
        source: '/locales/:path*',
        headers: [{ key: 'cache-control', value: 'public, max-age=3600, stale-while-revalidate=86400' }],
      },
      {
        source: '/:path*',
        headers: [
          { key: 'x-content-type-options', value: 'nosniff' },
          { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
          { key: 'x-frame-options', value: 'DENY' },
        ],
      },
    ];
  },
};

export default nextConfig;
