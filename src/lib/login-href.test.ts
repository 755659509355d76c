import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';
import { safeNext } from './safe-next';

const origin = 'https://silai.example';

describe('the sign-in address keeps where the shopper was', () => {
  it.each([
    [{ pathname: '/profile' }, '/login?next=%2Fprofile'],
    [
      { pathname: '/processing-payment', search: '?order=SL-7KQ2MX9A' },
      '/login?next=%2Fprocessing-payment%3Forder%3DSL-7KQ2MX9A',
    ],
    [
      { pathname: '/sarees', search: 'weave=banarasi&page=2', hash: '#top' },
      '/login?next=%2Fsarees%3Fweave%3Dbanarasi%26page%3D2%23top',
    ],
    [{ pathname: '/checkout', search: '?', hash: '#' }, '/login?next=%2Fcheckout'],
    [{ pathname: '/login', search: '?next=%2Fcart' }, '/login'],
  ])('%j → %s', (location, href) => {
    expect(loginHref(location)).toBe(href);
  });

  it.each([
    '/processing-payment?order=SL-7KQ2MX9A',
    '/orders/SL-7KQ2MX9A?placed=1',
    '/sarees?weave=banarasi&weave=kanjeevaram&sort=price_asc#reviews',
    '/search?q=%E0%A4%AC%E0%A4%A8%E0%A4%BE%E0%A4%B0%E0%A4%B8%E0%A5%80',
  ])('%s survives the round trip through /login', (path) => {
    const u = new URL(path, origin);
    const href = loginHref({ pathname: u.pathname, search: u.search, hash: u.hash });
    expect(safeNext(new URL(href, origin).searchParams.get('next'), origin)).toBe(path);
  });
});
