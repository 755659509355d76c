'use client';
import { useTranslation } from '../../../../../client/i18n/react';
import type { AdminOrderQuery } from '../../../../../gql/graphql';
import { formatMoney } from '../../../../../components/catalog/money';
import s from '../../../../../components/orders/orders.module.css';
import c from '../admin-orders.module.css';
import { auditChanges, refundFacts } from './audit-changes';

/** What staff changed on the order: what they did, in which role, when, and each field before and after. */
export function AuditTrail({ entries, when }: { entries: AdminOrderQuery['auditTrail']; when(at: string): string }) {
  const { t } = useTranslation();
  const action = (a: string) =>
    a.startsWith('status.')
      ? t('adminOrders.auditAction.status', { status: t(`orders.status.${a.slice(7)}`, { defaultValue: a.slice(7) }) })
      : t(`adminOrders.auditAction.${a}`, { defaultValue: a });
  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (field === 'status') return t(`orders.status.${String(v)}`, { defaultValue: String(v) });
    if (field === 'paymentStatus') return t(`orders.paymentStatus.${String(v)}`, { defaultValue: String(v) });
    const refund = refundFacts(v);
    if (refund) return [formatMoney(refund), refund.reference].filter(Boolean).join(' · ');
    return typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean);
  };
  return (
    <section className={c.card} aria-labelledby="audit" style={{ marginBlockStart: 16 }}>
      <h2 id="audit">{t('adminOrders.audit')}</h2>
      {entries.length === 0 ? (
        <p className={s.meta}>{t('adminOrders.noAudit')}</p>
      ) : (
        <ul className={c.list}>
          {entries.map((a) => (
            <li key={a.id} data-testid="audit-entry">
              {/* Who, as the history above says it: the role, then the person's name. */}
              <strong>{action(a.action)}</strong> · {t(`adminOrders.role.${a.actorRole}`)}
              {a.actorName ? ` (${a.actorName})` : ''} · {when(a.at)}
              <ul className={c.changes}>
                {auditChanges(a.before, a.after).map((ch) => (
                  <li key={ch.field}>
                    {t('adminOrders.change', {
                      field: t(`adminOrders.field.${ch.field}`, { defaultValue: ch.field }),
                      from: value(ch.field, ch.from),
                      to: value(ch.field, ch.to),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
