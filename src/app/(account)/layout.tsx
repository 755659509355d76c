import type { ReactNode } from 'react';
import { MuiRoot } from '../../components/MuiRoot';
import { AccountFrame } from './AccountFrame';

/**
 * The pages behind sign-in (addresses, orders, profile, checkout, the staff's orders): one frame for
 * all of them. A signed-out visitor goes to /login and comes back; the page shows once the session is known.
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <MuiRoot>
      <AccountFrame>{children}</AccountFrame>
    </MuiRoot>
  );
}
