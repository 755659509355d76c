import { describe, expect, it } from 'vitest';
import { safeNext } from './SessionProvider';

describe('return path after sign-in', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/orders/SIL-1?x=1', '/orders/SIL-1?x=1'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s goes to %s', (input, out) => {
    expect(safeNext(input)).toBe(out);
  });
});
