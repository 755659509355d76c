'use client';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useCurrency } from '../../client/currency/store';
import { startingCurrency, storedCurrency } from '../../client/currency/start';
import { lateGraphQL } from '../../client/session/late';

// The documents come with the client, after the page (neither is in the header's first download).
const late = () => Promise.all([lateGraphQL(), import('../../client/currency/documents')]);
import { notify } from '../../client/notify';
import { useSession } from '../../client/session/SessionProvider';
import { baseCurrency, displayCurrencies, isDisplayCurrency, type DisplayCurrency } from '../../lib/currency';

/**
 * The header's currency choice: kept in the browser (`currency`) and, signed in, on the account; at
 * sign-in the account's choice wins, and a choice made signed out is kept on an account that had none.
 * Before any choice, the page starts in the currency guessed from the browser's languages and time zone.
 * Rates are asked for only once another currency than the rupee is chosen.
 */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const id = useId();
  const { code, status, choose, show, loading, loaded } = useCurrency();
  const { status: session, user } = useSession();

  // The stored choice, or the browser's guess (not stored: a guess is not a choice).
  useEffect(() => {
    const first = startingCurrency();
    if (first !== baseCurrency) show(first);
  }, [show]);

  useEffect(() => {
    if (code === baseCurrency || status !== 'idle') return;
    loading();
    void late()
      .then(([gql, { CurrencyRatesDocument }]) => gql.query(CurrencyRatesDocument, {}))
      .then((r) => loaded(r.data?.currencyRates ?? null))
      .catch(() => loaded(null));
  }, [code, status, loading, loaded]);

  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (session !== 'signed-in' || !user || synced.current === user.id) return;
    synced.current = user.id;
    const mine = user.displayCurrency;
    if (isDisplayCurrency(mine)) {
      if (mine !== storedCurrency()) choose(mine);
    } else {
      // Only a choice goes to the account, never the guess.
      const stored = storedCurrency();
      if (!stored) return;
      void late().then(([gql, docs]) => gql.mutation(docs.SetDisplayCurrencyDocument, { code: stored }));
    }
  }, [session, user, choose]);

  async function change(value: string) {
    if (!isDisplayCurrency(value)) return;
    choose(value);
    if (session !== 'signed-in') return;
    const [gql, { SetDisplayCurrencyDocument }] = await late();
    const r = await gql.mutation(SetDisplayCurrencyDocument, { code: value });
    if (!r.data?.setDisplayCurrency.ok) notify(t('currency.notSaved'), 'error');
  }

  // A native select, as the language's: keyboard and screen readers for free, nothing to load.
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('currency.label')}</label>
      <select id={id} value={code} onChange={(e) => void change(e.target.value)} data-testid="currency-select">
        {displayCurrencies.map((c: DisplayCurrency) => (
          <option key={c} value={c}>
            {t(`currency.names.${c}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
