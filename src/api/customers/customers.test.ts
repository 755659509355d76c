import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { refreshTokens, users } from '../../db/schema/identity';
import { testDatabases } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';

const SEARCH = `query S($q: String, $first: Int, $offset: Int) { customers(search: $q, first: $first, offset: $offset) { total customers { id phone roles } } }`;
const DETAIL = `query D($id: ID!) { customer(id: $id) { id phone orders { number } addresses { id } measurementProfiles { id } consultations { id } enquiries { id } } }`;
const SET = `mutation R($userId: ID!, $role: StaffRole!, $granted: Boolean!) { setStaffRole(userId: $userId, role: $role, granted: $granted) { ok code customer { roles } } }`;
type Search = { customers: { total: number; customers: { id: string; phone: string; roles: string[] }[] } | null };
type SetRole = { setStaffRole: { ok: boolean; code: string | null; customer: { roles: string[] } | null } | null };

describe.each(testDatabases())('customers on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Shopper;
  let designer: Shopper;
  let shopper: Shopper;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { seed: false });
    admin = await createShopper(db, server, 'admin');
    designer = await createShopper(db, server, 'designer');
    shopper = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('finds customers by phone, paged, for admins only', async () => {
    const found = await gqlAs<Search>(server, admin, SEARCH, { q: shopper.phone.slice(-6) });
    expect(found.data.customers!.customers.map((c) => c.id)).toEqual([shopper.id]);
    const page = await gqlAs<Search>(server, admin, SEARCH, { first: 1000, offset: 0 });
    expect(page.data.customers!.total).toBe(3);
    expect(page.data.customers!.customers.length).toBeLessThanOrEqual(50);
    const one = await gqlAs<Search>(server, admin, SEARCH, { first: 1, offset: 1 });
    expect(one.data.customers!.customers).toHaveLength(1);
    const detail = await gqlAs<{ customer: { phone: string } | null }>(server, admin, DETAIL, { id: shopper.id });
    expect(detail.errors).toBeUndefined();
    expect(detail.data.customer!.phone).toBe(shopper.phone);
    for (const who of [designer, shopper, null]) {
      const refused = await gqlAs<Search>(server, who, SEARCH, { q: '9' });
      expect(refused.data?.customers ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('access-denied');
      const hidden = await gqlAs<{ customer: null }>(server, who, DETAIL, { id: shopper.id });
      expect(hidden.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
  });

  it('grants and revokes staff roles, audited; revoking ends their sign-ins', async () => {
    const granted = await gqlAs<SetRole>(server, admin, SET, { userId: shopper.id, role: 'designer', granted: true });
    expect(granted.data.setStaffRole).toEqual({ ok: true, code: null, customer: { roles: ['customer', 'designer'] } });
    await db.db.insert(refreshTokens).values({
      userId: shopper.id,
      familyId: shopper.id,
      tokenHash: `hash-${shopper.id}`,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const revoked = await gqlAs<SetRole>(server, admin, SET, { userId: shopper.id, role: 'designer', granted: false });
    expect(revoked.data.setStaffRole).toEqual({ ok: true, code: null, customer: { roles: ['customer'] } });
    const [token] = await db.db.select().from(refreshTokens).where(eq(refreshTokens.userId, shopper.id));
    expect(token!.revokedAt).not.toBeNull();
    // Their id token, which still says "designer", stops working at once.
    const after = await gqlAs<Search>(server, shopper, `{ me { id } }`);
    expect(after.errors?.[0]?.extensions?.code).toBe('invalid-jwt');
    const trail = await db.db.select().from(auditLog).where(eq(auditLog.entityId, shopper.id)).orderBy(auditLog.at);
    expect(trail.map((r) => [r.entity, r.action, r.actorId, r.before, r.after])).toEqual([
      ['user', 'grant-role', admin.id, { roles: ['customer'] }, { roles: ['customer', 'designer'] }],
      ['user', 'revoke-role', admin.id, { roles: ['customer', 'designer'] }, { roles: ['customer'] }],
    ]);
  });

  it('refuses an admin taking their own admin role, and non-admins changing roles', async () => {
    const own = await gqlAs<SetRole>(server, admin, SET, { userId: admin.id, role: 'admin', granted: false });
    expect(own.data.setStaffRole).toEqual({ ok: false, code: 'OWN_ADMIN_ROLE', customer: null });
    const [me] = await db.db.select().from(users).where(eq(users.id, admin.id));
    expect(me!.roles).toContain('admin');
    const missing = await gqlAs<SetRole>(server, admin, SET, { userId: 'nope', role: 'admin', granted: true });
    expect(missing.data.setStaffRole!.code).toBe('NOT_FOUND');
    const other = await createShopper(db, server);
    for (const who of [designer, other, null]) {
      const refused = await gqlAs<SetRole>(server, who, SET, { userId: other.id, role: 'admin', granted: true });
      expect(refused.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
    const [still] = await db.db.select().from(users).where(eq(users.id, other.id));
    expect(still!.roles).toEqual(['customer']);
  });
});
