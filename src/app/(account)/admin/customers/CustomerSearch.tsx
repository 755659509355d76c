'use client';
import Link from 'next/link';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useQuery } from 'urql';
import { CustomersDocument } from '../../../../client/customers/documents';
import { asDocument } from '../../../../client/graphql/document';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { formatInstant, storeTimeZone } from '../../../../lib/dates';
import s from './customers.module.css';

const pageSize = 25;

/** Admins find a customer by phone, name or e-mail; the server searches and pages. */
export function CustomerSearch() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const variables = useMemo(() => ({ search, first: pageSize, offset }), [search, offset]);
  const [{ data, error, fetching }] = useQuery({
    query: asDocument(CustomersDocument),
    variables,
    context: staffContext.admin,
    pause: !isAdmin,
  });
  if (!isAdmin) return <p role="alert">{t('adminCustomers.adminOnly')}</p>;
  const page = data?.customers;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
    setOffset(0);
  };
  return (
    <div>
      <form role="search" aria-label={t('adminCustomers.searchForm')} onSubmit={submit} className={s.search}>
        <label htmlFor="customer-search">{t('adminCustomers.searchLabel')}</label>
        <input
          id="customer-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          className={s.input}
        />
        <button type="submit" className={s.button}>
          {t('adminCustomers.search')}
        </button>
      </form>
      {error ? <p role="alert">{t('adminCustomers.loadFailed')}</p> : null}
      {!page ? (
        <p role="status">{t('adminCustomers.loading')}</p>
      ) : page.total === 0 ? (
        <p role="status">{t('adminCustomers.none')}</p>
      ) : (
        <>
          <div className={s.scroll}>
            <table className={s.table} aria-busy={fetching}>
              <caption className={s.caption}>{t('adminCustomers.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminCustomers.phone')}</th>
                  <th scope="col">{t('adminCustomers.name')}</th>
                  <th scope="col">{t('adminCustomers.email')}</th>
                  <th scope="col">{t('adminCustomers.roles')}</th>
                  <th scope="col">{t('adminCustomers.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {page.customers.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link href={`/admin/customers/${c.id}`}>
                        <bdi dir="ltr">{c.phone}</bdi>
                      </Link>
                    </td>
                    <td>{c.name ?? '—'}</td>
                    <td>
                      <bdi>{c.email ?? '—'}</bdi>
                    </td>
                    <td>
                      {new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(
                        c.roles.map((r) => t(`adminCustomers.role.${r}`, { defaultValue: r })),
                      )}
                    </td>
                    <td>{formatInstant(c.createdAt, i18n.language, 'date', storeTimeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={s.pager} aria-label={t('adminCustomers.pages')}>
            <button
              type="button"
              className={s.button}
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - pageSize))}
            >
              {t('adminCustomers.previous')}
            </button>
            <span role="status">
              {t('adminCustomers.pageOf', {
                from: offset + 1,
                to: offset + page.customers.length,
                total: page.total,
              })}
            </span>
            <button
              type="button"
              className={s.button}
              disabled={offset + pageSize >= page.total}
              onClick={() => setOffset(offset + pageSize)}
            >
              {t('adminCustomers.next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
