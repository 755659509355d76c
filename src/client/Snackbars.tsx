'use client';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachNotifications, notificationRules } from './notify';

export function Snackbars() {
  useEffect(() => {
    attachNotifications(enqueueSnackbar);
    return () => attachNotifications(null);
  }, []);
  return <SnackbarProvider {...notificationRules} />;
}
