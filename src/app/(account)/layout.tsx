import type { ReactNode } from 'react';
import { GraphQLProvider } from '../../client/session/GraphQLProvider';
import { AccountFrame } from './AccountFrame';

/**
 * The pages behind sign-in (addresses, orders, profile, checkout, the staff's orders): one frame for
 * all of them. A signed-out visitor goes to /login and comes back; the page shows once the session is known.
 * The frame is plain HTML and CSS; the pages built from MUI components put themselves in `MuiRoot`, so
 * checkout and the order pages neither download nor hydrate MUI and emotion. They render with urql's
 * hooks, so the GraphQL client comes with them (the root layout carries none).
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <GraphQLProvider>
      <AccountFrame>{children}</AccountFrame>
    </GraphQLProvider>
  );
}
