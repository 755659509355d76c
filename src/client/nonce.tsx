'use client';
import { createContext, useContext, type ReactNode } from 'react';

declare global {
  interface Window {
    /** Read by goober (notistack's styles) for the nonce of the style element it creates. */
    __nonce__?: string;
  }
}

const NonceContext = createContext<string | undefined>(undefined);

/**
 * This response's Content-Security-Policy nonce, for what the browser adds after the page loads: emotion's
 * style elements, the snackbars' styles and the analytics script.
 */
export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const value = typeof window === 'undefined' ? nonce : documentNonce(nonce);
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

let loaded: string | undefined;

/**
 * In the browser, the nonce of the document as it was loaded: a later server render (a refresh after
 * the language changes) brings a new nonce, but only the first one is in the page's policy. Browsers
 * hide the nonce attribute from the DOM; the `nonce` property of Next's own scripts still has it.
 */
function documentNonce(fallback: string | undefined): string | undefined {
  loaded ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || fallback;
  if (loaded) window.__nonce__ = loaded;
  return loaded;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
