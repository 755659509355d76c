'use client';
import { useSelectedLayoutSegments } from 'next/navigation';
import type { ReactNode } from 'react';
import { RequireAccount } from '../../components/RequireAccount';
import s from './account.module.css';

/** Checkout, an order's page and the staff's table use the wide frame; lists and forms the narrower one. */
function isWide([first, second]: string[]): boolean {
  return first === 'checkout' || first === 'admin' || (first === 'orders' && second !== undefined);
}

export function AccountFrame({ children }: { children: ReactNode }) {
  const segments = useSelectedLayoutSegments();
  return (
    <div className={`${s.frame} ${isWide(segments) ? s.wide : s.narrow}`}>
      <RequireAccount>{children}</RequireAccount>
    </div>
  );
}
