import { accessDenied } from './errors';

export const roles = ['anonymous', 'customer', 'designer', 'admin'] as const;
export type Role = (typeof roles)[number];

export type Viewer = { role: Role; userId: string | null };

export type AuthHeaders = { role: string | null; authorization: string | null };

/**
 * Who is asking. The role header only *asks* for a role: it is granted when a verified token allows it.
 * Until sign-in exists no token can be verified, so only `anonymous` is grantable.
 */
export function resolveViewer(headers: AuthHeaders): Viewer {
  const asked = (headers.role ?? 'anonymous').trim().toLowerCase();
  if (asked === 'anonymous' || asked === '') return { role: 'anonymous', userId: null };
  if (!(roles as readonly string[]).includes(asked)) throw accessDenied(`Unknown role.`);
  throw accessDenied(`The role ${asked} needs a valid sign-in.`);
}
