'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { track } from './data-layer';
import { events } from './events';
import { rateVital, type VitalName } from './vitals';
import { useNonce } from '../nonce';

export type AnalyticsConfig = { gtmId?: string; posthogKey?: string; posthogHost: string };

type PostHogLike = { capture(event: string, props?: Record<string, unknown>): void };
let posthog: PostHogLike | null = null;

function loadGtm(id: string, nonce: string | undefined) {
  if (document.getElementById('gtm-script')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const s = document.createElement('script');
  s.id = 'gtm-script';
  s.async = true;
  // GTM hands this nonce on to the tags it adds (the page's Content-Security-Policy allows only those).
  if (nonce) s.nonce = nonce;
  s.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(s);
}

async function loadPosthog(key: string, host: string, nonce: string | undefined) {
  const { default: ph } = await import('posthog-js');
  // What PostHog adds later (its recorder or surveys, their styles) carries the page's CSP nonce.
  const withNonce = <T extends HTMLElement>(el: T) => {
    if (nonce) el.nonce = nonce;
    return el;
  };
  ph.init(key, {
    api_host: host,
    prepare_external_dependency_script: withNonce,
    prepare_external_dependency_stylesheet: withNonce,
    capture_pageview: false, // sent on each route change below, with the language
    autocapture: {
      dom_event_allowlist: ['click', 'change', 'submit'],
      element_allowlist: ['a', 'button', 'select', 'label'],
    },
    persistence: 'localStorage+cookie',
  });
  posthog = ph;
}

async function watchVitals() {
  const { onCLS, onFCP, onLCP } = await import('web-vitals');
  const report = (metric: { name: string; value: number }) => {
    const name = metric.name as VitalName;
    const rating = rateVital(name, metric.value);
    track({ event: 'web_vitals', metric: name, value: metric.value, rating, page_path: location.pathname });
    posthog?.capture('$web_vitals', { metric: name, value: metric.value, rating });
  };
  onCLS(report);
  onFCP(report);
  onLCP(report);
}

/**
 * Page views on every route change; third parties load only when their keys are configured, so a
 * store without keys sends nothing anywhere (events stay in window.dataLayer).
 */
export function AnalyticsRoot({ config, language }: { config: AnalyticsConfig; language: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const started = useRef(false);
  const nonce = useNonce();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (config.gtmId) loadGtm(config.gtmId, nonce);
    if (config.posthogKey) void loadPosthog(config.posthogKey, config.posthogHost, nonce);
    void watchVitals();
  }, [config, nonce]);

  useEffect(() => {
    // After the new page's title is set by the router.
    const id = setTimeout(() => {
      track(events.pageView({ path: pathname, location: location.href, title: document.title, language }));
      posthog?.capture('$pageview', { language });
    }, 0);
    return () => clearTimeout(id);
  }, [pathname, search, language]);

  return null;
}
