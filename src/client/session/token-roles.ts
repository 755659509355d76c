/**
 * The roles an id token lists, read from its payload without checking its signature: the gateway checks
 * it; the browser only needs to know whether the token is behind the account (a role granted since it
 * was issued). An unreadable token lists none.
 */
export function tokenRoles(idToken: string | null): string[] {
  const payload = idToken?.split('.')[1];
  if (!payload) return [];
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const roles: unknown = (JSON.parse(json) as { roles?: unknown }).roles;
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

const staffRoles = ['designer', 'admin'];

/**
 * True when the account holds a staff role its token does not list yet: the staff pages the account menu
 * now offers would be refused until the token is refreshed, so the session refreshes at once.
 */
export function tokenBehind(accountRoles: readonly string[], idToken: string | null): boolean {
  const listed = tokenRoles(idToken);
  return accountRoles.some((r) => staffRoles.includes(r) && !listed.includes(r));
}
