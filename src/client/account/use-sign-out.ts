'use client';
import { useCallback } from 'react';
import { lateGraphQL } from '../session/late';
import { browserSession } from '../session/browser';

/** Ends the sign-in on the server (best effort) and forgets the tokens here. */
export function useSignOut(): (everywhere?: boolean) => Promise<void> {
  return useCallback(async (everywhere = false) => {
    try {
      // The header's menu signs out too: the client comes with the call, not with the page.
      const [gql, { LogoutDocument }] = await Promise.all([lateGraphQL(), import('./documents')]);
      await gql.mutation(LogoutDocument, { everywhere });
    } catch {
      // The answer does not matter: already signed out on the server (or offline), the tokens go regardless.
    }
    browserSession().session.signOut();
  }, []);
}
