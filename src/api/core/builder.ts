import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GraphQLContext } from './context';
import { accessDenied } from './errors';

// One typed builder for the whole gateway; each domain adds its types from its own schema.ts.
// Who may call a field is declared on it (`authScopes: { staff: true }`) instead of checked by hand
// in its resolver; a refusal is the contract's `access-denied` (CONTRACT §7).
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string | number }; SafeInt: { Input: number; Output: number } };
  AuthScopes: { signedIn: boolean; admin: boolean; staff: boolean };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it starts, not at its first event.
    authorizeOnSubscribe: true,
    // The role is the one the verified token grants (identity/viewer.ts), never the header alone.
    authScopes: (ctx) => {
      const { role, userId } = ctx.viewer;
      const signedIn = userId !== null && role !== 'anonymous';
      return { signedIn, admin: signedIn && role === 'admin', staff: signedIn && (role === 'admin' || role === 'designer') };
    },
    unauthorizedError: () => accessDenied(),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
