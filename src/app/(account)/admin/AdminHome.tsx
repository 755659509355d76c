'use client';
import Link from 'next/link';
import { useTranslation } from '../../../client/i18n/react';
import { useQuery } from 'urql';
import { StaffDashboardDocument } from '../../../client/dashboard/documents';
import { asDocument } from '../../../client/graphql/document';
import { staffContext } from '../../../client/session/gateway-client';
import { useSession } from '../../../client/session/SessionProvider';
import { formatMoney } from '../../../components/catalog/money';
import { formatCalendarDate } from '../../../lib/dates';
import s from './admin-home.module.css';

type Figure = { key: string; label: string; value: string; href: string };

function Figures({ title, items }: { title: string; items: Figure[] }) {
  return (
    <section className={s.group} aria-labelledby={`fig-${title}`}>
      <h2 id={`fig-${title}`} className={s.groupTitle}>
        {title}
      </h2>
      <ul className={s.grid}>
        {items.map((f) => (
          <li key={f.key}>
            <Link href={f.href} className={s.card} data-testid={`figure-${f.key}`}>
              <span className={s.value}>{f.value}</span>
              <span className={s.label}>{f.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The back office's home: each figure links to the list behind it; designers see no money. */
export function AdminHome() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const role = user?.roles.includes('admin') ? 'admin' : user?.roles.includes('designer') ? 'designer' : null;
  const [{ data, error }] = useQuery({
    query: asDocument(StaffDashboardDocument),
    context: role ? staffContext[role] : undefined,
    pause: !role,
    requestPolicy: 'network-only',
  });
  if (!role) return <p role="alert">{t('adminHome.staffOnly')}</p>;
  if (error) return <p role="alert">{t('adminHome.loadFailed')}</p>;
  const d = data?.staffDashboard;
  if (!d) return <div className={s.spinner} role="status" aria-label={t('adminHome.loading')} />;
  const n = (x: number) => x.toLocaleString(i18n.language === 'en' ? 'en-IN' : i18n.language);
  const inr = (amount: number) => formatMoney({ amount, currency: 'INR' });
  const a = d.admin;
  const stages = d.tailoring.filter((x) => x.count > 0);
  return (
    <div>
      <p className={s.day}>{t('adminHome.day', { day: formatCalendarDate(d.day, i18n.language, 'long') })}</p>
      {a ? (
        <>
          <Figures
            title={t('adminHome.today')}
            items={[
              {
                key: 'orders-today',
                label: t('adminHome.ordersToday', { total: inr(a.ordersTodayMinor) }),
                value: n(a.ordersToday),
                href: '/admin/orders',
              },
              { key: 'takings', label: t('adminHome.takings'), value: inr(a.takingsTodayMinor), href: '/admin/orders' },
            ]}
          />
          <Figures
            title={t('adminHome.waiting')}
            items={[
              {
                key: 'to-confirm',
                label: t('adminHome.toConfirm'),
                value: n(a.toConfirm),
                href: '/admin/orders?status=PLACED',
              },
              {
                key: 'to-ship',
                label: t('adminHome.toShip'),
                value: n(a.toShip),
                href: '/admin/orders?status=CONFIRMED',
              },
              {
                key: 'refunds',
                label: t('adminHome.refundsDue'),
                value: n(a.refundsDue),
                href: '/admin/orders?payment=REFUND_DUE',
              },
              {
                key: 'low-stock',
                label: t('adminHome.lowStock', { threshold: n(a.lowStockThreshold) }),
                value: n(a.lowStock),
                href: '/admin/products?stock=low',
              },
            ]}
          />
        </>
      ) : null}
      <Figures
        title={t('adminHome.desks')}
        items={[
          {
            key: 'consultations',
            label: t(a ? 'adminHome.consultationsToday' : 'adminHome.myConsultationsToday'),
            value: n(d.consultationsToday),
            href: '/admin/consultations',
          },
          { key: 'enquiries', label: t('adminHome.newEnquiries'), value: n(d.newEnquiries), href: '/admin/enquiries' },
        ]}
      />
      {a ? (
        <p>
          <Link href="/admin/reviews">{t('buyerReviews.admin.link')}</Link>
        </p>
      ) : null}
      <section className={s.group} aria-labelledby="fig-tailoring">
        <h2 id="fig-tailoring" className={s.groupTitle}>
          {t('adminHome.tailoring')}
        </h2>
        {stages.length === 0 ? (
          <p>
            <Link href="/admin/tailoring">{t('adminHome.noTailoring')}</Link>
          </p>
        ) : (
          <ul className={s.grid}>
            {stages.map((x) => (
              <li key={x.stage}>
                <Link href="/admin/tailoring" className={s.card}>
                  <span className={s.value}>{n(x.count)}</span>
                  <span className={s.label}>{t(`workshop.stage.${x.stage}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
