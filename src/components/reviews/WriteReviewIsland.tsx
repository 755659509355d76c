'use client';
import type { ComponentProps } from 'react';
import { GraphQLProvider } from '../../client/session/GraphQLProvider';
import { WriteReview } from './WriteReview';

/** The review form with the GraphQL client it asks and writes over (LateWriteReview loads both). */
export function WriteReviewIsland(props: ComponentProps<typeof WriteReview>) {
  return (
    <GraphQLProvider>
      <WriteReview {...props} />
    </GraphQLProvider>
  );
}
