import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { testDatabases } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { changedFields, recordAudit } from './service';

const TRAIL = `query T($entity: String!, $entityId: String!) { auditTrail(entity: $entity, entityId: $entityId) { actorId actorName actorRole action before after } }`;
type Trail = {
  auditTrail:
    | { actorId: string; actorName: string | null; actorRole: string; action: string; before: string; after: string }[]
    | null;
};

describe('changedFields', () => {
  it('keeps only what differs, as it was and as it is', () => {
    expect(changedFields({ price: 100, name: 'a', tags: [1] }, { price: 120, name: 'a', tags: [1, 2] })).toEqual({
      before: { price: 100, tags: [1] },
      after: { price: 120, tags: [1, 2] },
    });
  });
});

describe.each(testDatabases())('audit trail on $kind', ({ open }) => {
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

  it('records a change with its actor and shows it to admins only', async () => {
    const actor = { role: 'admin' as const, userId: admin.id, sessionId: null };
    await recordAudit(
      db.db,
      actor,
      { entity: 'product', entityId: 'p-1', action: 'price', before: { price: 100 }, after: { price: 120 } },
      new Date('2026-11-01T10:00:00Z'),
    );
    const seen = await gqlAs<Trail>(server, admin, TRAIL, { entity: 'product', entityId: 'p-1' });
    expect(seen.data.auditTrail).toEqual([
      // Named, so the trail reads who did it rather than an id.
      {
        actorId: admin.id,
        actorName: 'Test Shopper',
        actorRole: 'admin',
        action: 'price',
        before: '{"price":100}',
        after: '{"price":120}',
      },
    ]);
    for (const who of [designer, shopper, null]) {
      const refused = await gqlAs<Trail>(server, who, TRAIL, { entity: 'product', entityId: 'p-1' });
      expect(refused.data?.auditTrail ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
  });

  it('is append-only: a row can be neither changed nor removed', async () => {
    await expect(db.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(db.db.delete(auditLog)).rejects.toThrow();
    const rows = await db.db
      .select()
      .from(auditLog)
      .where(sql`action = 'forged'`);
    expect(rows).toEqual([]);
  });
});
