'use client';

// One key per checkout attempt: a double click, a retried request or a reload of the same attempt sends
// the same key, so the server makes one order. Another cart, address or method is another attempt.
const keyName = 'checkoutAttempt';

function fingerprint(parts: unknown): string {
  return JSON.stringify(parts);
}

export function idempotencyKey(parts: unknown): string {
  const fp = fingerprint(parts);
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyName) ?? 'null') as { fp: string; key: string } | null;
    if (saved && saved.fp === fp) return saved.key;
  } catch {
    // Unreadable: start a new attempt.
  }
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(keyName, JSON.stringify({ fp, key }));
  } catch {
    // Storage unavailable: the key still covers double clicks within this page.
  }
  return key;
}

/** After an order is placed, the next checkout is a new attempt. */
export function forgetAttempt(): void {
  try {
    sessionStorage.removeItem(keyName);
  } catch {
    // Nothing to forget.
  }
}
