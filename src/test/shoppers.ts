import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { refreshTokens, users } from '../db/schema/identity';
import type { Role } from '../api/core/viewer';
import { newRefreshToken, refreshTokenDays, signIdToken } from '../api/identity/tokens';
import { gql, type GqlResponse, type TestServer } from './gateway-server';

export type Shopper = { id: string; phone: string; role: Role; headers(): Promise<Record<string, string>> };

let seq = 0;

/**
 * A signed-in shopper (or admin) for API tests: the user row as sign-in makes it and an id token signed
 * with the server's key at the server's clock, fresh on every request so moving the clock never expires it.
 */
export async function createShopper(
  db: DbHandle,
  server: Pick<TestServer, 'kit'>,
  role: Role = 'customer',
): Promise<Shopper> {
  const phone = `+9197${String(process.pid % 1000).padStart(3, '0')}${String(seq++).padStart(5, '0')}`;
  const roles = role === 'customer' || role === 'anonymous' ? ['customer'] : ['customer', role];
  const [row] = await db.db
    .insert(users)
    .values({ phone, name: 'Test Shopper', roles: sql`${`{${roles.join(',')}}`}::text[]` })
    .returning();
  // The sign-in (refresh-token family) its id tokens name: a token of an ended sign-in is refused.
  const sid = randomUUID();
  const now = server.kit.now();
  await db.db.insert(refreshTokens).values({
    userId: row!.id,
    familyId: sid,
    tokenHash: newRefreshToken().hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + refreshTokenDays * 86_400_000),
  });
  return {
    id: row!.id,
    phone,
    role,
    headers: async () => {
      const { token } = await signIdToken(
        server.kit.jwtKey,
        { sub: row!.id, sid, roles: roles as Role[], default_role: 'customer' },
        server.kit.now(),
      );
      return { role, authorization: `Bearer ${token}` };
    },
  };
}

/** A GraphQL call as this shopper; fails the test loudly on GraphQL errors unless `allowErrors`. */
export async function gqlAs<T = Record<string, unknown>>(
  server: TestServer,
  who: Shopper | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ data: T; errors: GqlResponse['body']['errors'] }> {
  const res = await gql(server, query, { variables, headers: who ? await who.headers() : {} });
  return { data: (res.body.data ?? null) as T, errors: res.body.errors };
}
