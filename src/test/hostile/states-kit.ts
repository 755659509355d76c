// Shared by the hostile state-move suites (states-*.test.ts): asking as someone over GraphQL with a clean
// answer whatever it says, typed answers and plain refusals, and a digest of everything a move could touch.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbHandle } from '../../db/client';
import type { TestServer } from '../gateway-server';
import type { Shopper } from '../shoppers';
import { expectCleanGraphql, expectNoLeak, snapshot } from './gateway-kit';

export type Refusable = { ok: boolean; refusal: string | null };

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** One operation as `who` (null: signed out), with extra headers over theirs; the answer must be clean whatever it says. */
async function ask(
  server: TestServer,
  who: Shopper | null,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Body> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', role: 'anonymous', ...(who ? await who.headers() : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expectNoLeak(text, query.slice(0, 60));
  const body = JSON.parse(text) as Body;
  expectCleanGraphql(body, query.slice(0, 60));
  return body;
}
/** The payload of a mutation that must answer (a typed result, not an error). */
export async function answer<T>(
  server: TestServer,
  who: Shopper | null,
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Promise<T> {
  const body = await ask(server, who, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data![field] as T;
}
/** An operation refused outright: no data for it, and `access-denied` said plainly. */
export async function denied(
  server: TestServer,
  who: Shopper | null,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<void> {
  const body = await ask(server, who, query, variables, headers);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['access-denied']);
}

/** A digest of a query's rows (one text each), so any row added, removed or changed shows. */
async function digest(db: DbHandle, rows: string): Promise<string> {
  const r = (await db.db.execute(
    sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x, ',' order by x), '')) as f from (${rows}) t(x)`),
  )) as unknown as { rows: { n: number; f: string }[] };
  return `${r.rows[0]!.n}:${r.rows[0]!.f}`;
}

/** Everything these moves could touch: stock, orders, payments (the kit's snapshot), and each row of the rest. */
export async function everything(db: DbHandle) {
  return {
    ...(await snapshot(db)),
    events: await digest(db, `select id::text || status || actor || coalesce(actor_id::text, '-') from order_events`),
    lines: await digest(db, `select id::text || ':' || stage || ':' || version::text from order_tailoring_lines`),
    outbox: await digest(
      db,
      `select id::text || kind || status || coalesce(user_id::text, '-') || coalesce(phone, '-') || next_attempt_at::text || dedupe_key from notification_outbox`,
    ),
    calls: await digest(
      db,
      `select id::text || status || coalesce(notes, '-') || starts_at::text || updated_at::text from consultations`,
    ),
    cells: await digest(db, `select consultation_id::text || cell_start::text from consultation_cells`),
    changes: await digest(db, `select id::text || consultation_id::text from consultation_changes`),
    enquiries: await digest(
      db,
      `select id::text || coalesce(user_id::text, '-') || phone || status || coalesce(reply, '-') from enquiries`,
    ),
  };
}
