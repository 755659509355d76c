import type { IncomingMessage } from 'node:http';
import { resolveViewer, type AuthKit } from '../api/identity';
import { viewerScopes, type AdminViewer, type SignedInViewer } from '../api/core/viewer';

// The scope check of the HTTP routes outside GraphQL (orders CSV and invoice, uploads): the viewer read
// as the gateway reads it, from the `role` and `authorization` headers, and the scope held as GraphQL's
// fields hold it (viewerScopes), so a route and a field never disagree on who is an admin.

type Granted = { signedIn: SignedInViewer; admin: AdminViewer };

// A download or upload the browser starts by fetch sends only the token: an admin route then asks for
// the admin role, which the token must still grant; a signed-in route takes the token's default role.
const askedWhenUnsaid: Record<keyof Granted, string | null> = { signedIn: null, admin: 'admin' };

const firstHeader = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/** The viewer holding `scope`, or null: no token, a bad or ended one, or a role it does not grant. */
export async function viewerWithScope<S extends keyof Granted>(
  req: IncomingMessage,
  kit: AuthKit,
  scope: S,
): Promise<Granted[S] | null> {
  const authorization = firstHeader(req.headers.authorization);
  if (!authorization) return null;
  try {
    const role = firstHeader(req.headers.role) ?? askedWhenUnsaid[scope];
    const viewer = await resolveViewer({ role, authorization }, kit);
    // viewerScopes is what narrows: holding the scope is holding the viewer its field context names.
    return viewerScopes(viewer)[scope] ? (viewer as Granted[S]) : null;
  } catch {
    return null;
  }
}
