'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** How long a new page may take to draw its heading (a client page that loads first) before we give up. */
const waitForHeadingMs = 3000;

/**
 * After a move to another page inside the store, focus goes to the new page's main heading, so a
 * screen reader announces where the shopper now is (a link that started the move is usually gone, and
 * focus would fall to the page itself, read as nothing). Not on the first load, not when only the query
 * or hash changes (filters keep focus where it is), and not when the new page put focus somewhere on
 * purpose (the sign-in page's first field).
 */
export function FocusOnNavigate() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  // Where focus was when the move began: still there (or on nothing) means no page moved it since.
  const before = useRef<Element | null>(null);

  useEffect(() => {
    const remember = () => {
      before.current = document.activeElement;
    };
    document.addEventListener('click', remember, true);
    document.addEventListener('keydown', remember, true);
    window.addEventListener('popstate', remember);
    return () => {
      document.removeEventListener('click', remember, true);
      document.removeEventListener('keydown', remember, true);
      window.removeEventListener('popstate', remember);
    };
  }, []);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || from === pathname) return;
    const untouched = () => {
      const a = document.activeElement;
      return !a || a === document.body || a.id === 'main' || a === before.current || !a.isConnected;
    };
    const tryFocus = (): boolean => {
      const h1 = document.querySelector<HTMLElement>('main h1');
      if (!h1) return false;
      if (!untouched()) return true;
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
      return true;
    };
    let observer: MutationObserver | null = null;
    let timer = 0;
    // After this render's own effects (a page that focuses its first field does so first).
    const frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      observer = new MutationObserver(() => {
        if (tryFocus()) stop();
      });
      observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
      timer = window.setTimeout(stop, waitForHeadingMs);
    });
    function stop() {
      observer?.disconnect();
      window.clearTimeout(timer);
    }
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [pathname]);

  return null;
}
