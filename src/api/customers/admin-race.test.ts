import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { users } from '../../db/schema/identity';
import { changeStaffRole } from '../identity';
import type { AdminViewer } from '../core/viewer';
import { testDatabases } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';

// Two admins taking each other's admin role at the same moment: one wins, the other is refused, and an
// admin always remains. Several pairs race at once, each pair on its own.

const SET = `mutation R($userId: ID!, $role: StaffRole!, $granted: Boolean!) { setStaffRole(userId: $userId, role: $role, granted: $granted) { ok code } }`;
type SetRole = { setStaffRole: { ok: boolean; code: string | null } | null };
const pairs = 5;

describe.each(testDatabases())('admins revoking each other at once on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { seed: false });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const adminsAmong = async (ids: string[]) =>
    (
      await db.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${inArray(users.id, ids)} and 'admin' = any(${users.roles})`)
    ).map((r) => r.id);

  const makePairs = async (): Promise<[Shopper, Shopper][]> => {
    const out: [Shopper, Shopper][] = [];
    for (let i = 0; i < pairs; i++)
      out.push([await createShopper(db, server, 'admin'), await createShopper(db, server, 'admin')]);
    return out;
  };

  it('in the service: the second of each pair is refused NO_LONGER_ADMIN, one admin of each pair stays', async () => {
    const viewerOf = (s: Shopper): AdminViewer => ({ role: 'admin', userId: s.id, sessionId: null });
    const revoke = (by: Shopper, of: Shopper) =>
      changeStaffRole(
        { db: db.db, sessions: server.kit.sessions },
        viewerOf(by),
        { userId: of.id, role: 'admin', granted: false },
        server.kit.now(),
      );
    const all = await makePairs();
    const results = await Promise.all(all.map(([a, b]) => Promise.all([revoke(a, b), revoke(b, a)])));
    for (const [i, [first, second]] of results.entries()) {
      const outcomes = [first, second].map((r) => (r.ok ? 'ok' : r.code)).sort();
      expect(outcomes).toEqual(['NO_LONGER_ADMIN', 'ok']);
      const [a, b] = all[i]!;
      expect(await adminsAmong([a.id, b.id])).toHaveLength(1);
    }
  });

  it('through the API: every pair keeps one admin; the loser is refused (typed, or its ended sign-in)', async () => {
    const all = await makePairs();
    const results = await Promise.all(
      all.map(([a, b]) =>
        Promise.all([
          gqlAs<SetRole>(server, a, SET, { userId: b.id, role: 'admin', granted: false }),
          gqlAs<SetRole>(server, b, SET, { userId: a.id, role: 'admin', granted: false }),
        ]),
      ),
    );
    for (const [i, answers] of results.entries()) {
      const won = answers.filter((r) => r.data?.setStaffRole?.ok === true);
      expect(won).toHaveLength(1);
      const lost = answers.find((r) => r.data?.setStaffRole?.ok !== true)!;
      // Refused in the transaction (it passed the token check before the winner committed), or at the
      // gateway (the winner had already ended its sign-ins).
      if (lost.data?.setStaffRole) expect(lost.data.setStaffRole).toEqual({ ok: false, code: 'NO_LONGER_ADMIN' });
      else expect(lost.errors?.[0]?.extensions?.code).toBe('invalid-jwt');
      const [a, b] = all[i]!;
      expect(await adminsAmong([a.id, b.id])).toHaveLength(1);
    }
  });
});
