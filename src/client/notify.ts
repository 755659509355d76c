'use client';
import type { VariantType } from 'notistack';

/**
 * The one way to show a notification; the limits sit here: 4 at once, bottom right (across the foot of
 * the screen on phones), each shown for 8 s and for as long as the pointer is on it or the keyboard is in
 * it (WCAG 2.2.1), with a close button (the Notice component). notistack's own timer is off. The
 * notification library is not part of any page's first download: the first call loads it (the
 * <Notifications> host in Providers mounts it) and messages sent meanwhile are shown once it is in.
 */
export const notificationRules = {
  maxSnack: 4,
  autoHideDuration: null,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

/** How long a notice stays once nothing holds it (not hovered, not focused). */
export const noticeShownMs = 8000;

/**
 * Each kind's background: white text on each is at least 4.5:1 (WCAG 1.4.3; notistack's green was
 * 3.30:1, its orange 2.16:1). tests/e2e/a11y-contrast.spec.ts measures it in the page.
 */
export const noticeColours: Record<VariantType, string> = {
  default: '#313131',
  success: '#1b5e20',
  error: '#b71c1c',
  warning: '#8a4600',
  info: '#0d47a1',
};

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
