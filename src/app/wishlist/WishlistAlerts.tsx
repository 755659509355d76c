'use client';
import { useId, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useClient } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { notify } from '../../client/notify';
import { SetWishlistAlertsDocument } from '../../client/wishlist/documents';
import s from './wishlist.module.css';

/**
 * The account's one choice for wishlist messages (also on the profile): off until the shopper turns it
 * on; the store's trigger on products reads it, and sends one message per change by the profile's channels.
 */
export function WishlistAlerts({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const hint = useId();
  const [busy, setBusy] = useState(false);

  // Shown at once, put back if the account did not take it.
  const change = async (next: boolean) => {
    setBusy(true);
    onChange(next);
    const result = await client.mutation(asDocument(SetWishlistAlertsDocument), { on: next }).toPromise();
    setBusy(false);
    const saved = result.data?.setWishlistAlerts;
    if (typeof saved !== 'boolean') {
      onChange(!next);
      return notify(t('wishlist.alertsFailed'), 'error');
    }
    onChange(saved);
    notify(t(saved ? 'wishlist.alertsOn' : 'wishlist.alertsOff'), 'success');
  };

  return (
    <div className={s.alerts}>
      <label className={s.notify}>
        <input
          type="checkbox"
          checked={on}
          disabled={busy}
          aria-describedby={hint}
          onChange={(e) => void change(e.target.checked)}
          data-testid="wishlist-alerts"
        />
        <span>{t('wishlist.alerts')}</span>
      </label>
      <p id={hint} className={s.muted}>
        {t('wishlist.alertsHint')}
      </p>
    </div>
  );
}
