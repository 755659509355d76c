import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/identity';
import { recordAudit } from '../audit';
import { isUuid } from '../core/ids';
import { searchTerm } from '../core/text';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import type { AdminViewer } from '../core/viewer';
import type { UserRow } from './service';
import type { SessionGuard } from './sessions';

export const maxCustomerPage = 50;

/** Customers whose phone, name or e-mail holds the text, newest first, a page at a time. */
export async function searchUsers(
  db: Db,
  text: string,
  first: number,
  offset: number,
): Promise<{ total: number; rows: UserRow[] }> {
  const q = searchTerm(text, 100).replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = q
    ? or(ilike(users.phone, `%${q.replace(/\s+/g, '')}%`), ilike(users.name, `%${q}%`), ilike(users.email, `%${q}%`))
    : undefined;
  const limit = Math.min(maxCustomerPage, Math.max(1, first));
  const skip = Math.min(100_000, Math.max(0, offset));
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(skip),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

type StaffRole = 'designer' | 'admin';
type RoleRefusal = 'NOT_FOUND' | 'OWN_ADMIN_ROLE' | 'NO_LONGER_ADMIN';
export type RoleChangeResult = { ok: true; user: UserRow; code: null } | { ok: false; user: null; code: RoleRefusal };

/**
 * Grants or takes a staff role, audited in the same transaction. Roles travel in the id token and are
 * read again at each refresh: a grant shows on the next refresh (the browser refreshes at once when the
 * account lists a staff role its token does not, src/client/session/token-roles.ts); a revocation ends
 * every sign-in of the person, so the old role cannot outlive it.
 *
 * Role changes take turns (one lock for all of them), and each checks under it that its author is still
 * an admin: two admins taking each other's role at once would otherwise both pass the token check and
 * leave no admin. The second waits, finds its author's role gone, and is refused. With admins unable to
 * take their own role, the author's remains: taking the admin role never leaves none.
 */
export async function changeStaffRole(
  deps: { db: Db; sessions: SessionGuard },
  viewer: AdminViewer,
  input: { userId: string; role: StaffRole; granted: boolean },
  now: Date,
): Promise<RoleChangeResult> {
  if (!isUuid(input.userId)) return { ok: false, user: null, code: 'NOT_FOUND' };
  if (!input.granted && input.role === 'admin' && input.userId === viewer.userId) {
    return { ok: false, user: null, code: 'OWN_ADMIN_ROLE' };
  }
  const result = await inTransaction(deps.db, async (tx, refuse: Refuse<RoleRefusal>) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('silai:staff-roles'))`);
    // Read after the lock: a role change that committed while this one waited is seen here.
    const [author] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, viewer.userId));
    if (!author?.roles.includes('admin')) refuse('NO_LONGER_ADMIN');
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) refuse('NOT_FOUND');
    const has = before.roles.includes(input.role);
    if (has === input.granted) return { user: before, ended: false };
    const roles = input.granted ? [...before.roles, input.role] : before.roles.filter((r) => r !== input.role);
    const [user] = await tx.update(users).set({ roles, updatedAt: now }).where(eq(users.id, input.userId)).returning();
    if (!input.granted) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt)));
    }
    await recordAudit(
      tx,
      viewer,
      {
        entity: 'user',
        entityId: input.userId,
        action: input.granted ? 'grant-role' : 'revoke-role',
        before: { roles: before.roles },
        after: { roles: user!.roles },
      },
      now,
    );
    return { user: user!, ended: !input.granted };
  });
  if (result instanceof Refused) return { ok: false, user: null, code: result.answer };
  // The id tokens of the ended sign-ins stop at once in this process (others within seconds: sessions.ts).
  if (result.ended) deps.sessions.userRevoked(input.userId);
  return { ok: true, user: result.user, code: null };
}
