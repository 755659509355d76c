// The store's main navigation (issue: Sarees, Fabrics, Tailoring, Consult); labels are i18n keys.
export const navLinks = [
  { href: '/sarees', label: 'nav.sarees' },
  { href: '/fabrics', label: 'nav.fabrics' },
  { href: '/tailoring', label: 'nav.tailoring' },
  { href: '/get-in-touch', label: 'nav.consult' },
] as const;
