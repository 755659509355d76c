// Helpers of the back office's catalogue tests: an admin's call, and the rows the admin pages list.
import type { DbHandle } from '../db/client';
import { startTestServer, type TestServer } from './gateway-server';
import { createShopper, gqlAs, type Shopper } from './shoppers';

export type Staff = { server: TestServer; admin: Shopper; designer: Shopper; shopper: Shopper };

export async function startWithStaff(db: DbHandle): Promise<Staff> {
  const server = await startTestServer(db);
  return {
    server,
    admin: await createShopper(db, server, 'admin'),
    designer: await createShopper(db, server, 'designer'),
    shopper: await createShopper(db, server),
  };
}

/** The admin's call; fails the test on GraphQL errors (refusals are answers, not errors). */
export async function asAdmin<T>(s: Staff, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await gqlAs<T>(s.server, s.admin, query, variables);
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

/** Every call refused to an anonymous visitor, a shopper and a designer, with the contract's code. */
export async function refusedToNonAdmins(s: Staff, query: string, variables?: Record<string, unknown>): Promise<void> {
  for (const who of [null, s.shopper, s.designer]) {
    const res = await gqlAs(s.server, who, query, variables);
    if (res.errors?.[0]?.extensions?.code !== 'access-denied')
      throw new Error(`not refused to ${who?.role ?? 'anonymous'}: ${query.slice(0, 60)}`);
  }
}

const TRAIL = `query T($entity: String!, $entityId: String!) { auditTrail(entity: $entity, entityId: $entityId) { actorId actorRole action before after } }`;
export type TrailRow = {
  actorId: string;
  actorRole: string;
  action: string;
  before: string | null;
  after: string | null;
};

export async function trailOf(s: Staff, entity: string, entityId: string): Promise<TrailRow[]> {
  return (await asAdmin<{ auditTrail: TrailRow[] }>(s, TRAIL, { entity, entityId })).auditTrail;
}
