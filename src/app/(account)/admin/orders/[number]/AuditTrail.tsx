'use client';
import { useTranslation } from 'react-i18next';
import type { AdminOrderQuery } from '../../../../../gql/graphql';
import s from '../../../../../components/orders/orders.module.css';
import c from '../admin-orders.module.css';

/** What staff changed on the order: who (role), what, the fields before and after, when. */
export function AuditTrail({ entries, when }: { entries: AdminOrderQuery['auditTrail']; when(at: string): string }) {
  const { t } = useTranslation();
  return (
    <section className={c.card} aria-labelledby="audit" style={{ marginBlockStart: 16 }}>
      <h2 id="audit">{t('adminOrders.audit')}</h2>
      {entries.length === 0 ? (
        <p className={s.meta}>{t('adminOrders.noAudit')}</p>
      ) : (
        <ul className={c.list}>
          {entries.map((a) => (
            <li key={a.id} data-testid="audit-entry">
              <strong>{a.action}</strong> · {t(`adminOrders.role.${a.actorRole}`)} · {when(a.at)}
              <div className={c.change} dir="ltr">
                {a.before ?? '—'} → {a.after ?? '—'}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
