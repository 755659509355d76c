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
