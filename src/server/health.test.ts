import { describe, expect, it } from 'vitest';
import { createHealth } from './health';

describe('health', () => {
  it('answers from a fresh check without asking the database again, and asks again once it is stale', async () => {
    let pings = 0;
    let t = 0;
    const health = createHealth({ ping: async () => void pings++ }, () => t);
    try {
      expect(await health.ok()).toBe(true);
      expect(await health.ok()).toBe(true);
      expect(pings).toBe(1);
      t += 1_001;
      expect(await health.ok()).toBe(true);
      expect(pings).toBe(2);
    } finally {
      health.stop();
    }
  });

  it('a failed check is not served from the cache: the next request asks again', async () => {
    let up = false;
    let pings = 0;
    const health = createHealth(
      {
        ping: async () => {
          pings++;
          if (!up) throw new Error('down');
        },
      },
      () => 0,
    );
    try {
      expect(await health.ok()).toBe(false);
      up = true;
      expect(await health.ok()).toBe(true);
      expect(pings).toBe(2);
    } finally {
      health.stop();
    }
  });
});
