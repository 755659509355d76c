'use client';
import type { Client } from '@urql/core';
import { browserSession } from '../session/browser';
import { createGatewayClient } from './client';

let client: Client | null = null;

/** This tab's GraphQL client, over this tab's session (created on first use, in the browser only). */
export function gatewayClient(): Client {
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
