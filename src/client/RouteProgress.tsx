'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from './i18n/react';
import { routeProgressEvent } from './navigation';

/** Height of the route-change bar (docs/CONTRACT.md §8); it never shows a spinner. */
const progressHeight = 3;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}

/**
 * Starts when a same-site link is followed (or history moves), and finishes when the new route has
 * rendered. A route that fails still renders its error page, so the bar finishes then too.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const timers = useRef<number[]>([]);

  const clear = () => {
    for (const id of timers.current) window.clearInterval(id);
    timers.current = [];
  };

  useEffect(() => {
    const start = () => {
      clear();
      setProgress(8);
      // Trickle towards 90 % while we wait; the remainder is for the moment the page arrives.
      timers.current.push(window.setInterval(() => setProgress((p) => (p === null ? p : p + (90 - p) * 0.12)), 200));
    };
    const onClick = (e: MouseEvent) => {
      if (isInternalNavigation(e)) start();
    };
    // Capture phase: Next's Link cancels the click's default before a bubbling listener would see it.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    window.addEventListener(routeProgressEvent, start);
    return () => {
      window.removeEventListener(routeProgressEvent, start);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      clear();
    };
  }, []);

  useEffect(() => {
    if (progress === null) return;
    clear();
    setProgress(100);
    const id = window.setTimeout(() => setProgress(null), 250);
    return () => window.clearTimeout(id);
    // Only a change of route finishes the bar.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  if (progress === null) return null;
  return (
    <div
      data-testid="route-progress"
      role="progressbar"
      aria-label={t('a11y.pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{
        position: 'fixed',
        insetInlineStart: 0,
        top: 0,
        zIndex: 2000,
        height: progressHeight,
        width: `${progress}%`,
        background: '#f2c14e',
        boxShadow: '0 0 6px rgba(122, 18, 48, 0.6)',
        transition: 'width 200ms ease-out',
        pointerEvents: 'none',
      }}
    />
  );
}
