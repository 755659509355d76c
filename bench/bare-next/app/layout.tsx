import type { ReactNode } from 'react';

// The ceiling the store's pages are measured against: a bare Next.js page with no UI library,
// built and served by the same Next version in the same run (see bench/pages.bench.mjs).
export const metadata = { title: 'Bare page', description: 'A bare Next.js page for the Lighthouse baseline.' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>{children}</body>
    </html>
  );
}
