import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

describe('countdownParts', () => {
  it('shows days, hours and minutes while a day or more is left', () => {
    expect(countdownParts(((2 * 24 + 4) * 60 + 13) * 60_000 + 9_500)).toEqual([
      { unit: 'days', count: 2 },
      { unit: 'hours', count: 4 },
      { unit: 'minutes', count: 13 },
    ]);
  });
  it('shows seconds below a day, and never a negative count', () => {
    expect(countdownParts((4 * 60 + 13) * 60_000 + 9_999)).toEqual([
      { unit: 'hours', count: 4 },
      { unit: 'minutes', count: 13 },
      { unit: 'seconds', count: 9 },
    ]);
    expect(countdownParts(61_000)).toEqual([
      { unit: 'minutes', count: 1 },
      { unit: 'seconds', count: 1 },
    ]);
    expect(countdownParts(59_000)).toEqual([{ unit: 'seconds', count: 59 }]);
    expect(countdownParts(-5_000)).toEqual([{ unit: 'seconds', count: 0 }]);
  });
});
