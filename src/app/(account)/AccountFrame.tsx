'use client';
import { useSelectedLayoutSegments } from 'next/navigation';
import type { ReactNode } from 'react';
import { RequireAccount } from '../../components/RequireAccount';
import s from './account.module.css';

/** Checkout, an order's page and the staff's table use the wide frame; lists and forms the narrower one. */
function isWide([first, second]: string[]): boolean {
  return first === 'checkout' || first === 'admin' || (first === 'orders' && second !== undefined);
}

/**
 * Checkout and the consultations page show their heading in the server's HTML, before the session is
 * known (it is their first frame's largest element), and put only their body behind `RequireAccount`.
 */
function guardsItself([first]: string[]): boolean {
  return first === 'checkout' || first === 'consultations';
}

export function AccountFrame({ children }: { children: ReactNode }) {
  const segments = useSelectedLayoutSegments();
  return (
    <div className={`${s.frame} ${isWide(segments) ? s.wide : s.narrow}`}>
      {guardsItself(segments) ? children : <RequireAccount>{children}</RequireAccount>}
    </div>
  );
}
