'use client';
import { GraphQLProvider } from '../../client/session/GraphQLProvider';
import { CartDrawer } from './CartDrawer';

/** The drawer with the GraphQL client its price check runs on: both load the first time it opens. */
export function CartDrawerIsland() {
  return (
    <GraphQLProvider>
      <CartDrawer />
    </GraphQLProvider>
  );
}
