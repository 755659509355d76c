'use client';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState, type FormEvent } from 'react';
import { MuiIsland } from '../../../../client/theme/MuiIsland';
import { useTranslation } from '../../../../client/i18n/react';
import { useQuery } from 'urql';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { browserTimeZone, formatInstant } from '../../../../lib/dates';
import { asDocument } from '../../../../client/graphql/document';
import { useKept } from '../../../../client/graphql/use-kept';
import { AdminOrderSearchDocument } from '../../../../client/admin-orders/documents';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { formatMoney } from '../../../../components/catalog/money';
import { OrderStatusChip } from '../../../../components/orders/OrderStatusChip';
import s from '../../../../components/orders/orders.module.css';
import type { AdminOrderSearchQuery } from '../../../../gql/graphql';
import { orderStatuses, paymentStatuses } from '../../../../lib/order-status';
import { filtersOf, pageSizes, queryOf, type ListFilters } from './filters';
import { ExportCsv } from './ExportCsv';
import f2 from './admin-orders.module.css';

type Row = AdminOrderSearchQuery['adminOrderSearch']['orders'][number];

/**
 * The grid's focus as the rest of the store shows it, a 3 px maroon ring (the grid's own is 1 px, the
 * pager's select a faint grey patch), and cells whose text wraps: at 200 % zoom a cut-off cell lost the
 * customer's phone number.
 */
const focusRing = { outline: '3px solid #7a1230', outlineOffset: '-3px' };
const gridLook = {
  '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': focusRing,
  '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': focusRing,
  '& .MuiTablePagination-input:focus-within': {
    outline: '3px solid #7a1230',
    outlineOffset: '2px',
    borderRadius: '4px',
  },
  '& .MuiTablePagination-select.MuiSelect-select:focus': { backgroundColor: 'transparent' },
  '& .MuiDataGrid-cell': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4, py: 1 },
} as const;

/** The back office's orders: search, filters and paging kept in the address, a page fetched at a time. */
export function AdminOrders() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const f = useMemo(() => filtersOf(new URLSearchParams(params.toString())), [params]);
  const [draft, setDraft] = useState(f);
  const go = (next: ListFilters) => router.replace(`${pathname}${queryOf(next)}`, { scroll: false });
  const variables = useMemo(
    () => ({
      search: f.search || null,
      status: f.status || null,
      paymentStatus: f.payment || null,
      from: f.from || null,
      to: f.to || null,
      first: f.size,
      offset: f.page * f.size,
    }),
    [f],
  );
  const [{ data, error, fetching }] = useQuery({
    query: asDocument(AdminOrderSearchDocument),
    variables,
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const result = useKept(data?.adminOrderSearch) ?? null;
  const zone = browserTimeZone();
  const columns: GridColDef<Row>[] = [
    {
      field: 'number',
      headerName: t('adminOrders.number'),
      minWidth: 140,
      flex: 1,
      sortable: false,
      renderCell: (p) => <Link href={`/admin/orders/${p.row.number}`}>{p.row.number}</Link>,
    },
    {
      field: 'createdAt',
      headerName: t('adminOrders.placed'),
      minWidth: 160,
      flex: 1,
      sortable: false,
      valueGetter: (_v, r) => formatInstant(r.createdAt, i18n.language, 'shortDateTime', zone),
    },
    {
      field: 'customer',
      headerName: t('adminOrders.customer'),
      minWidth: 180,
      flex: 1.4,
      sortable: false,
      valueGetter: (_v, r) => `${r.address.name} · ${r.address.phone}`,
      // The name and the number wrap in the cell (the row grows) rather than the number being cut off.
      renderCell: (p) => (
        <span>
          <bdi>{p.row.address.name}</bdi> ·{' '}
          <bdi lang="en" dir="ltr" className={f2.phone}>
            {p.row.address.phone}
          </bdi>
        </span>
      ),
    },
    {
      field: 'status',
      headerName: t('adminOrders.status'),
      minWidth: 150,
      flex: 1,
      sortable: false,
      renderCell: (p) => <OrderStatusChip status={p.row.status} />,
    },
    {
      field: 'paymentStatus',
      headerName: t('adminOrders.payment'),
      minWidth: 140,
      flex: 1,
      sortable: false,
      valueGetter: (_v, r) => t(`orders.paymentStatus.${r.paymentStatus}`),
    },
    {
      field: 'total',
      headerName: t('adminOrders.total'),
      minWidth: 110,
      sortable: false,
      valueGetter: (_v, r) => formatMoney(r.total),
    },
  ];

  if (!isAdmin) return <p role="alert">{t('admin.staffOnly')}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...draft, page: 0, size: f.size });
  };
  const onPage = (m: GridPaginationModel) => go({ ...f, page: m.page, size: m.pageSize });
  return (
    <div className={f2.page}>
      <form onSubmit={submit} className={f2.filters} role="search" aria-label={t('adminOrders.searchForm')}>
        <label className={s.field}>
          {t('adminOrders.search')}
          <input
            type="search"
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            maxLength={80}
            placeholder={t('adminOrders.searchHint')}
          />
        </label>
        <label className={s.field}>
          {t('adminOrders.status')}
          <select
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as ListFilters['status'] })}
          >
            <option value="">{t('admin.allStatuses')}</option>
            {orderStatuses.map((x) => (
              <option key={x} value={x}>
                {t(`orders.status.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          {t('adminOrders.payment')}
          <select
            value={draft.payment}
            onChange={(e) => setDraft({ ...draft, payment: e.target.value as ListFilters['payment'] })}
          >
            <option value="">{t('adminOrders.allPayments')}</option>
            {paymentStatuses.map((x) => (
              <option key={x} value={x}>
                {t(`orders.paymentStatus.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          {t('adminOrders.from')}
          <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className={s.field}>
          {t('adminOrders.to')}
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <div className={s.actions} style={{ marginTop: 0, alignSelf: 'end' }}>
          <button type="submit" className={s.button}>
            {t('adminOrders.apply')}
          </button>
          <ExportCsv query={queryOf(f, false)} />
        </div>
      </form>
      {error ? <p role="alert">{t('orders.failed')}</p> : null}
      <p className={s.meta} aria-live="polite">
        {result ? t(result.totalCapped ? 'adminOrders.countMore' : 'adminOrders.count', { count: result.total }) : ''}
      </p>
      {/* The grid's pager is wider than a 320 px phone: it scrolls inside its box, not the page. */}
      <div dir="ltr" style={{ position: 'relative', width: '100%', maxWidth: '100%', overflowX: 'auto' }}>
        <MuiIsland>
          <DataGrid<Row>
            aria-label={t('adminOrders.gridLabel')}
            rows={result?.orders ?? []}
            columns={columns}
            getRowId={(r) => r.id}
            loading={fetching && !result}
            rowCount={result?.total ?? 0}
            paginationMode="server"
            paginationModel={{ page: f.page, pageSize: f.size }}
            onPaginationModelChange={onPage}
            pageSizeOptions={pageSizes}
            disableColumnMenu
            disableRowSelectionOnClick
            autoHeight
            getRowHeight={() => 'auto'}
            sx={gridLook}
            localeText={{
              ...(i18n.language === 'ar' ? arSD.components.MuiDataGrid.defaultProps.localeText : {}),
              noRowsLabel: t('admin.none'),
              paginationRowsPerPage: t('adminOrders.perPage'),
              paginationDisplayedRows: ({ from, to, count }) => t('adminOrders.shown', { from, to, count }),
            }}
            slotProps={{ root: { dir: i18n.dir() } }}
          />
        </MuiIsland>
      </div>
    </div>
  );
}
