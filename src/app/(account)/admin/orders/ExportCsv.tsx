'use client';
import { useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { browserSession } from '../../../../client/session/browser';
import { notify } from '../../../../client/notify';
import s from '../../../../components/orders/orders.module.css';

/** Downloads the filtered orders as CSV: the route checks the admin's token, so the download goes by fetch. */
export function ExportCsv({ query }: { query: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const token = browserSession().session.idToken();
      const res = await fetch(`/api/admin/orders.csv${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = 'orders.csv';
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      notify(t('adminOrders.exportFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={`${s.button} ${s.buttonSecondary}`} disabled={busy} onClick={download}>
      {t('adminOrders.export')}
    </button>
  );
}
