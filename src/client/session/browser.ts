'use client';
import { httpTransport, refreshRequest } from './graphql-client';
import { MemoryStorage } from './memory-storage';
import { createSession, type Session } from './session';
import type { Client } from 'graphql-ws';

type Browser = { session: Session; ws(): Promise<Client> };
let browser: Browser | null = null;

/** The one session of this tab (and its WebSocket client), created on first use in the browser. */
export function browserSession(): Browser {
  if (browser) return browser;
  const transport = httpTransport('/graphql');
  const hasWindow = typeof window !== 'undefined';
  const session = createSession({
    storage: hasWindow ? window.localStorage : new MemoryStorage(),
    alsoClear: hasWindow ? [window.sessionStorage] : [],
    refreshRequest: (token) => refreshRequest(transport, token),
    // A full load of /: nothing from the ended session survives in memory.
    navigate: (path) => window.location.assign(path),
    now: () => Date.now(),
    lock: hasWindow && navigator.locks ? (name, fn) => navigator.locks.request(name, fn) : undefined,
    // Back online after a drop: the refresh that could not reach the gateway is tried at once.
    onOnline: hasWindow
      ? (listener) => {
          window.addEventListener('online', listener);
          return () => window.removeEventListener('online', listener);
        }
      : undefined,
  });
  let ws: Promise<Client> | null = null;
  browser = {
    session,
    // Loaded on first use: pages without live updates do not carry the WebSocket client.
    ws: () =>
      (ws ??= import('./ws-client').then(({ createWsClient }) =>
        createWsClient(session, `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`),
      )),
  };
  return browser;
}
