'use client';
import { useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { browserClient } from './browser-client';
import { createServerRenderClient } from './gateway-client';

/**
 * urql's client for the components below that render with urql's hooks: over this tab's session in
 * the browser, idle on the server. It is no part of the root layout (the catalogue pages' first
 * download carries no GraphQL client); each page or island that renders with the hooks puts itself
 * inside one, and the layout's own calls go through `lateGraphQL`.
 */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? createServerRenderClient() : browserClient()));
  return <Provider value={client}>{children}</Provider>;
}
