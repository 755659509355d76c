'use client';
import type { TFunction } from '../i18n/react';
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { CombinedError } from '@urql/core';
import { errorKey } from '../graphql/error-key';

export type FormError = { field?: string; text: string };

/** The gateway's first error, when it answered with errors (not when it could not be reached). */
function firstError(error: unknown): { extensions?: Readonly<Record<string, unknown>> } | undefined {
  if (error instanceof CombinedError && !error.networkError) return error.graphQLErrors[0];
  return undefined;
}

const unknown = (t: TFunction) => ({ defaultValue: t('auth.errors.unknown') });

/**
 * An unexpected gateway failure (what a shopper can fix comes back as a typed result instead) as a
 * translated message.
 */
export function describeError(error: unknown, t: TFunction): FormError {
  const first = firstError(error);
  if (!first) return { text: t('auth.errors.network') };
  const code = first.extensions?.code;
  return { text: t(`auth.errors.${typeof code === 'string' ? errorKey(code) : 'unknown'}`, unknown(t)) };
}

/** A refused profile (name, email): the first field the server blamed, with its message. */
export function describeFieldErrors(
  errors: readonly { field: string; code: string }[],
  t: TFunction,
): FormError | null {
  const first = errors[0];
  return first ? { field: first.field, text: t(`auth.errors.${first.field}`, unknown(t)) } : null;
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
