import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';
import {
  createSession,
  noRefreshTokenMessage,
  RefreshRefused,
  RefreshUnavailable,
  refreshRetryDelayMs,
  type RefreshResult,
} from './session';
import { isFatalClose, retryDelayMs } from './ws-client';

const T0 = Date.parse('2026-11-22T10:00:00Z');

function setup(opts: { refresh?: (token: string) => Promise<RefreshResult>; online?: { fire?: () => void } } = {}) {
  const storage = new MemoryStorage();
  const navigate = vi.fn();
  let n = 0;
  const refreshRequest = vi.fn(
    opts.refresh ??
      (async () => {
        n++;
        return { token: `id-${n}`, expires_in: Date.now() + 3600_000, refresh_token: `rt-${n}` };
      }),
  );
  const session = createSession({
    storage,
    refreshRequest,
    navigate,
    now: () => Date.now(),
    onOnline: (listener) => {
      if (opts.online) opts.online.fire = listener;
      return () => {
        if (opts.online) opts.online.fire = undefined;
      };
    },
  });
  return { storage, navigate, refreshRequest, session };
}

describe('browser session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the tokens under the reference keys and sends role and bearer headers', () => {
    const { storage, session } = setup();
    expect(session.headers()).toEqual({ role: 'anonymous' });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 3600_000 });
    expect([storage.getItem('id_token'), storage.getItem('refresh_token'), storage.getItem('expires_in')]).toEqual([
      'a',
      'r',
      String(T0 + 3600_000),
    ]);
    expect(session.headers()).toEqual({ role: 'customer', authorization: 'Bearer a' });
  });

  it('checks every second and refreshes once 900 s or fewer remain', async () => {
    const { session, refreshRequest, storage } = setup();
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 905_000 });
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(refreshRequest).not.toHaveBeenCalled(); // 901 s left
    await vi.advanceTimersByTimeAsync(1000); // 900 s left: the window opens
    expect(refreshRequest).toHaveBeenCalledTimes(1);
    expect(refreshRequest).toHaveBeenCalledWith('r');
    expect(storage.getItem('id_token')).toBe('id-1');
    expect(storage.getItem('refresh_token')).toBe('rt-1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshRequest).toHaveBeenCalledTimes(1); // the new token has an hour
    stop();
  });

  it('refreshes at once when the expiry has already passed', async () => {
    const { session, refreshRequest } = setup();
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 - 1 });
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshRequest).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shares one refresh among every caller', async () => {
    let release!: () => void;
    const { session, refreshRequest } = setup({
      refresh: () =>
        new Promise((r) => (release = () => r({ token: 'new', expires_in: T0 + 3600_000, refresh_token: 'rt2' }))),
    });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 10_000 });
    const calls = [session.refresh(), session.refresh(), session.refreshOrEnd()];
    session.check();
    release();
    expect(await Promise.all(calls)).toEqual(['new', 'new', 'new']);
    expect(refreshRequest).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token removes id_token and rejects with the reference message', async () => {
    const { session, storage, refreshRequest } = setup();
    storage.setItem('id_token', 'a');
    storage.setItem('expires_in', String(T0 + 10_000));
    await expect(session.refresh()).rejects.toThrow(noRefreshTokenMessage);
    expect(storage.getItem('id_token')).toBeNull();
    expect(refreshRequest).not.toHaveBeenCalled();
  });

  it('when the gateway refuses the refresh, clears all browser storage and goes to /', async () => {
    const { session, storage, navigate } = setup({
      refresh: async () => Promise.reject(new RefreshRefused('Please sign in again.', 'refresh-reused')),
    });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 1000 });
    storage.setItem('cart', '[{"id":"p1","qty":1}]');
    storage.setItem('settings', '{"direction":"rtl"}');
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
    stop();
  });

  it('when the gateway cannot be reached, keeps the session and retries after 1 s, 2 s, 4 s until it answers', async () => {
    let calls = 0;
    const { session, storage, navigate, refreshRequest } = setup({
      refresh: async () => {
        calls++;
        if (calls <= 3) throw new TypeError('Failed to fetch');
        return { token: 'fresh', expires_in: Date.now() + 3600_000, refresh_token: 'rt-fresh' };
      },
    });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 1000 });
    storage.setItem('cart', '[{"id":"p1","qty":1}]');
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshRequest).toHaveBeenCalledTimes(1);
    // Nothing is lost while the network is down: tokens, cart, page.
    expect([storage.getItem('id_token'), storage.getItem('refresh_token'), storage.getItem('cart')]).toEqual([
      'a',
      'r',
      '[{"id":"p1","qty":1}]',
    ]);
    expect(session.isSignedIn()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshRequest).toHaveBeenCalledTimes(2); // 1 s after the first failure
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshRequest).toHaveBeenCalledTimes(2); // now it waits 2 s
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshRequest).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(refreshRequest).toHaveBeenCalledTimes(3); // then 4 s
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshRequest).toHaveBeenCalledTimes(4);
    expect(refreshRequest).toHaveBeenLastCalledWith('r');
    expect([storage.getItem('id_token'), storage.getItem('refresh_token'), storage.getItem('cart')]).toEqual([
      'fresh',
      'rt-fresh',
      '[{"id":"p1","qty":1}]',
    ]);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshRequest).toHaveBeenCalledTimes(4);
    stop();
  });

  it('backs off up to 30 s between attempts, and tries at once when the browser is back online', async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => refreshRetryDelayMs(n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    const online: { fire?: () => void } = {};
    let down = true;
    const { session, storage, navigate, refreshRequest } = setup({
      online,
      refresh: async () => {
        if (down) throw new RefreshUnavailable('HTTP 503');
        return { token: 'fresh', expires_in: Date.now() + 3600_000, refresh_token: 'rt-fresh' };
      },
    });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 1000 });
    const stop = session.start();
    // Attempts at 0, 1, 3, 7, 15, 31, 61, 91 s.
    await vi.advanceTimersByTimeAsync(91_000);
    expect(refreshRequest).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refreshRequest).toHaveBeenCalledTimes(8); // the next would be at 121 s
    expect(storage.getItem('id_token')).toBe('a');
    down = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(refreshRequest).toHaveBeenCalledTimes(8); // still waiting out the 30 s
    online.fire?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshRequest).toHaveBeenCalledTimes(9);
    expect(storage.getItem('id_token')).toBe('fresh');
    expect(navigate).not.toHaveBeenCalled();
    stop();
    expect(online.fire).toBeUndefined();
  });

  it('a refusal after network errors still ends the session', async () => {
    let calls = 0;
    const { session, storage, navigate } = setup({
      refresh: async () => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        throw new RefreshRefused('Please sign in again.', 'refresh-expired');
      },
    });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 1000 });
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
    stop();
  });

  it('uses a token another tab refreshed while this one waited for the lock', async () => {
    const storage = new MemoryStorage();
    const refreshRequest = vi.fn();
    const session = createSession({
      storage,
      refreshRequest,
      navigate: vi.fn(),
      now: () => Date.now(),
      // The other tab held the lock and wrote its fresh token before ours ran.
      lock: async (_name, fn) => {
        storage.setItem('id_token', 'from-other-tab');
        storage.setItem('expires_in', String(T0 + 3600_000));
        return fn();
      },
    });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: T0 + 1000 });
    expect(await session.refresh()).toBe('from-other-tab');
    expect(refreshRequest).not.toHaveBeenCalled();
  });
});

describe('WebSocket rules', () => {
  it('treats the reference codes and unusual 1xxx closes as fatal', () => {
    for (const code of [4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429, 1002, 1003, 1008, 1011])
      expect(isFatalClose(code)).toBe(true);
    for (const code of [1000, 1001, 1006, 4499, 4403 - 1]) expect(isFatalClose(code)).toBe(false);
  });
  it('backs off from 1 s, doubling, with 300-3000 ms of jitter', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1300);
    expect(retryDelayMs(0, () => 0.9999)).toBe(3999);
    expect(retryDelayMs(3, () => 0)).toBe(8300);
  });
});
