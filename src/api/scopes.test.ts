import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { execute, GraphQLObjectType, parse, subscribe, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from './core/context';
import type { Role } from './core/viewer';
import { schema } from './schema';

type Declared = { root: string; field: string; scope: string | null };

/** How a field's `authScopes` reads in the table; null when it declares none. */
function describeScopes(scopes: unknown): string | null {
  if (scopes == null || scopes === false) return null;
  // A scope chosen from the arguments (e.g. naming another designer takes an admin): known by its name.
  if (typeof scopes === 'function') return `ƒ ${scopes.name || 'anonymous'}`;
  if (typeof scopes !== 'object') return null;
  const named = Object.entries(scopes).filter(([, v]) => v !== false && v !== undefined);
  return named.length === 0 ? null : named.map(([k, v]) => (v === true ? k : `${k}: ${JSON.stringify(v)}`)).join(' | ');
}

/** Every Query, Mutation and Subscription field with the scope it declares through scope-auth. */
function rootScopes(s: GraphQLSchema): Declared[] {
  return [s.getQueryType(), s.getMutationType(), s.getSubscriptionType()].flatMap((type) =>
    type
      ? Object.entries(type.getFields()).map(([field, f]) => {
          const options = (
            f.extensions as { pothosOptions?: { authScopes?: unknown; unauthorizedResolver?: unknown } } | undefined
          )?.pothosOptions;
          const scope = describeScopes(options?.authScopes);
          // A refusal answered by a resolver (e.g. null, as for someone else's order) rather than an error.
          return {
            root: type.name,
            field,
            scope:
              scope && options?.unauthorizedResolver
                ? `${scope} (refusal answered by its unauthorizedResolver)`
                : scope,
          };
        })
      : [],
  );
}

/** Every field of a type that is not a root declaring a scope (a nested field only some may read). */
function nestedScopes(s: GraphQLSchema): string[] {
  const roots = new Set([s.getQueryType(), s.getMutationType(), s.getSubscriptionType()].map((t) => t?.name));
  return Object.values(s.getTypeMap())
    .filter((type): type is GraphQLObjectType => type instanceof GraphQLObjectType && !roots.has(type.name))
    .flatMap((type) =>
      Object.entries(type.getFields()).flatMap(([field, f]) => {
        const options = (f.extensions as { pothosOptions?: { authScopes?: unknown; unauthorizedResolver?: unknown } })
          ?.pothosOptions;
        const scope = describeScopes(options?.authScopes);
        if (!scope) return [];
        return [`${type.name}.${field}: ${scope}${options?.unauthorizedResolver ? ', others read the fallback' : ''}`];
      }),
    )
    .sort();
}

const undeclared = (rows: Declared[]) => rows.filter((r) => r.scope === null).map((r) => `${r.root}.${r.field}`);

function table(rows: Declared[]): string {
  const lines = rows.map((r) => `| ${r.root} | ${r.field} | ${r.scope ?? '**none**'} |`);
  return [
    '# Who may call each root field',
    '',
    'Written by `src/api/scopes.test.ts` from the built schema (`npx vitest run src/api/scopes.test.ts -u` after a change).',
    'Scopes are defined in `src/api/core/builder.ts`: `public` (anyone), `signedIn`, `staff` (designer or admin), `admin`;',
    'ƒ names a function that picks the scope from the arguments.',
    '',
    '| Root | Field | Scope |',
    '| --- | --- | --- |',
    ...lines,
    '',
  ].join('\n');
}

describe('authorization declared on every root field', () => {
  const rows = rootScopes(schema);

  it('finds a declared scope on every query, mutation and subscription, and records them in docs/root-field-scopes.md', async () => {
    console.log(rows.map((r) => `${`${r.root}.${r.field}`.padEnd(42)} ${r.scope ?? 'NONE'}`).join('\n'));
    expect(rows.length).toBeGreaterThan(50);
    expect(undeclared(rows)).toEqual([]);
    await expect(table(rows)).toMatchFileSnapshot('../../docs/root-field-scopes.md');
  });

  it('declares public alone: a public field with another scope would let anyone in anyway', () => {
    expect(rows.filter((r) => r.scope?.includes('public') && r.scope !== 'public')).toEqual([]);
  });

  it('reports a planted root field that declares no scope', () => {
    const planted = new SchemaBuilder<{ AuthScopes: { public: boolean; admin: boolean } }>({
      plugins: [ScopeAuthPlugin],
      scopeAuth: { authScopes: () => ({ public: true, admin: false }) },
    });
    planted.queryType({});
    planted.mutationType({});
    planted.queryFields((t) => ({
      declared: t.string({ authScopes: { public: true }, resolve: () => 'yes' }),
      forgotten: t.string({ resolve: () => 'oops' }),
    }));
    planted.mutationFields((t) => ({
      emptyScopes: t.string({ authScopes: {}, resolve: () => 'oops' }),
      byArguments: t.string({
        authScopes: function adminWhenAsked() {
          return { admin: true };
        },
        resolve: () => 'yes',
      }),
    }));
    const rowsOfPlanted = rootScopes(planted.toSchema());
    expect(undeclared(rowsOfPlanted)).toEqual(['Query.forgotten', 'Mutation.emptyScopes']);
    expect(rowsOfPlanted.find((r) => r.field === 'byArguments')?.scope).toBe('ƒ adminWhenAsked');
  });
});

describe('authorization declared on nested fields', () => {
  it('lists every nested field that declares a scope, and what the others read', () => {
    // Adding or dropping a scope on a nested field means updating this list, on purpose.
    expect(nestedScopes(schema)).toEqual([
      'Order.nextStatuses: admin, others read the fallback',
      'Order.refunds: ƒ adminOrOwner, others read the fallback',
      'OrderEvent.actorName: admin, others read the fallback',
      'StaffDashboard.admin: admin, others read the fallback',
    ]);
  });

  it('finds a planted nested field with a scope', () => {
    const planted = new SchemaBuilder<{ AuthScopes: { public: boolean; admin: boolean } }>({
      plugins: [ScopeAuthPlugin],
      scopeAuth: { authScopes: () => ({ public: true, admin: false }) },
    });
    const Thing = planted.objectRef<{ n: number }>('Thing').implement({
      fields: (t) => ({
        open: t.exposeInt('n'),
        secret: t.int({ authScopes: { admin: true }, unauthorizedResolver: () => 0, resolve: (p) => p.n }),
      }),
    });
    planted.queryType({ fields: (t) => ({ thing: t.field({ type: Thing, resolve: () => ({ n: 1 }) }) }) });
    expect(nestedScopes(planted.toSchema())).toEqual(['Thing.secret: admin, others read the fallback']);
  });
});

describe('a declared scope refuses as the hand-written guards did', () => {
  // A refused field never reaches its resolver, so a context with only the viewer is enough.
  const as = (role: Role) =>
    ({
      viewer: { role, userId: role === 'anonymous' ? null : '00000000-0000-4000-8000-000000000001', sessionId: null },
    }) as unknown as GraphQLContext;
  const run = async (role: Role, query: string) => {
    const result = (await execute({ schema, document: parse(query), contextValue: as(role) })) as ExecutionResult;
    return result.errors?.map((e) => [e.message, e.extensions.code]);
  };

  it.each([
    ['anonymous', '{ myCart { id } }', 'Please sign in.'],
    ['anonymous', 'mutation { deleteAddress(id: "1") }', 'Please sign in.'],
    ['anonymous', '{ staffEnquiries { id } }', 'You are not allowed to do this.'],
    ['customer', '{ staffEnquiries { id } }', 'You are not allowed to do this.'],
    ['customer', '{ consultationDesigners { id } }', 'You are not allowed to do this.'],
    ['designer', '{ adminOrders { number } }', 'You are not allowed to do this.'],
    [
      'designer',
      '{ designerSettings(designerId: "00000000-0000-4000-8000-000000000002") { displayName } }',
      'You are not allowed to do this.',
    ],
    // New with the argument scope: a designer naming another designer's day is refused (it was their own).
    [
      'designer',
      '{ designerDay(designerId: "00000000-0000-4000-8000-000000000002") { designerId } }',
      'You are not allowed to do this.',
    ],
    ['customer', '{ designerDay { designerId } }', 'You are not allowed to do this.'],
    ['customer', '{ tailoringQueue { total } }', 'The workshop is for designers and admins.'],
    [
      'anonymous',
      'mutation { advanceTailoringLine(lineId: "1", expectedVersion: 1) { ok } }',
      'The workshop is for designers and admins.',
    ],
  ] as const)('as %s, %s is refused with "%s"', async (role, query, message) => {
    expect(await run(role, query)).toEqual([[message, 'access-denied']]);
  });

  it('answers null, not an error, to a visitor asking for an order', async () => {
    const result = (await execute({
      schema,
      document: parse('{ order(number: "SIL-1") { number } }'),
      contextValue: as('anonymous'),
    })) as ExecutionResult;
    expect(result).toEqual({ data: { order: null } });
  });

  it('refuses a visitor following an order when the subscription starts', async () => {
    const result = await subscribe({
      schema,
      document: parse('subscription { orderUpdated(number: "SIL-1") { number } }'),
      contextValue: as('anonymous'),
    });
    expect('errors' in result ? result.errors?.map((e) => [e.message, e.extensions.code]) : 'a stream').toEqual([
      ['You cannot follow this order.', 'access-denied'],
    ]);
  });
});
