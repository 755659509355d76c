import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { addresses } from '../../db/schema/addresses';
import { users } from '../../db/schema/identity';
import { testDatabases } from '../../test/databases';
import { findAddress } from './service';

// findAddress is SQL text (every quote reads it): it must give the row the query builder gives.

describe.each(testDatabases())('finding an address on $kind', ({ open }) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("gives the shopper's own address as the query builder reads it, and nobody else's", async () => {
    const [a, b] = await db.db
      .insert(users)
      .values([{ phone: '+919800000101' }, { phone: '+919800000102' }])
      .returning({ id: users.id });
    const [row] = await db.db
      .insert(addresses)
      .values({
        userId: a!.id,
        name: 'Asha',
        phone: '+919800000101',
        line1: '1 Lane',
        city: 'Pune',
        postalCode: '411001',
        country: 'IN',
      })
      .returning({ id: addresses.id });
    const [built] = await db.db.select().from(addresses).where(eq(addresses.id, row!.id));
    expect(await findAddress(db.db, a!.id, row!.id)).toEqual(built);
    expect(await findAddress(db.db, b!.id, row!.id)).toBeNull();
    expect(await findAddress(db.db, a!.id, 'not-an-id')).toBeNull();
  });
});
