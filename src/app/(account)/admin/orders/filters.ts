import type { OrderStatus, PaymentStatus } from '../../../../gql/graphql';
import { orderStatuses, paymentStatuses } from '../../../../lib/order-status';

/** The list's filters as its address carries them (links from the staff home use them too). */
export type ListFilters = {
  search: string;
  status: OrderStatus | '';
  payment: PaymentStatus | '';
  from: string;
  to: string;
  page: number;
  size: number;
};

export const pageSizes = [25, 50, 100];

const isDay = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

export function filtersOf(p: URLSearchParams): ListFilters {
  const status = p.get('status') ?? '';
  const payment = p.get('payment') ?? '';
  const size = Number(p.get('size'));
  const page = Number(p.get('page'));
  return {
    search: (p.get('search') ?? '').slice(0, 80),
    status: (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    payment: (paymentStatuses as readonly string[]).includes(payment) ? (payment as PaymentStatus) : '',
    from: isDay(p.get('from')),
    to: isDay(p.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: pageSizes.includes(size) ? size : 25,
  };
}

/** The query string of these filters, without empty ones or defaults. */
export function queryOf(f: ListFilters, withPaging = true): string {
  const p = new URLSearchParams();
  if (f.search) p.set('search', f.search);
  if (f.status) p.set('status', f.status);
  if (f.payment) p.set('payment', f.payment);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (withPaging && f.page) p.set('page', String(f.page));
  if (withPaging && f.size !== 25) p.set('size', String(f.size));
  const s = p.toString();
  return s ? `?${s}` : '';
}
