'use client';
import { useState } from 'react';
import { useTranslation } from '../../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { CustomerDocument, SetStaffRoleDocument } from '../../../../../client/customers/documents';
import { asDocument } from '../../../../../client/graphql/document';
import { staffContext } from '../../../../../client/session/gateway-client';
import { useSession } from '../../../../../client/session/SessionProvider';
import { formatMoney } from '../../../../../components/catalog/money';
import type { StaffRole } from '../../../../../gql/graphql';
import { formatInstant, storeTimeZone } from '../../../../../lib/dates';
import s from '../customers.module.css';
import { RoleTrail } from './RoleTrail';

const staffRoles: StaffRole[] = ['designer', 'admin'];

/** One customer's records, read through each domain, and their staff roles (granted and taken here). */
export function CustomerDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [{ data, error }, reload] = useQuery({
    query: asDocument(CustomerDocument),
    variables: { id, entityId: id },
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [{ fetching }, setRole] = useMutation(asDocument(SetStaffRoleDocument));
  const [message, setMessage] = useState<string | null>(null);
  if (!isAdmin) return <p role="alert">{t('adminCustomers.adminOnly')}</p>;
  if (error) return <p role="alert">{t('adminCustomers.loadFailed')}</p>;
  if (!data) return <p role="status">{t('adminCustomers.loading')}</p>;
  const c = data.customer;
  if (!c) return <p role="alert">{t('adminCustomers.notFound')}</p>;
  const when = (at: string) => formatInstant(at, i18n.language, 'dateTime', storeTimeZone);

  const change = async (role: StaffRole, granted: boolean) => {
    const res = await setRole({ userId: c.id, role, granted }, staffContext.admin);
    const out = res.data?.setStaffRole;
    if (!out) setMessage(t('adminCustomers.roleFailed'));
    else if (!out.ok) setMessage(t(`adminCustomers.refusal.${out.code ?? 'NOT_FOUND'}`));
    else {
      setMessage(
        t(granted ? 'adminCustomers.granted' : 'adminCustomers.revoked', { role: t(`adminCustomers.role.${role}`) }),
      );
      reload({ requestPolicy: 'network-only' });
    }
  };

  return (
    <div>
      <p className={s.meta}>
        <bdi dir="ltr">{c.phone}</bdi> · {c.name ?? '—'} · <bdi>{c.email ?? '—'}</bdi> ·{' '}
        {t('adminCustomers.joinedOn', { date: when(c.createdAt) })}
      </p>
      <section className={s.section} aria-labelledby="c-roles">
        <h2 id="c-roles">{t('adminCustomers.rolesTitle')}</h2>
        <div className={s.roles}>
          {staffRoles.map((role) => {
            const has = c.roles.includes(role);
            const label = t(has ? 'adminCustomers.revoke' : 'adminCustomers.grant', {
              role: t(`adminCustomers.role.${role}`),
            });
            return (
              <button
                key={role}
                type="button"
                className={has ? s.buttonQuiet : s.button}
                disabled={fetching}
                onClick={() => void change(role, !has)}
              >
                {label}
              </button>
            );
          })}
        </div>
        <p className={s.meta}>{t('adminCustomers.rolesNote')}</p>
        <p role="status">{message}</p>
      </section>
      <section className={s.section} aria-labelledby="c-orders">
        <h2 id="c-orders">{t('adminCustomers.orders')}</h2>
        {c.orders.length === 0 ? (
          <p>{t('adminCustomers.noneYet')}</p>
        ) : (
          <ul className={s.list}>
            {c.orders.map((o) => (
              <li key={o.number}>
                <bdi dir="ltr">{o.number}</bdi> · {t(`orders.status.${o.status}`, { defaultValue: o.status })} ·{' '}
                {formatMoney({ amount: o.totalMinor, currency: o.currency })} · {when(o.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.section} aria-labelledby="c-addresses">
        <h2 id="c-addresses">{t('adminCustomers.addresses')}</h2>
        {c.addresses.length === 0 ? (
          <p>{t('adminCustomers.noneYet')}</p>
        ) : (
          <ul className={s.list}>
            {c.addresses.map((a) => (
              <li key={a.id}>
                {a.name}, {a.line1}, {a.city} <bdi dir="ltr">{a.postalCode}</bdi>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.section} aria-labelledby="c-profiles">
        <h2 id="c-profiles">{t('adminCustomers.profiles')}</h2>
        {c.measurementProfiles.length === 0 ? (
          <p>{t('adminCustomers.noneYet')}</p>
        ) : (
          <ul className={s.list}>
            {c.measurementProfiles.map((p) => (
              <li key={p.id}>
                {p.name} · {t(`measurements.garments.${p.garment.toLowerCase()}`, { defaultValue: p.garment })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.section} aria-labelledby="c-consultations">
        <h2 id="c-consultations">{t('adminCustomers.consultations')}</h2>
        {c.consultations.length === 0 ? (
          <p>{t('adminCustomers.noneYet')}</p>
        ) : (
          <ul className={s.list}>
            {c.consultations.map((x) => (
              <li key={x.id}>
                {when(x.startsAt)} · {t(`consult.topics.${x.topic}`, { defaultValue: x.topic })} ·{' '}
                {t(`consult.status.${x.status}`, { defaultValue: x.status })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.section} aria-labelledby="c-enquiries">
        <h2 id="c-enquiries">{t('adminCustomers.enquiries')}</h2>
        {c.enquiries.length === 0 ? (
          <p>{t('adminCustomers.noneYet')}</p>
        ) : (
          <ul className={s.list}>
            {c.enquiries.map((e) => (
              <li key={e.id}>
                {when(e.createdAt)} · {t(`enquiry.status.${e.status}`, { defaultValue: e.status })} · {e.message}
              </li>
            ))}
          </ul>
        )}
      </section>
      <RoleTrail entries={data.auditTrail} when={when} />
    </div>
  );
}
