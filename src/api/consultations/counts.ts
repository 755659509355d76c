import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations } from '../../db/schema/consultations';

/** Calls (not cancelled) starting in [from, to): every designer's, or one designer's. */
export async function consultationsStartingBetween(
  db: Db,
  from: Date,
  to: Date,
  designerId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consultations)
    .where(
      and(
        gte(consultations.startsAt, from),
        lt(consultations.startsAt, to),
        ne(consultations.status, 'CANCELLED'),
        designerId ? eq(consultations.designerId, designerId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
