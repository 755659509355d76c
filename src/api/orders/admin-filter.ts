// The admin's order search and filters as one SQL condition, shared by the list, its count and the CSV
// export. Each part has an index (src/db/schema/orders.ts): the number (unique), the address's phone,
// the lower-cased name's prefix, status or payment status with the date, and the date alone.
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { orderStatuses, paymentStatuses, type OrderStatus, type PaymentStatus } from '../../lib/order-status';
import { searchTerm } from '../core/text';

export type AdminOrderFilter = {
  /** An order number, a phone number or the start of the customer's name. */
  search?: string | null;
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  /** Placed at or after (inclusive) and before (exclusive). */
  from?: Date | null;
  to?: Date | null;
};

/** A page holds at most this many orders, and paging goes at most this deep (search narrows further). */
export const maxAdminPage = 100;
export const maxAdminOffset = 10_000;

/** Phone numbers are stored as +<country><number>; a bare ten-digit number is Indian. */
function phoneKey(search: string): string | null {
  const digits = search.replace(/[\s()-]/g, '');
  if (!/^\+?\d{7,15}$/.test(digits)) return null;
  if (digits.startsWith('+')) return digits;
  return digits.length === 10 ? `+91${digits}` : `+${digits}`;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(raw: string): SQL | undefined {
  const q = searchTerm(raw, 80);
  if (!q) return undefined;
  const parts: SQL[] = [eq(orders.number, q.toUpperCase())];
  const phone = phoneKey(q);
  if (phone) parts.push(sql`(${orders.address}->>'phone') = ${phone}`);
  else parts.push(sql`lower(${orders.address}->>'name') like ${`${likeEscape(q.toLowerCase())}%`}`);
  return or(...parts);
}

export function adminOrderWhere(f: AdminOrderFilter): SQL | undefined {
  return and(
    f.search ? searchCondition(f.search) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
  );
}

/** The filter as the list page's address and the export's query string carry it. */
export function parseAdminFilter(p: URLSearchParams): AdminOrderFilter {
  const one = <T extends string>(v: string | null, list: readonly T[]) => (list.includes(v as T) ? (v as T) : null);
  const day = (v: string | null, plus = 0) =>
    v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
      ? new Date(Date.parse(`${v}T00:00:00Z`) + plus * 86_400_000)
      : null;
  return {
    search: p.get('search')?.slice(0, 80) || null,
    status: one(p.get('status'), orderStatuses),
    paymentStatus: one(p.get('payment'), paymentStatuses),
    from: day(p.get('from')),
    to: day(p.get('to'), 1),
  };
}
