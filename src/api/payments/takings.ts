import { and, eq, gte, lt, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';

/** Money received in [from, to): payments marked paid in that time, in minor units of the store's currency. */
export async function takingsBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(payments.amountMinor) })
    .from(payments)
    .where(and(eq(payments.status, 'PAID'), gte(payments.updatedAt, from), lt(payments.updatedAt, to)));
  return Number(row?.total ?? 0);
}
