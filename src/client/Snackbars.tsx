'use client';
import { usePathname } from 'next/navigation';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect, useRef } from 'react';
import { attachNotifications, closePageBound, notificationRules } from './notify';

export function Snackbars() {
  useEffect(() => {
    attachNotifications(enqueueSnackbar);
    return () => attachNotifications(null);
  }, []);
  const pathname = usePathname();
  // Only a change of page closes them: this host mounts with the first notification, which may be one.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    closePageBound((key) => closeSnackbar(key as SnackbarKey));
  }, [pathname]);
  return <SnackbarProvider {...notificationRules} />;
}
