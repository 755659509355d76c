import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

const origin = 'https://silai.example';

describe('return path after sign-in', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/orders/SIL-1?x=1', '/orders/SIL-1?x=1'],
    ['/processing-payment?order=SL-7KQ2MX9A', '/processing-payment?order=SL-7KQ2MX9A'],
    ['/sarees?weave=banarasi&sort=price_asc#reviews', '/sarees?weave=banarasi&sort=price_asc#reviews'],
    ['/search?q=a%2Fb%20c', '/search?q=a%2Fb%20c'],
    ['/collections/bridal%20edit', '/collections/bridal%20edit'],
    [
      '/products/%E0%A4%B8%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80',
      '/products/%E0%A4%B8%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80',
    ],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
  ])('%j goes to %j', (input, out) => {
    expect(safeNext(input, origin)).toBe(out);
  });

  // Everything a browser could read as another site, once it drops tabs and newlines, turns backslashes
  // into slashes or resolves dot segments.
  it.each([
    'https://evil.example',
    'http://evil.example/phish',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/../\t/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%2509/evil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5C%5Cevil.example',
    '/%5C/evil.example',
    '/%E0%A4',
    '/x'.repeat(1200),
  ])('%j goes home', (input) => {
    expect(safeNext(input, origin)).toBe('/');
  });
});
