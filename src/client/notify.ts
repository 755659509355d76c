'use client';
import { enqueueSnackbar, type VariantType } from 'notistack';

/** The one way to show a notification; the limits (4 at once, 2 s, bottom right) sit in Providers. */
export function notify(message: string, variant: VariantType = 'default'): void {
  enqueueSnackbar(message, { variant });
}

export const notificationRules = {
  maxSnack: 4,
  autoHideDuration: 2000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;
