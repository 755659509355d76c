'use client';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { MeQuery } from '../../gql/graphql';
import { holdsIdToken, sessionKeys } from './keys';
import { lateGraphQL } from './late';
import { tokenBehind } from './token-roles';

// The session's rules (storage, refresh, other tabs) load after the page, as the GraphQL client does:
// the status is unknown until the browser has read its storage either way, and the header reserves
// the account's place until then.
const loadSession = () => import('./browser').then((m) => m.browserSession().session);

export type SessionState = {
  /** `unknown` until the browser has read its storage (the server cannot know). */
  status: 'unknown' | 'anonymous' | 'signed-in';
  user: MeQuery['me'];
  reloadUser(): Promise<void>;
};

const SessionContext = createContext<SessionState>({ status: 'unknown', user: null, reloadUser: async () => {} });

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionState['status']>('unknown');
  const [user, setUser] = useState<MeQuery['me']>(null);

  const reloadUser = useCallback(async () => {
    const session = await loadSession();
    if (!session.isSignedIn()) {
      setUser(null);
      setStatus('anonymous');
      return;
    }
    try {
      // The client loads with this first question (signed-out visitors never load it here).
      const [gql, { MeDocument }] = await Promise.all([lateGraphQL(), import('./documents')]);
      const { me } = gql.dataOf(await gql.query(MeDocument, {}));
      // A staff role granted since the token was issued: without a fresh token the staff pages the menu
      // now offers would be refused (the gateway grants only what the token lists) until it refreshes.
      if (me && tokenBehind(me.roles, session.idToken())) await session.refreshOrEnd().catch(() => {});
      // A transition: what the signed-in shopper's pages then render (checkout's steps, the account's
      // lists) is rendered in small pieces between frames, not as one long task.
      startTransition(() => {
        setUser(me);
        setStatus(me ? 'signed-in' : 'anonymous');
      });
    } catch {
      // A refused refresh ends the session and leaves the page; anything else (offline) keeps what we had.
      setStatus(session.isSignedIn() ? 'signed-in' : 'anonymous');
    }
  }, []);

  useEffect(() => {
    let ended = false;
    let end = () => {};
    // No token in this browser: signed out, said at once (a page that needs an account sends the visitor
    // to sign in without waiting for the session's rules to load).
    if (!holdsIdToken()) setStatus('anonymous');
    void loadSession().then((session) => {
      if (ended) return;
      const stop = session.start();
      let known = session.idToken();
      const unsubscribe = session.subscribe(() => {
        const now = session.idToken();
        // A refresh swaps the token but not the person; only sign-in and sign-out reload the user.
        if (Boolean(now) !== Boolean(known)) void reloadUser();
        known = now;
      });
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || e.key === sessionKeys.idToken) void reloadUser();
      };
      window.addEventListener('storage', onStorage);
      void reloadUser();
      end = () => {
        stop();
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    });
    return () => {
      ended = true;
      end();
    };
  }, [reloadUser]);

  const value = useMemo(() => ({ status, user, reloadUser }), [status, user, reloadUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
