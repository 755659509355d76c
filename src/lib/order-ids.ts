// The shapes of the identifiers an order is known by in addresses: its number (/orders/SL-…) and its test
// payment (/pay/test/…). The gateway writes them from here, and the pages answer a path that cannot hold
// one with a real 404 before anything loads.

/** No 0/O, 1/I/L or U/V look-alikes: numbers are read out over the phone. */
export const orderNumberAlphabet = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const orderNumberShape = new RegExp(`^SL-[${orderNumberAlphabet}]{8}$`);

/** `SL-` and 8 characters of the alphabet: what every order number looks like. */
export function isOrderNumber(text: string): boolean {
  return orderNumberShape.test(text);
}

/** A test gateway payment's id: url-safe random characters (32 today). */
const testPaymentIdShape = /^[A-Za-z0-9_-]{16,64}$/;

export function isTestPaymentId(text: string): boolean {
  return testPaymentIdShape.test(text);
}
