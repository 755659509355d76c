'use client';
import { useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { browserSession } from './browser';
import { createGatewayClient, createServerRenderClient } from './gateway-client';

/** urql's client for every component below: over this tab's session in the browser, idle on the server. */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    if (typeof window === 'undefined') return createServerRenderClient();
    const { session, ws } = browserSession();
    return createGatewayClient({
      session,
      url: '/graphql',
      ws,
      headers: () => ({ 'x-locale': document.documentElement.lang || 'en' }),
    });
  });
  return <Provider value={client}>{children}</Provider>;
}
