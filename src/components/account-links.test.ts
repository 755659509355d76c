import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountLinks, menuLinks, staffLinks } from './account-links';
import { navLinks } from './nav-links';

/** Every static route of the app: the folders holding a page.tsx, route groups "(name)" left out. */
function routes(dir = 'src/app', path = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isFile()) return e.name === 'page.tsx' ? [path || '/'] : [];
    if (!e.isDirectory()) return [];
    const seg = /^\(.*\)$/.test(e.name) ? '' : `/${e.name}`;
    return routes(join(dir, e.name), path + seg);
  });
}

type Tree = { [k: string]: string | Tree };
const text = (lng: string, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>(
      (n, k) => (typeof n === 'object' ? n[k] : undefined),
      JSON.parse(readFileSync(`public/locales/${lng}/common.json`, 'utf8')) as Tree,
    );

describe('the menus', () => {
  const pages = new Set(routes());

  it('lead only to pages that exist', () => {
    for (const { href } of [...navLinks, ...accountLinks, ...staffLinks]) {
      expect(pages, href).toContain(href);
    }
  });

  it('open with the account home, then name each page as a shopper would', () => {
    expect(accountLinks[0]).toEqual({ href: '/account', label: 'accountHome.menu.home' });
    expect(accountLinks.map((l) => [l.href, text('en', l.label)])).toEqual([
      ['/account', 'My account'],
      ['/orders', 'My orders'],
      ['/consultations', 'Consultations'],
      ['/measurements', 'My measurements'],
      ['/my-rewards', 'My rewards'],
      ['/wishlist', 'Wishlist'],
      ['/address', 'Addresses'],
      ['/enquiry', 'Enquiries'],
      ['/profile', 'Profile'],
    ]);
  });

  it.each(['en', 'hi', 'ar'])('have a %s label for every item, none twice in one menu', (lng) => {
    for (const roles of [[], ['designer'], ['admin'], ['designer', 'admin']]) {
      const labels = menuLinks(roles).map((l) => text(lng, l.label));
      for (const l of labels) expect(typeof l, `${lng}: ${String(l)}`).toBe('string');
      expect(new Set(labels).size, `${lng} ${roles.join('+')}: ${labels.join(' | ')}`).toBe(labels.length);
    }
  });

  it('offer staff pages only to the roles they serve', () => {
    expect(menuLinks([]).map((l) => l.href)).toEqual(accountLinks.map((l) => l.href));
    const designer = menuLinks(['designer']).map((l) => l.href);
    expect(designer).toContain('/admin/consultations');
    expect(designer).not.toContain('/admin/orders');
    expect(menuLinks(['admin']).map((l) => l.href)).toContain('/admin/customers');
  });
});
