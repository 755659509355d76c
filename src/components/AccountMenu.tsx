'use client';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { usePathname, useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { notify } from '../client/notify';
import { browserSession } from '../client/session/browser';
import { useSession } from '../client/session/SessionProvider';
import { RouterLink } from './RouterLink';

const LogoutDocument = graphql(`
  mutation Logout($everywhere: Boolean) {
    userservice { logout(everywhere: $everywhere) }
  }
`);

export const accountLinks = [
  { href: '/orders', label: 'account.orders' },
  { href: '/my-rewards', label: 'account.rewards' },
  { href: '/address', label: 'account.addresses' },
  { href: '/profile', label: 'account.profile' },
  { href: '/enquiry', label: 'account.enquiries' },
] as const;

/** Ends the sign-in on the server (best effort) and forgets the tokens here. */
export async function signOut(everywhere = false): Promise<void> {
  const { session, request } = browserSession();
  try {
    await request(LogoutDocument, { everywhere });
  } catch {
    // Already signed out on the server (or offline): the tokens are dropped here regardless.
  }
  session.signOut();
}

export function AccountMenu() {
  const { status, user } = useSession();
  const { t } = useTranslation();
  const pathname = usePathname();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (status === 'unknown') return <Skeleton variant="rounded" width={96} height={36} aria-hidden />;
  if (status === 'anonymous' || !user) {
    const next = pathname && pathname !== '/login' ? `?next=${encodeURIComponent(pathname)}` : '';
    return (
      <Button href={`/login${next}`} variant="outlined" size="medium" sx={{ whiteSpace: 'nowrap' }}>
        {t('account.signIn')}
      </Button>
    );
  }
  const name = user.name || t('account.shopper');
  return (
    <>
      <Button
        aria-label={t('account.menu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        variant="outlined"
        sx={{ textTransform: 'none', maxWidth: 180, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', display: 'block' }}
        data-testid="account-button"
      >
        {t('account.hello', { name })}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {accountLinks.map((l) => (
          <MenuItem key={l.href} component={RouterLink} href={l.href} onClick={() => setAnchor(null)}>
            {t(l.label)}
          </MenuItem>
        ))}
        <MenuItem
          onClick={async () => {
            setAnchor(null);
            await signOut();
            notify(t('auth.signedOut'), 'info');
            router.push('/');
          }}
        >
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
