import type { Client } from '@urql/core';
import { browserSession } from './browser';
import { createGatewayClient } from './gateway-client';

let client: Client | null = null;

/**
 * The one GraphQL client of this tab, made on first use: the islands that render with urql's hooks
 * (GraphQLProvider) and the calls made through `lateGraphQL` share it, so they share its session too.
 */
export function browserClient(): Client {
  if (client) return client;
  const { session, ws } = browserSession();
  client = createGatewayClient({
    session,
    url: '/graphql',
    ws,
    headers: () => ({ 'x-locale': document.documentElement.lang || 'en' }),
  });
  return client;
}
