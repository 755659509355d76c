'use client';
import type { VariantType } from 'notistack';

/**
 * The one way to show a notification; the limits (4 at once, 2 s, bottom right) sit here. The
 * notification library is not part of any page's first download: the first call loads it (the
 * <Notifications> host in Providers mounts it) and messages sent meanwhile are shown once it is in.
 */
export const notificationRules = {
  maxSnack: 4,
  autoHideDuration: 2000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

type Show = (message: string, options: { variant: VariantType }) => unknown;

let show: Show | null = null;
let requested = false;
const pending: { message: string; variant: VariantType }[] = [];
const listeners = new Set<() => void>();

export function notify(message: string, variant: VariantType = 'default'): void {
  if (show) {
    show(message, { variant });
    return;
  }
  pending.push({ message, variant });
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
}

/** For the host: whether anything has asked for a notification yet. */
export const notificationsRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
  getServer: () => false,
};

/** Called by the host once the library is mounted: shows what waited, then goes direct. */
export function attachNotifications(next: Show | null): void {
  show = next;
  if (!next) return;
  for (const p of pending.splice(0)) next(p.message, { variant: p.variant });
}
