// Hostile input, GraphQL over HTTP: every case against a real server (production settings) on each
// database. Each must answer below 500 with clean JSON, reveal no stack or SQL, and change no stock,
// order or payment (checked by a snapshot around the whole family).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, gqlAs, type Shopper } from '../shoppers';
import { productOf } from '../buying-fixtures';
import { addAddress } from '../orders-api';
import { expectCleanGraphql, expectNoLeak, snapshot, type Snapshot } from './gateway-kit';
import type { Cases, Env } from './graphql-case';
import { documentCases, shapeCases } from './graphql-document-cases';
import { requestCases } from './graphql-request-cases';
import { stringCases } from './graphql-string-cases';
import { intVariableCases, notUuids, settingsInput, uuidCases, variableTypeCases } from './graphql-variable-cases';

const cases: Cases = [
  ...shapeCases,
  ...intVariableCases,
  ...stringCases,
  ...uuidCases,
  ...variableTypeCases,
  ...documentCases,
  ...requestCases,
];

// ────────────────────────────────────────────────────────────────────────────────────────────────────
describe.each(testDatabases())('hostile GraphQL over HTTP on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let customer: Shopper;
  let admin: Shopper;
  let env: Env;
  let before: Snapshot;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    customer = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
    const saree = await productOf(db, 'saree', 0, 3);
    env = { productId: saree.id, productSlug: saree.slug, addressId: await addAddress(server, customer) };
    before = await snapshot(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it.each(cases)('%s', async (name, c) => {
    let res: Response;
    if (c.kind === 'op') {
      const headers: Record<string, string> = { 'content-type': 'application/json', role: 'anonymous' };
      if (c.who === 'customer') Object.assign(headers, await customer.headers());
      if (c.who === 'admin') Object.assign(headers, await admin.headers());
      res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: c.query, variables: c.variables?.(env), operationName: c.operationName }),
      });
    } else {
      res = await fetch(`${server.url}${c.path ?? '/graphql'}`, { method: c.method, headers: c.headers, body: c.body });
    }
    const text = await res.text();
    expect(res.status, `${name}: ${text.slice(0, 300)}`).toBeLessThan(500);
    expect(text, name).not.toMatch(/Did you mean/i);
    if (c.kind === 'raw' && c.status !== undefined) expect(res.status, text.slice(0, 300)).toBe(c.status);
    expectNoLeak(text, name);
    if (c.kind === 'raw' && (c.method === 'HEAD' || c.method === 'OPTIONS' || c.status === 431)) return;
    const body: unknown = JSON.parse(text);
    expectCleanGraphql(body, name);
    if (c.kind === 'op' && c.expectErrors) {
      expect((body as { errors?: unknown[] }).errors?.length ?? 0, name).toBeGreaterThan(0);
      expect((body as { data?: unknown }).data ?? null, name).toBeNull();
    }
  });

  it('refuses each e-mail with a control character as invalid and keeps none of them', async () => {
    for (const c of ['\u0000', '\u001f', '\u007f', '\u0085']) {
      const r = await gqlAs<{ updateProfile: unknown }>(
        server,
        customer,
        'mutation M($e: String) { updateProfile(name: "Meera", email: $e) { ok errors { field code } } }',
        { e: `me${c}x@example.com` },
      );
      expect(r).toEqual({
        data: { updateProfile: { ok: false, errors: [{ field: 'email', code: 'INVALID' }] } },
        errors: undefined,
      });
    }
    const me = await gqlAs<{ me: { email: string | null } }>(server, customer, '{ me { email } }');
    expect(me.data.me.email ?? '').not.toMatch(/\p{Cc}/u);
  });

  it('answers a designer id that is not a uuid as an unknown designer', async () => {
    for (const id of notUuids) {
      const day = await gqlAs(server, admin, 'query Q($s: ID) { designerDay(designerId: $s) { designerId } }', {
        s: id,
      });
      expect(day).toEqual({ data: { designerDay: [] }, errors: undefined });
      const read = await gqlAs(server, admin, 'query Q($s: ID) { designerSettings(designerId: $s) { designerId } }', {
        s: id,
      });
      expect(read.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Not a designer.', 'access-denied']]);
      const save = await gqlAs(
        server,
        admin,
        'mutation M($s: ID, $i: DesignerSettingsInput!) { saveDesignerSettings(designerId: $s, input: $i) { ok } }',
        { s: id, i: settingsInput },
      );
      expect(save.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Not a designer.', 'access-denied']]);
    }
  });

  it('changed no stock, order or payment', async () => {
    expect(await snapshot(db)).toEqual(before);
  });
});
