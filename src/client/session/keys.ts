// The session's storage keys (docs/CONTRACT.md §3), apart from its rules so the first download can tell a
// signed-out visitor at once, before the rules (session.ts) have loaded.
export const sessionKeys = { idToken: 'id_token', refreshToken: 'refresh_token', expiresIn: 'expires_in' } as const;

/** Whether this browser holds an id token: without one the visitor is signed out (session.ts `isSignedIn`). */
export function holdsIdToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(sessionKeys.idToken));
  } catch {
    // Storage refused (a private mode): the session's rules decide, as before.
    return true;
  }
}
