'use client';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useQuery } from 'urql';
import { AdminProductsDocument } from '../../../../client/catalog/admin-documents';
import { asDocument } from '../../../../client/graphql/document';
import { useKept } from '../../../../client/graphql/use-kept';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { formatMoney } from '../../../../components/catalog/money';
import s from '../../../../components/orders/orders.module.css';
import type { ProductKind } from '../../../../gql/graphql';

const perPage = 25;
const kinds: readonly ProductKind[] = ['SAREE', 'FABRIC', 'SERVICE'];

/** Every product, searched and filtered; the filters live in the address so a link can carry them. */
export function AdminProducts() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const params = useSearchParams();
  const router = useRouter();
  const path = usePathname();
  const search = params.get('q') ?? '';
  const kind = kinds.find((k) => k === params.get('kind')) ?? null;
  const published = params.get('published');
  const lowStock = params.get('stock') === 'low';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [typed, setTyped] = useState(search);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    router.replace(`${path}?${next.toString()}`);
  };

  const variables = useMemo(
    () => ({
      search: search || null,
      kind,
      published: published === 'yes' ? true : published === 'no' ? false : null,
      lowStock,
      offset: page * perPage,
      limit: perPage,
    }),
    [search, kind, published, lowStock, page],
  );
  const [{ data, error }] = useQuery({
    query: asDocument(AdminProductsDocument),
    variables,
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const list = useKept(data?.adminProducts) ?? null;

  if (!isAdmin) return <p role="alert">{t('admin.staffOnly')}</p>;
  const from = page * perPage;
  return (
    <div>
      <p className={s.actions}>
        <Link href="/admin/products/new" className={s.button}>
          {t('adminProducts.new')}
        </Link>
      </p>
      <form
        role="search"
        style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end', margin: '16px 0' }}
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: typed.trim() || null });
        }}
      >
        <label className={s.field}>
          {t('adminProducts.search')}
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} />
        </label>
        <button type="submit" className={s.button}>
          {t('adminProducts.searchButton')}
        </button>
        <label className={s.field}>
          {t('adminProducts.kind')}
          <select value={kind ?? ''} onChange={(e) => set({ kind: e.target.value || null })}>
            <option value="">{t('adminProducts.allKinds')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`adminProducts.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          {t('adminProducts.published')}
          <select value={published ?? ''} onChange={(e) => set({ published: e.target.value || null })}>
            <option value="">{t('adminProducts.any')}</option>
            <option value="yes">{t('adminProducts.onSale')}</option>
            <option value="no">{t('adminProducts.offSale')}</option>
          </select>
        </label>
        <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <input type="checkbox" checked={lowStock} onChange={(e) => set({ stock: e.target.checked ? 'low' : null })} />
          {t('adminProducts.lowStock', { threshold: list?.lowStockThreshold ?? 5 })}
        </label>
      </form>
      {error ? <p role="alert">{t('adminProducts.failed')}</p> : null}
      {!list ? (
        <div className={s.spinner} role="status" aria-label={t('orders.loading')} />
      ) : list.items.length === 0 ? (
        <p>{t('adminProducts.none')}</p>
      ) : (
        <>
          <div style={{ overflowX: 'auto' }}>
            <table className={s.table} aria-label={t('adminProducts.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('adminProducts.name')}</th>
                  <th scope="col">{t('adminProducts.sku')}</th>
                  <th scope="col">{t('adminProducts.kind')}</th>
                  <th scope="col">{t('adminProducts.price')}</th>
                  <th scope="col">{t('adminProducts.stock')}</th>
                  <th scope="col">{t('adminProducts.published')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link href={`/admin/products/${p.id}`}>{p.names.en}</Link>
                    </td>
                    <td dir="ltr">{p.sku}</td>
                    <td>{t(`adminProducts.kinds.${p.kind}`)}</td>
                    <td>{formatMoney({ amount: p.priceMinor, currency: 'INR' })}</td>
                    <td>{p.stock === null ? '—' : p.stock}</td>
                    <td>{p.active ? t('adminProducts.onSale') : t('adminProducts.offSale')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('adminProducts.pages')} className={s.actions}>
            <button
              type="button"
              className={s.button}
              disabled={page === 0}
              onClick={() => set({ page: String(page - 1) })}
            >
              {t('adminProducts.previous')}
            </button>
            <span>
              {t('adminProducts.pageOf', { from: from + 1, to: from + list.items.length, total: list.total })}
            </span>
            <button
              type="button"
              className={s.button}
              disabled={from + list.items.length >= list.total}
              onClick={() => set({ page: String(page + 1) })}
            >
              {t('adminProducts.next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
