// The account menu's lists, apart from the menu so that a unit test and the link walk can read them.
// Labels are i18n keys; every href must lead to a page (src/components/account-links.test.ts and
// tests/e2e/menu-links.spec.ts check it).

export type MenuLink = { href: string; label: string };
type StaffLink = MenuLink & { roles: readonly ('designer' | 'admin')[] };

/** The shopper's own pages, named as a shopper would, their account home first. */
export const accountLinks: readonly MenuLink[] = [
  { href: '/account', label: 'accountHome.menu.home' },
  { href: '/orders', label: 'accountHome.menu.orders' },
  { href: '/consultations', label: 'accountHome.menu.consultations' },
  { href: '/measurements', label: 'accountHome.menu.measurements' },
  { href: '/my-rewards', label: 'accountHome.menu.rewards' },
  { href: '/wishlist', label: 'accountHome.menu.wishlist' },
  { href: '/address', label: 'accountHome.menu.addresses' },
  { href: '/enquiry', label: 'accountHome.menu.enquiries' },
  { href: '/profile', label: 'accountHome.menu.profile' },
];

/** Staff pages, shown to those whose sign-in carries the role. */
export const staffLinks: readonly StaffLink[] = [
  { href: '/admin', label: 'adminHome.title', roles: ['designer', 'admin'] },
  // "(staff)" as the other desks: a designer's menu also holds their own "Consultations" as a shopper.
  { href: '/admin/consultations', label: 'accountHome.menu.staffConsultations', roles: ['designer', 'admin'] },
  { href: '/admin/tailoring', label: 'titles.admin-tailoring', roles: ['designer', 'admin'] },
  { href: '/admin/enquiries', label: 'titles.admin-enquiries', roles: ['designer', 'admin'] },
  { href: '/admin/orders', label: 'titles.admin-orders', roles: ['admin'] },
  { href: '/admin/catalogue', label: 'adminCatalogue.catalogue.title', roles: ['admin'] },
  { href: '/admin/storefront', label: 'adminCatalogue.storefront.title', roles: ['admin'] },
  { href: '/admin/services', label: 'adminCatalogue.services.title', roles: ['admin'] },
  { href: '/admin/currencies', label: 'currency.admin.title', roles: ['admin'] },
  { href: '/admin/offers', label: 'titles.admin-offers', roles: ['admin'] },
  { href: '/admin/products', label: 'adminProducts.title', roles: ['admin'] },
  { href: '/admin/customers', label: 'adminCustomers.title', roles: ['admin'] },
];

/** The menu's links for a sign-in carrying these roles: the shopper's pages, then the staff pages allowed. */
export function menuLinks(roles: readonly string[]): MenuLink[] {
  return [...accountLinks, ...staffLinks.filter((l) => l.roles.some((r) => roles.includes(r)))];
}
