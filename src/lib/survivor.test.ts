import { describe, expect, it } from 'vitest';
import { survivorNear } from './survivor';

describe('survivorNear', () => {
  const list = ['a', 'b', 'c', 'd'];
  const goneOf =
    (...keys: string[]) =>
    (x: string) =>
      keys.includes(x);

  it('is the next item that stays', () => {
    expect(survivorNear(list, 1, goneOf('b'))).toBe('c');
    // A garment and its tailoring line go together: the line after both.
    expect(survivorNear(list, 1, goneOf('b', 'c'))).toBe('d');
  });

  it('is the one before when nothing after stays', () => {
    expect(survivorNear(list, 3, goneOf('d'))).toBe('c');
    expect(survivorNear(list, 2, goneOf('c', 'd'))).toBe('b');
  });

  it('is none when the list is left empty', () => {
    expect(survivorNear(list, 0, goneOf('a', 'b', 'c', 'd'))).toBeNull();
    expect(survivorNear([], 0, () => true)).toBeNull();
  });

  it('takes an item no longer found (-1) as before the first', () => {
    expect(survivorNear(list, -1, goneOf('a'))).toBe('b');
  });
});
