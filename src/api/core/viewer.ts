// Who is asking, as every domain sees it; identity (src/api/identity/viewer.ts) resolves it from the
// request's headers.
export const roles = ['anonymous', 'customer', 'designer', 'admin'] as const;
export type Role = (typeof roles)[number];

export type Viewer = { role: Role; userId: string | null; sessionId: string | null };

export type AuthHeaders = { role: string | null; authorization: string | null };
