// Who is asking, as every domain sees it; identity (src/api/identity/viewer.ts) resolves it from the
// request's headers.
export const roles = ['anonymous', 'customer', 'designer', 'admin'] as const;
export type Role = (typeof roles)[number];

export type Viewer = { role: Role; userId: string | null; sessionId: string | null };

export type AuthHeaders = { role: string | null; authorization: string | null };

/** The viewer of a field that declares `signedIn`: someone with an account, whatever their role. */
export type SignedInViewer = Viewer & { userId: string; role: Exclude<Role, 'anonymous'> };
/** The viewer of a field that declares `staff`: a designer or an admin. */
export type StaffViewer = Viewer & { userId: string; role: 'designer' | 'admin' };
/** The viewer of a field that declares `admin`. */
export type AdminViewer = Viewer & { userId: string; role: 'admin' };

/** What a viewer's role lets them call: the one place a role is read as a permission. */
export type RoleScopes = { public: boolean; signedIn: boolean; staff: boolean; admin: boolean };

/**
 * The scopes a viewer holds, read by the schema builder (core/builder.ts) for every field and by the
 * HTTP routes outside GraphQL (src/server/route-scope.ts), so both doors answer the same question alike.
 */
export function viewerScopes({ role, userId }: Pick<Viewer, 'role' | 'userId'>): RoleScopes {
  const signedIn = userId !== null && role !== 'anonymous';
  return {
    public: true,
    signedIn,
    admin: signedIn && role === 'admin',
    staff: signedIn && (role === 'admin' || role === 'designer'),
  };
}
