import { describe, expect, it } from 'vitest';
import { backoffAfter, checkLease, defaultWorkerSettings } from './worker-settings';

describe('backoff', () => {
  it('doubles from the base up to the cap', () => {
    const s = { backoffMs: 30_000, maxBackoffMs: 3_600_000 };
    expect([1, 2, 3, 4].map((n) => backoffAfter(n, s))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffAfter(20, s)).toBe(3_600_000);
  });
});

describe('the lease', () => {
  it('must outlast one message: a time-out on every channel, plus one', () => {
    expect(() => checkLease(defaultWorkerSettings, 3)).not.toThrow();
    expect(() => checkLease({ leaseMs: 59_000, timeoutMs: 15_000 }, 3)).toThrow(/shorter than one message's sends/);
    expect(() => checkLease({ leaseMs: 60_000, timeoutMs: 15_000 }, 2)).not.toThrow();
  });
});
