'use client';

// Razorpay's own checkout (cards, UPI, netbanking), used only when the store has Razorpay keys. Its
// script comes from Razorpay when the shopper chooses it; the signed result is verified on our server.
type RazorpayResult = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; contact?: string };
  handler(result: RazorpayResult): void;
  modal: { ondismiss(): void };
};
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    // The page's Content-Security-Policy nonce (see src/client/nonce.tsx).
    if (window.__nonce__) s.nonce = window.__nonce__;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('Razorpay checkout did not load'));
    document.head.appendChild(s);
  });
}

/** Opens Razorpay's checkout; resolves with the signed result, or null if the shopper closed it. */
export async function payWithRazorpay(
  opts: Omit<RazorpayOptions, 'handler' | 'modal'>,
): Promise<RazorpayResult | null> {
  await loadScript();
  return new Promise((resolve) => {
    const Checkout = window.Razorpay!;
    new Checkout({ ...opts, handler: (r) => resolve(r), modal: { ondismiss: () => resolve(null) } }).open();
  });
}
