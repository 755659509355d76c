'use client';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { usePathname } from 'next/navigation';
import { useProgressRouter } from '../client/navigation';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../client/session/SessionProvider';
import { loginHref } from '../lib/login-href';

/** Pages that need an account send a signed-out visitor to /login, and back here afterwards. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const router = useProgressRouter();
  const pathname = usePathname();
  const { t } = useTranslation();
  useEffect(() => {
    // The whole address comes back after sign-in: `/processing-payment?order=…` keeps its order.
    if (status === 'anonymous') router.replace(loginHref(window.location));
  }, [status, router, pathname]);
  if (status !== 'signed-in') {
    return (
      // As tall as a screen while the session is checked, so the footer does not start in view and jump
      // down when the page arrives (a layout shift a phone shopper sees).
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: 8, minHeight: '100vh' }} role="status" aria-label={t('profile.loading')}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  return <>{children}</>;
}
