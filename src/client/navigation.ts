'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';

/** Asks the route progress bar to start: code-driven navigations have no link click for it to see. */
export const routeProgressEvent = 'silai:navigation-start';

/**
 * Next's router, with push and replace announcing themselves to the route progress bar, so moving on
 * after sign-in or a placed order shows the same bar as following a link.
 */
export function useProgressRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  return useMemo(() => {
    const announce = (href: string) => {
      const url = new URL(href, location.href);
      if (url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search)) {
        window.dispatchEvent(new Event(routeProgressEvent));
      }
    };
    return {
      ...router,
      push: (href, options) => {
        announce(href);
        router.push(href, options);
      },
      replace: (href, options) => {
        announce(href);
        router.replace(href, options);
      },
    };
  }, [router]);
}
