import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';

/** Enquiries nobody has answered yet. */
export async function newEnquiryCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'NEW'));
  return row?.n ?? 0;
}
