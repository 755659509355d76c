'use client';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { Notice } from './Notice';
import { attachNotifications, notificationRules } from './notify';

const notices = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

// "…is in your cart" is said in the cart drawer it opens (CartDrawer), not here: a notice over the
// page covered the cart's lines, and behind the modal drawer it was neither seen nor read.
export function Snackbars() {
  useEffect(() => {
    attachNotifications(enqueueSnackbar);
    return () => attachNotifications(null);
  }, []);
  return <SnackbarProvider {...notificationRules} Components={notices} />;
}
