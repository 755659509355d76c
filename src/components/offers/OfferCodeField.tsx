'use client';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useOfferCode } from '../../client/offers/code-store';
import s from './offers.module.css';

/**
 * The offer code box of the cart and checkout: type a code and apply it, or take an applied one off. The
 * server says whether it applies (`applied`) or why not (`refusal`), in the shopper's language.
 */
export function OfferCodeField({ applied, refusal }: { applied: string | null; refusal: string | null }) {
  const { t } = useTranslation();
  const { code, ready, load, setCode } = useOfferCode();
  const [typed, setTyped] = useState('');
  const id = useId();
  useEffect(() => {
    if (!ready) load();
  }, [ready, load]);
  // A code kept from an earlier visit is shown in the box, so a refused one can be corrected.
  useEffect(() => {
    if (code) setTyped((t) => t || code);
  }, [code]);
  if (code && applied)
    return (
      <p className={s.applied} data-testid="offer-code-applied">
        <span>{t('offers.code.applied', { code: applied })}</span>
        <button
          type="button"
          onClick={() => setCode(null)}
          aria-label={t('offers.code.removeNamed', { code: applied })}
        >
          {t('offers.code.remove')}
        </button>
      </p>
    );
  return (
    <form
      className={s.code}
      onSubmit={(e) => {
        e.preventDefault();
        const next = typed.trim();
        if (next) setCode(next);
      }}
    >
      <label htmlFor={id}>{t('offers.code.label')}</label>
      <div className={s.row}>
        <input
          id={id}
          name="offer-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={code && refusal ? `${id}-why` : undefined}
          aria-invalid={code && refusal ? true : undefined}
        />
        <button type="submit">{t('offers.code.apply')}</button>
      </div>
      {code && refusal ? (
        <p id={`${id}-why`} className={s.refusal} role="alert" data-testid="offer-code-refusal">
          {t(`offers.refusal.${refusal}`, { code, defaultValue: t('offers.refusal.UNKNOWN', { code }) })}{' '}
          <button type="button" onClick={() => setCode(null)} className={s.linkButton}>
            {t('offers.code.remove')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
