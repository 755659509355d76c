'use client';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CombinedError } from '@urql/core';

export type FormError = { field?: string; text: string };

/** The gateway's first error, when it answered with errors (not when it could not be reached). */
function firstError(error: unknown): { extensions?: Readonly<Record<string, unknown>> } | undefined {
  if (error instanceof CombinedError && !error.networkError) return error.graphQLErrors[0];
  return undefined;
}

/** A gateway failure as a translated message, tied to the field it concerns when the server says so. */
export function describeError(error: unknown, t: TFunction): FormError {
  const first = firstError(error);
  if (!first) return { text: t('auth.errors.network') };
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const field = text(first.extensions?.field);
  return { field, text: t(field ? `auth.errors.${field}` : `auth.errors.${text(first.extensions?.code)}`, { defaultValue: t('auth.errors.unknown') }) };
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
