// The browser session, by the reference's rules (sections 4, 7, 8, 9): tokens in browser storage,
// a check every second, refresh when 900 s or fewer remain, one refresh at a time for every caller
// and every tab, and on failure a clean slate and the home page.

export const sessionKeys = { idToken: 'id_token', refreshToken: 'refresh_token', expiresIn: 'expires_in' } as const;
export const checkIntervalMs = 1000;
export const refreshWindowMs = 900_000;
export const noRefreshTokenMessage = 'No refresh token available';

export type RefreshResult = { token: string; expires_in: number; refresh_token: string };
export type SignInTokens = { id_token: string; refresh_token: string; expires_in: number };

export type SessionDeps = {
  storage: Storage;
  /** Calls the gateway's RefreshToken mutation; rejects when the response carries errors. */
  refreshRequest(refreshToken: string): Promise<RefreshResult>;
  navigate(path: string): void;
  now(): number;
  /** Cross-tab mutual exclusion (navigator.locks in browsers); absent, only this tab is serialised. */
  lock?<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Everything else that counts as browser storage, cleared with it when the session fails. */
  alsoClear?: Storage[];
};

export type Session = ReturnType<typeof createSession>;

export function createSession(deps: SessionDeps) {
  const { storage } = deps;
  const listeners = new Set<() => void>();
  let inflight: Promise<string> | null = null;
  const changed = () => listeners.forEach((l) => l());

  const idToken = () => storage.getItem(sessionKeys.idToken);
  const expiresAt = () => Number(storage.getItem(sessionKeys.expiresIn) ?? 0);
  const needsRefresh = () => !expiresAt() || expiresAt() - deps.now() <= refreshWindowMs;

  async function doRefresh(): Promise<string> {
    const tokenBefore = idToken();
    const run = async () => {
      // Another tab may have refreshed while this one waited for the lock: use its result.
      const current = idToken();
      if (current && current !== tokenBefore && !needsRefresh()) return current;
      const refreshToken = storage.getItem(sessionKeys.refreshToken);
      if (!refreshToken) {
        storage.removeItem(sessionKeys.idToken);
        changed();
        throw new Error(noRefreshTokenMessage);
      }
      const r = await deps.refreshRequest(refreshToken);
      storage.setItem(sessionKeys.idToken, r.token);
      storage.setItem(sessionKeys.expiresIn, String(r.expires_in));
      storage.setItem(sessionKeys.refreshToken, r.refresh_token);
      changed();
      return r.token;
    };
    return deps.lock ? deps.lock('silai-token-refresh', run) : run();
  }

  /** One refresh in flight at a time: every caller shares it. */
  function refresh(): Promise<string> {
    inflight ??= doRefresh().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** When a refresh fails the session is over: all browser storage is cleared and the shopper goes home. */
  function endSession() {
    storage.clear();
    for (const s of deps.alsoClear ?? []) s.clear();
    changed();
    deps.navigate('/');
  }

  async function refreshOrEnd(): Promise<string> {
    try {
      return await refresh();
    } catch (error) {
      endSession();
      throw error;
    }
  }

  function check() {
    if (!idToken() && !storage.getItem(sessionKeys.refreshToken)) return;
    if (needsRefresh() && !inflight) refreshOrEnd().catch(() => {});
  }

  return {
    isSignedIn: () => Boolean(idToken()),
    idToken,
    expiresAt,
    /** The reference's request headers: role, and the bearer token when signed in. */
    headers(): Record<string, string> {
      const token = idToken();
      return token ? { role: 'customer', authorization: `Bearer ${token}` } : { role: 'anonymous' };
    },
    signIn(t: SignInTokens) {
      storage.setItem(sessionKeys.idToken, t.id_token);
      storage.setItem(sessionKeys.refreshToken, t.refresh_token);
      storage.setItem(sessionKeys.expiresIn, String(t.expires_in));
      changed();
    },
    signOut() {
      for (const k of Object.values(sessionKeys)) storage.removeItem(k);
      changed();
    },
    refresh,
    refreshOrEnd,
    check,
    /** Starts the 1 s check; returns the stop function. */
    start(): () => void {
      check();
      const id = setInterval(check, checkIntervalMs);
      return () => clearInterval(id);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The reference's retry rule: a gateway error with code invalid-jwt, or a JWTExpired message. */
export function isTokenError(errors: readonly { message?: string; extensions?: Record<string, unknown> }[] | undefined): boolean {
  return Boolean(errors?.some((e) => e.extensions?.code === 'invalid-jwt' || /JWTExpired/.test(e.message ?? '')));
}
