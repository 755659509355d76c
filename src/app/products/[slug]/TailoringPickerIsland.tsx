'use client';
import type { ComponentProps } from 'react';
import { GraphQLProvider } from '../../../client/session/GraphQLProvider';
import { TailoringPicker } from '../../../components/tailoring/TailoringPicker';

/** The tailoring picker with the GraphQL client its options come over (LateTailoringPicker loads both). */
export function TailoringPickerIsland(props: ComponentProps<typeof TailoringPicker>) {
  return (
    <GraphQLProvider>
      <TailoringPicker {...props} />
    </GraphQLProvider>
  );
}
