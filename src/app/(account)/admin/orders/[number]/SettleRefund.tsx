'use client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../../client/i18n/react';
import { useMutation } from 'urql';
import { asDocument } from '../../../../../client/graphql/document';
import { dataOf } from '../../../../../client/graphql/result';
import { notify } from '../../../../../client/notify';
import { SettleRefundDocument } from '../../../../../client/admin-orders/documents';
import { staffContext } from '../../../../../client/session/gateway-client';
import s from '../../../../../components/orders/orders.module.css';

/** Settles a refund due: through Razorpay for a Razorpay payment, otherwise recorded with its reference. */
export function SettleRefund({ number, razorpay, onDone }: { number: string; razorpay: boolean; onDone(): void }) {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const [{ fetching }, settle] = useMutation(asDocument(SettleRefundDocument));
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const r = dataOf(await settle({ number, reference: reference.trim() || null }, staffContext.admin)).settleRefund;
      if (r.ok) notify(t(r.pending ? 'adminOrders.refundAsked' : 'adminOrders.refundRecorded'), 'success');
      else notify(t(`adminOrders.refusal.${r.refusal ?? 'NOT_FOUND'}`), 'warning');
      onDone();
    } catch {
      notify(t('orders.failed'), 'error');
    }
  }
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 8, marginBlockStart: 12 }}>
      <p className={s.meta}>{t(razorpay ? 'adminOrders.refundRazorpay' : 'adminOrders.refundManual')}</p>
      <label className={s.field}>
        {t('adminOrders.reference')}
        <input
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          maxLength={100}
          required={!razorpay}
          dir="ltr"
        />
      </label>
      <button type="submit" className={s.button} disabled={fetching}>
        {t('adminOrders.settleRefund')}
      </button>
    </form>
  );
}
