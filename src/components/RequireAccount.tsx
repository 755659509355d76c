'use client';
import { usePathname } from 'next/navigation';
import { useProgressRouter } from '../client/navigation';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../client/i18n/react';
import { arrived, isLeaving } from '../client/session/leaving';
import { useSession } from '../client/session/SessionProvider';
import { loginHref } from '../lib/login-href';
import s from './require-account.module.css';

/** Pages that need an account send a signed-out visitor to /login, and back here afterwards. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const router = useProgressRouter();
  const pathname = usePathname();
  const { t } = useTranslation();
  useEffect(() => arrived(), []);
  useEffect(() => {
    if (isLeaving()) return;
    // The whole address comes back after sign-in: `/processing-payment?order=…` keeps its order.
    if (status === 'anonymous') router.replace(loginHref(window.location));
  }, [status, router, pathname]);
  // Said in words while the session is read (signed out, the move to sign-in follows at once): a bare
  // heading over an empty page looked like a checkout that had failed to load.
  if (status !== 'signed-in') {
    return (
      <div className={s.waiting} role="status" data-testid="checking-sign-in">
        <span className={s.spinner} aria-hidden="true" />
        <p className={s.words}>{t('account.checkingSignIn')}</p>
      </div>
    );
  }
  return <>{children}</>;
}
