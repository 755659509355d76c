// The contract's rules for the mobile chat button (docs/CONTRACT.md §2, §8).
export const chatMaxWidth = 768;
export const chatOffsetRight = 20;
const chatHiddenPrefixes = [
  '/fabrics',
  '/sarees',
  '/orders',
  '/cart',
  '/profile',
  '/my-rewards',
  '/address',
  '/login',
  '/checkout',
  '/enquiry',
  '/processing-payment',
  // Beyond the contract's list: the back office is staff's, and the button covered its form fields.
  '/admin',
] as const;

/** Hidden under each prefix and its sub-paths (`/orders/SIL-1`), not on look-alikes (`/cartoons`). */
export function chatHiddenAt(pathname: string): boolean {
  return chatHiddenPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
