'use client';
import { create } from 'zustand';

// The offer code the shopper typed, kept in the browser (`offerCode`) so it survives a reload and the walk
// from the cart to checkout; the server decides every time whether it applies.

const key = 'offerCode';

function stored(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

type CodeState = { code: string | null; ready: boolean; load(): void; setCode(code: string | null): void };

export const useOfferCode = create<CodeState>((set) => ({
  code: null,
  ready: false,
  load: () => set({ code: stored(), ready: true }),
  setCode: (code) => {
    try {
      if (code) window.localStorage.setItem(key, code);
      else window.localStorage.removeItem(key);
    } catch {
      // Storage refused (private mode): the code still holds for this visit.
    }
    set({ code });
  },
}));
