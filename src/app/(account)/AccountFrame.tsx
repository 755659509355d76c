'use client';
import Container from '@mui/material/Container';
import { useSelectedLayoutSegments } from 'next/navigation';
import type { ReactNode } from 'react';
import { RequireAccount } from '../../components/RequireAccount';

/** Checkout, an order's page and the staff's table use the wide frame; lists and forms the narrower one. */
function isWide([first, second]: string[]): boolean {
  return first === 'checkout' || first === 'admin' || (first === 'orders' && second !== undefined);
}

export function AccountFrame({ children }: { children: ReactNode }) {
  const segments = useSelectedLayoutSegments();
  return (
    <Container maxWidth={isWide(segments) ? 'lg' : 'md'} sx={{ py: { xs: 3, md: 5 } }}>
      <RequireAccount>{children}</RequireAccount>
    </Container>
  );
}
