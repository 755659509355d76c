import type { TFunction } from '../../client/i18n/react';
import { formatInstant, storeTimeZone } from '../../lib/dates';
import { formatMoney } from '../catalog/money';
import { RouterLink } from '../RouterLink';
import { SaleCountdown } from './SaleCountdown';
import s from './sale-banner.module.css';

type RunningSale = {
  id: string;
  title: string;
  endsAt: string | null;
  percent: number | null;
  amountOff: { amount: number } | null;
  link: string | null;
};

/**
 * The home page's band for the sales running now: what is off, when it ends in the store's zone, a
 * countdown to that end and the page to shop it. Rendered on the server; only the countdown ticks.
 */
export function SaleBanner({ sales, t, lng }: { sales: readonly RunningSale[]; t: TFunction; lng: string }) {
  if (sales.length === 0) return null;
  return (
    <section aria-labelledby="sale-heading" className={s.band} data-testid="sale-banner">
      <h2 id="sale-heading" className={s.label}>
        {t('sale.label')}
      </h2>
      <ul className={s.list}>
        {sales.map((sale) => (
          <li key={sale.id} className={s.sale}>
            <p className={s.title}>
              <strong>{sale.title}</strong>
              {sale.percent !== null ? (
                <span className={s.off}>{t('sale.percentOff', { percent: sale.percent })}</span>
              ) : null}
              {sale.amountOff ? (
                <span className={s.off}>
                  {t('sale.amountOff', { amount: formatMoney({ amount: sale.amountOff.amount, currency: 'INR' }) })}
                </span>
              ) : null}
            </p>
            {sale.endsAt ? (
              <p className={s.when}>
                <span className={s.countdown}>
                  <SaleCountdown endsAt={sale.endsAt} />
                </span>{' '}
                <span className={s.ends}>
                  ({t('sale.ends', { when: formatInstant(sale.endsAt, lng, 'zoned', storeTimeZone) })})
                </span>
              </p>
            ) : null}
            {sale.link ? (
              <RouterLink href={sale.link} className={s.shop} aria-label={t('sale.shopNamed', { title: sale.title })}>
                {t('sale.shop')}
              </RouterLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
