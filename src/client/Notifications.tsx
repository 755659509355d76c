'use client';
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { notificationsRequested } from './notify';

// notistack (and its styling runtime) is fetched on the first notify(), not with every page.
const Snackbars = dynamic(() => import('./Snackbars').then((m) => m.Snackbars), { ssr: false });

export function Notifications() {
  const requested = useSyncExternalStore(
    notificationsRequested.subscribe,
    notificationsRequested.get,
    notificationsRequested.getServer,
  );
  return requested ? <Snackbars /> : null;
}
