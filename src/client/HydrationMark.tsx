'use client';
import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the catalogue pages' chunk loader (src/server/deferred-chunks.ts): replays taps kept before hydration. */
    __silaiReplay?: () => void;
  }
}

/** Tells the chunk loader that React has hydrated the page, so taps it kept are replayed now. */
export function HydrationMark() {
  useEffect(() => {
    window.__silaiReplay?.();
  }, []);
  return null;
}
