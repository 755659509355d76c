'use client';
import { useTranslation } from '../../../../../client/i18n/react';
import { browserTimeZone, formatInstant } from '../../../../../lib/dates';
import s from '../../../../../components/orders/orders.module.css';

type Entry = {
  id: string;
  actorRole: string;
  action: string;
  before?: string | null;
  after?: string | null;
  at: string;
};

/** Who changed the product, in which role, what was before and after, when; newest first. */
export function AuditTrail({ entries }: { entries: readonly Entry[] }) {
  const { t, i18n } = useTranslation();
  const zone = browserTimeZone();
  return (
    <section aria-labelledby="product-audit">
      <h2 id="product-audit">{t('adminProducts.audit')}</h2>
      {entries.length === 0 ? (
        <p>{t('adminProducts.noAudit')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t('adminProducts.when')}</th>
                <th scope="col">{t('adminProducts.who')}</th>
                <th scope="col">{t('adminProducts.before')}</th>
                <th scope="col">{t('adminProducts.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{formatInstant(e.at, i18n.language, 'dateTime', zone)}</td>
                  <td>{e.actorRole}</td>
                  <td dir="ltr">
                    <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{e.before ?? '—'}</code>
                  </td>
                  <td dir="ltr">
                    <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{e.after ?? '—'}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
