'use client';
import { Suspense, useEffect, type ReactNode } from 'react';
import type { Direction, Language } from '../i18n/settings';
import { AnalyticsRoot, type AnalyticsConfig } from './analytics/AnalyticsRoot';
import { I18nProvider } from './i18n/I18nProvider';
import { Notifications } from './Notifications';
import { useSettings } from './stores/settings';
import { SessionProvider } from './session/SessionProvider';
import { CartSync } from './cart/CartSync';
import { WishlistSync } from './wishlist/WishlistSync';
import { GraphQLProvider } from './session/GraphQLProvider';
import { RouteProgress } from './RouteProgress';
import { FocusOnNavigate } from './FocusOnNavigate';
import { NonceProvider } from './nonce';

function SettingsSync({ direction }: { direction: Direction }) {
  const setDirection = useSettings((s) => s.setDirection);
  useEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}

/** Everything the browser side needs once per page: language, theme, the gateway's client, session, notifications, analytics. */
export function Providers(props: {
  lng: Language;
  direction: Direction;
  bundle: Record<string, unknown>;
  analytics: AnalyticsConfig;
  /** The Content-Security-Policy nonce of this response. */
  nonce?: string;
  children: ReactNode;
}) {
  return (
    <NonceProvider nonce={props.nonce}>
      <I18nProvider lng={props.lng} bundle={props.bundle}>
        <Suspense fallback={null}>
          <RouteProgress />
          <FocusOnNavigate />
          <AnalyticsRoot config={props.analytics} language={props.lng} />
        </Suspense>
        <SettingsSync direction={props.direction} />
        <GraphQLProvider>
          <SessionProvider>
            <CartSync />
            <WishlistSync />
            {props.children}
          </SessionProvider>
        </GraphQLProvider>
        {/* Snackbars load on the first notify() (see notify.ts), not with the page. */}
        <Notifications />
      </I18nProvider>
    </NonceProvider>
  );
}
