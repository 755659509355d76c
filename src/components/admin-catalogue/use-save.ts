'use client';
import { useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { refusalText } from './refusal';

type Answer = { ok: boolean; refusal?: string | null; usedBy?: { products: number; categories: number } | null };

/** Runs one change at a time and keeps its refusal, translated, for the dialog or the page to show. */
export function useSave() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(send: () => Promise<Answer>, onDone: () => void): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const answer = await send();
      if (answer.ok) onDone();
      else setError(refusalText(t, answer.refusal, answer.usedBy));
    } catch {
      setError(t('adminCatalogue.saveFailed'));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, setError };
}
