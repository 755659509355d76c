'use client';
import dynamic from 'next/dynamic';
import { Suspense, useEffect, type ReactNode } from 'react';
import type { Direction, Language } from '../i18n/settings';
import type { AnalyticsConfig } from './analytics/AnalyticsRoot';
import { I18nProvider } from './i18n/I18nProvider';
import type { Strings } from '../i18n/translate';
import { Notifications } from './Notifications';
import { useSettings } from './stores/settings';
import { SessionProvider } from './session/SessionProvider';
import { NonceProvider } from './nonce';

// After hydration, with the GraphQL client: nothing of it is in the first download (LateSync.tsx).
const LateSync = dynamic(() => import('./LateSync').then((m) => m.LateSync), { ssr: false });
// Page views and web vitals start after hydration too: nothing a shopper sees waits on them, and the first
// page view is sent when they start (AnalyticsRoot tracks the page it starts on). The route-change bar, the
// focus moved on navigation and the header's pin come with them (AfterHydration.tsx).
const AfterHydration = dynamic(() => import('./AfterHydration').then((m) => m.AfterHydration), { ssr: false });

function SettingsSync({ direction }: { direction: Direction }) {
  const setDirection = useSettings((s) => s.setDirection);
  useEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}

/** What the browser side needs once per page: language, theme, session, notifications, analytics (the gateway client comes later). */
export function Providers(props: {
  lng: Language;
  direction: Direction;
  bundle: Strings;
  analytics: AnalyticsConfig;
  /** The Content-Security-Policy nonce of this response. */
  nonce?: string;
  children: ReactNode;
}) {
  return (
    <NonceProvider nonce={props.nonce}>
      <I18nProvider lng={props.lng} bundle={props.bundle}>
        <Suspense fallback={null}>
          <AfterHydration config={props.analytics} language={props.lng} />
        </Suspense>
        <SettingsSync direction={props.direction} />
        <SessionProvider>
          <LateSync />
          {props.children}
        </SessionProvider>
        {/* Snackbars load on the first notify() (see notify.ts), not with the page. */}
        <Notifications />
      </I18nProvider>
    </NonceProvider>
  );
}
