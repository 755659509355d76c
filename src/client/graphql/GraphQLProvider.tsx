'use client';
import { useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { gatewayClient } from './browser-client';
import { createServerRenderClient } from './client';

/** urql's client for every component below: the tab's client in the browser, an idle one on the server. */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? createServerRenderClient() : gatewayClient()));
  return <Provider value={client}>{children}</Provider>;
}
