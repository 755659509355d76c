import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

/**
 * Records that a shopper deleted their own account: the account's id (a random id, which names no one
 * once the account is emptied) and how many of each thing went; no name, number or address.
 */
export async function recordAccountDeletion(
  tx: Db,
  userId: string,
  counts: Record<string, number>,
  at: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: userId,
    actorRole: 'customer',
    entity: 'user',
    entityId: userId,
    action: 'account-deleted',
    before: null,
    after: counts,
    at,
  });
}
