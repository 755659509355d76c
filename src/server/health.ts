import type { DbHandle } from '../db/client';

/** How old a database check may be before /healthz asks again instead of answering from it. */
const freshMs = 1_000;
/** A check that takes longer than this counts as a failure (a hung database is not healthy). */
const timeoutMs = 2_000;

export type Health = { ok(): Promise<boolean>; stop(): void };

/**
 * The database's health, checked at most once a second in the background. /healthz answers from the
 * last check while it is fresh, so a load balancer polling it costs no query and its answer does not
 * queue behind other requests' work; a stale or failed check is repeated before answering.
 */
export function createHealth(db: Pick<DbHandle, 'ping'>, now: () => number = Date.now): Health {
  let last = { ok: false, at: -Infinity };
  let inFlight: Promise<boolean> | null = null;

  const check = (): Promise<boolean> => {
    inFlight ??= Promise.race([
      db.ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
    ]).then((ok) => {
      last = { ok, at: now() };
      inFlight = null;
      return ok;
    });
    return inFlight;
  };
  const timer = setInterval(() => void check(), freshMs);
  timer.unref();

  return {
    async ok() {
      if (last.ok && now() - last.at <= freshMs) return true;
      return check();
    },
    stop: () => clearInterval(timer),
  };
}
