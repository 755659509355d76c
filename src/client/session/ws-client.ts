import { createClient, type Client } from 'graphql-ws';
import type { Session } from './session';

// The contract's WebSocket rules (docs/CONTRACT.md §5, §7, §8).
const wsRetryAttempts = 5;
const fatalCloseCodes = [4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429] as const;
/** 1000-1999 are fatal except the ordinary ones a reconnect can fix. */
const ordinaryCloseCodes = [1000, 1001, 1005, 1006, 1012, 1013, 1014];

export function isFatalClose(code: number): boolean {
  if ((fatalCloseCodes as readonly number[]).includes(code)) return true;
  return code >= 1000 && code <= 1999 && !ordinaryCloseCodes.includes(code);
}

/** 1 s doubling per attempt, plus 300-3000 ms of jitter. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return 1000 * 2 ** retries + 300 + Math.floor(random() * 2700);
}

/**
 * Lazy graphql-ws client whose connection params carry the current token. After a refresh the
 * socket is dropped and reopened, so the server sees the new token.
 */
export function createWsClient(
  session: Session,
  url: string,
  opts: { webSocketImpl?: unknown; lazyCloseTimeout?: number } = {},
): Client {
  const client = createClient({
    url,
    ...opts,
    lazy: true,
    retryAttempts: wsRetryAttempts,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    shouldRetry: (e) => {
      const code = (e as { code?: unknown } | null)?.code;
      return typeof code !== 'number' || !isFatalClose(code);
    },
    connectionParams: () => ({ headers: { 'content-type': 'application/json', ...session.headers() } }),
  });
  let token = session.idToken();
  session.subscribe(() => {
    if (session.idToken() !== token) {
      token = session.idToken();
      client.terminate();
    }
  });
  return client;
}
