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
type Options = { variant: VariantType; thisPage?: boolean };

let show: Show | null = null;
let requested = false;
const pending: ({ message: string } & Options)[] = [];
/** Notifications about the page being left: closed when the route changes (see Snackbars). */
const pageBound = new Set<unknown>();
const listeners = new Set<() => void>();

export function notify(
  message: string,
  variant: VariantType = 'default',
  { thisPage = false }: { thisPage?: boolean } = {},
): void {
  if (show) {
    const key = show(message, { variant });
    if (thisPage) pageBound.add(key);
    return;
  }
  pending.push({ message, variant, thisPage });
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
  for (const p of pending.splice(0)) {
    const key = next(p.message, { variant: p.variant });
    if (p.thisPage) pageBound.add(key);
  }
}

/**
 * Closes the notifications that spoke about the page just left ("…is in your cart" covered the next
 * page's text); those sent for the next page ("Signed in") stay.
 */
export function closePageBound(close: (key: unknown) => void): void {
  for (const key of pageBound) close(key);
  pageBound.clear();
}
