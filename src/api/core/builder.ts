import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';
import type { GraphQLContext } from './context';
import { accessDenied } from './errors';
import { viewerScopes, type AdminViewer, type RoleScopes, type SignedInViewer, type StaffViewer } from './viewer';

/**
 * Who may call a field is declared on it, on every root field (src/api/scopes.test.ts fails on one
 * without): `public` (anyone), `signedIn`, `staff` (a designer or an admin) or `admin`, from the role the
 * verified token grants (identity/viewer.ts), never the header alone. A field declaring a role gets a
 * context whose viewer has it (`t.authField`), so its resolver needs no check of its own. A nested field
 * that only some may read declares it too, with an `unauthorizedResolver` giving what others see (null,
 * an empty list); `owner: userId` holds for that user, so `{ admin: true, owner: row.userId }` reads "an
 * admin or the row's owner". Which rows a service returns (your own order, address or call) stays in the
 * services, which are given the viewer's id. scripts/role-checks.mjs fails on a role compared elsewhere.
 */
export type AuthScopes = RoleScopes & { owner: string };

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
      const scopes = viewerScopes(ctx.viewer);
      return { ...scopes, owner: (userId: string) => scopes.signedIn && ctx.viewer.userId === userId };
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
