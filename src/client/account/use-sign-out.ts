'use client';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { asDocument } from '../graphql/document';
import { browserSession } from '../session/browser';
import { LogoutDocument } from './documents';

/** Ends the sign-in on the server (best effort) and forgets the tokens here. */
export function useSignOut(): (everywhere?: boolean) => Promise<void> {
  const client = useClient();
  return useCallback(
    async (everywhere = false) => {
      try {
        await client.mutation(asDocument(LogoutDocument), { everywhere }).toPromise();
      } catch {
        // The answer does not matter: already signed out on the server (or offline), the tokens go regardless.
      }
      browserSession().session.signOut();
    },
    [client],
  );
}
