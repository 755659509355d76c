import type { ReactNode } from 'react';
import { GraphQLProvider } from '../../client/session/GraphQLProvider';

/** This page renders with urql's hooks: its client comes with it (the root layout carries none). */
export default function GraphQLLayout({ children }: { children: ReactNode }) {
  return <GraphQLProvider>{children}</GraphQLProvider>;
}
