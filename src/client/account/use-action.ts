'use client';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '../session/graphql-client';

export type FormError = { field?: string; text: string };

/** A gateway failure as a translated message, tied to the field it concerns when the server says so. */
function describeError(error: unknown, t: TFunction): FormError {
  if (!(error instanceof GatewayError)) return { text: t('auth.errors.network') };
  const field = error.errors[0]?.extensions?.field as string | undefined;
  return { field, text: t(field ? `auth.errors.${field}` : `auth.errors.${error.code}`, { defaultValue: t('auth.errors.unknown') }) };
}

/** Runs a form's submit: one at a time, with its error kept for the form to show. */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(describeError(e, t));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
