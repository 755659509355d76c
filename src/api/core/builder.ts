import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';
import type { GraphQLContext } from './context';
import { accessDenied } from './errors';
import type { AdminViewer, SignedInViewer, StaffViewer } from './viewer';

/**
 * Who may call a field is declared on it, on every root field (src/api/scopes.test.ts fails on one
 * without): `public` (anyone), `signedIn`, `staff` (a designer or an admin) or `admin`, from the role the
 * verified token grants (identity/viewer.ts), never the header alone. A field declaring a role gets a
 * context whose viewer has it (`t.authField`), so its resolver needs no check of its own. Row-level
 * rules (your own order, address or call) stay in the services, which are given the viewer's id.
 */
export type AuthScopes = { public: boolean; signedIn: boolean; staff: boolean; admin: boolean };

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string | number }; SafeInt: { Input: number; Output: number } };
  AuthScopes: AuthScopes;
  AuthContexts: {
    signedIn: GraphQLContext & { viewer: SignedInViewer };
    staff: GraphQLContext & { viewer: StaffViewer };
    admin: GraphQLContext & { viewer: AdminViewer };
  };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it starts, not at its first event.
    authorizeOnSubscribe: true,
    authScopes: (ctx) => {
      const { role, userId } = ctx.viewer;
      const signedIn = userId !== null && role !== 'anonymous';
      return {
        public: true,
        signedIn,
        admin: signedIn && role === 'admin',
        staff: signedIn && (role === 'admin' || role === 'designer'),
      };
    },
    // The contract's `access-denied` (CONTRACT §7); a field that only needs an account asks to sign in.
    unauthorizedError: (_parent, _ctx, _info, { failure }) =>
      failedScopes(failure).includes('signedIn') ? accessDenied('Please sign in.') : accessDenied(),
  },
});

/** The scopes a refusal names, however nested in `$any` / `$all`. */
function failedScopes(failure: AuthFailure): string[] {
  if (failure.kind === AuthScopeFailureType.AuthScope) return [failure.scope];
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes)
    return failure.failures.flatMap(failedScopes);
  return [];
}

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
