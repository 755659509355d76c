// The browser session, by the contract's rules (docs/CONTRACT.md §4, §5, §7, §8): tokens in browser storage,
// a check every second, refresh when 900 s or fewer remain, one refresh at a time for every caller
// and every tab, and when the gateway refuses the refresh a clean slate and the home page.
// A refresh that could not be asked (offline, a timeout, a server error) is no refusal: the session
// stays and the refresh is tried again, 1 s, 2 s, 4 s … apart (at most 30 s), and at once when the
// browser comes back online.

import { sessionKeys } from './keys';
const checkIntervalMs = 1000;
const refreshWindowMs = 900_000;
export const noRefreshTokenMessage = 'No refresh token available';

/** Longest wait between two attempts to refresh while the gateway cannot be reached. */
const maxRetryDelayMs = 30_000;

/** Wait before the next attempt after `failures` failed ones in a row (0 → 1 s, doubling, capped). */
export function refreshRetryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.min(failures, 15), maxRetryDelayMs);
}

/** The gateway answered and will not refresh this token (rotated, expired, unknown, or none held). */
export class RefreshRefused extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RefreshRefused';
  }
}

/** The refresh could not be asked or answered (network, timeout, server failure): the session stays. */
export class RefreshUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefreshUnavailable';
  }
}

export type RefreshResult = { token: string; expires_in: number; refresh_token: string };
export type SignInTokens = { id_token: string; refresh_token: string; expires_in: number };

export type SessionDeps = {
  storage: Storage;
  /**
   * Calls the gateway's RefreshToken mutation. Rejects with RefreshRefused when the gateway refuses;
   * any other rejection means it could not be reached, and the session is kept.
   */
  refreshRequest(refreshToken: string): Promise<RefreshResult>;
  navigate(path: string): void;
  now(): number;
  /** Cross-tab mutual exclusion (navigator.locks in browsers); absent, only this tab is serialised. */
  lock?<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Everything else that counts as browser storage, cleared with it when the session fails. */
  alsoClear?: Storage[];
  /** Calls the listener when the browser is back online (the `online` event); returns the unsubscribe. */
  onOnline?(listener: () => void): () => void;
};

export type Session = ReturnType<typeof createSession>;

export function createSession(deps: SessionDeps) {
  const { storage } = deps;
  const listeners = new Set<() => void>();
  let inflight: Promise<string> | null = null;
  /** Failed attempts in a row that could not reach the gateway, and when the next may start. */
  let failures = 0;
  let retryAt = 0;
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
        throw new RefreshRefused(noRefreshTokenMessage);
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

  /**
   * One refresh in flight at a time: every caller shares it. Rejects with RefreshRefused when the
   * gateway refused, with RefreshUnavailable when it could not be asked (and schedules the next try).
   */
  function refresh(): Promise<string> {
    inflight ??= doRefresh()
      .then(
        (token) => {
          failures = 0;
          retryAt = 0;
          return token;
        },
        (error: unknown) => {
          if (isRefusal(error)) throw error;
          retryAt = deps.now() + refreshRetryDelayMs(failures);
          failures++;
          throw error instanceof RefreshUnavailable
            ? error
            : new RefreshUnavailable('The session could not be refreshed', { cause: error });
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  /** When the gateway refuses a refresh the session is over: all browser storage is cleared and the shopper goes home. */
  function endSession() {
    storage.clear();
    for (const s of deps.alsoClear ?? []) s.clear();
    changed();
    deps.navigate('/');
  }

  /** Refreshes; a refusal ends the session, an unreachable gateway leaves it as it is. */
  async function refreshOrEnd(): Promise<string> {
    try {
      return await refresh();
    } catch (error) {
      if (isRefusal(error)) {
        failures = 0;
        retryAt = 0;
        endSession();
      }
      throw error;
    }
  }

  function check() {
    if (!idToken() && !storage.getItem(sessionKeys.refreshToken)) return;
    if (needsRefresh() && !inflight && deps.now() >= retryAt) refreshOrEnd().catch(() => {});
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
    /** Starts the 1 s check (and the retry when the browser comes back online); returns the stop function. */
    start(): () => void {
      check();
      const id = setInterval(check, checkIntervalMs);
      const offOnline = deps.onOnline?.(() => {
        retryAt = 0;
        check();
      });
      return () => {
        clearInterval(id);
        offOnline?.();
      };
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isRefusal(error: unknown): error is RefreshRefused {
  return error instanceof RefreshRefused;
}

/** The reference's retry rule: a gateway error with code invalid-jwt, or a JWTExpired message. */
export function isTokenError(
  errors: readonly { message?: string; extensions?: Record<string, unknown> }[] | undefined,
): boolean {
  return Boolean(errors?.some((e) => e.extensions?.code === 'invalid-jwt' || /JWTExpired/.test(e.message ?? '')));
}
