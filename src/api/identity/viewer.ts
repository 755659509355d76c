import { accessDenied, invalidJwt } from '../core/errors';
import { roles, type AuthHeaders, type Role, type Viewer } from '../core/viewer';
import type { AuthKit } from './kit';
import { TokenInvalid, verifyIdToken } from './tokens';

const anonymous: Viewer = { role: 'anonymous', userId: null, sessionId: null };

/**
 * Who is asking. The role header only *asks* for a role: it is granted when a verified token lists it.
 * A token that is present but bad answers `invalid-jwt` (the browser then refreshes and retries); so does
 * a well-signed token whose sign-in has ended (logged out, or revoked after a refresh token was reused).
 */
export async function resolveViewer(
  headers: AuthHeaders,
  kit: Pick<AuthKit, 'jwtKey' | 'now' | 'sessions'>,
): Promise<Viewer> {
  const asked = (headers.role ?? '').trim().toLowerCase();
  if (asked && !(roles as readonly string[]).includes(asked)) throw accessDenied('Unknown role.');

  let claims = null;
  if (headers.authorization) {
    const m = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/.exec(headers.authorization.trim());
    if (!m) throw invalidJwt('JWSInvalid');
    try {
      claims = await verifyIdToken(kit.jwtKey, m[1]!, kit.now());
    } catch (e) {
      throw invalidJwt(e instanceof TokenInvalid ? e.reason : 'JWTInvalid');
    }
    if (!(await kit.sessions.isLive(claims.sid, claims.sub))) throw invalidJwt('JWTRevoked');
  }
  if (asked === 'anonymous' || (!asked && !claims)) return anonymous;
  if (!claims) throw accessDenied(`The role ${asked} needs a valid sign-in.`);
  const role = (asked || claims.default_role) as Role;
  if (!claims.roles.includes(role)) throw accessDenied(`Your sign-in does not grant the role ${role}.`);
  return { role, userId: claims.sub, sessionId: claims.sid };
}
