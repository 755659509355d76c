'use client';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { useSession } from '../../client/session/SessionProvider';
import type { WriteReviewIsland } from './WriteReviewIsland';

const Form = dynamic(() => import('./WriteReviewIsland').then((m) => m.WriteReviewIsland), { ssr: false });

/**
 * The review form, offered only to a signed-in buyer: it shows nothing until the session is known,
 * so it loads (with the GraphQL client) only for a signed-in shopper, after the page.
 */
export function LateWriteReview(props: ComponentProps<typeof WriteReviewIsland>) {
  const { status } = useSession();
  return status === 'signed-in' ? <Form {...props} /> : null;
}
