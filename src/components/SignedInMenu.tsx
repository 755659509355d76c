'use client';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useProgressRouter } from '../client/navigation';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { notify } from '../client/notify';
import { RouterLink } from './RouterLink';
import { MuiIsland } from '../client/theme/MuiIsland';
import { useSignOut } from '../client/account/use-sign-out';
import { useSession } from '../client/session/SessionProvider';

// Only pages that exist: every link here is walked by tests/e2e/links.spec.ts. Rewards (`/my-rewards`,
// label `account.rewards`) comes back into this list, between orders and addresses, when its page is
// built; the label stays translated.
const accountLinks = [
  { href: '/orders', label: 'account.orders' },
  { href: '/address', label: 'account.addresses' },
  { href: '/measurements', label: 'measurements.menu' },
  { href: '/profile', label: 'account.profile' },
  { href: '/enquiry', label: 'account.enquiries' },
] as const;

/** Staff pages, shown to those whose sign-in carries the role. */
const staffLinks = [
  { href: '/admin/consultations', label: 'consult.day.title', roles: ['designer', 'admin'] },
  { href: '/admin/tailoring', label: 'titles.admin-tailoring', roles: ['designer', 'admin'] },
  { href: '/admin/enquiries', label: 'titles.admin-enquiries', roles: ['designer', 'admin'] },
  { href: '/admin/orders', label: 'titles.admin-orders', roles: ['admin'] },
] as const;

/** The signed-in shopper's menu: their pages and sign-out. */
export function SignedInMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const router = useProgressRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const signOut = useSignOut();
  const roles: readonly string[] = useSession().user?.roles ?? [];
  const links = [...accountLinks, ...staffLinks.filter((l) => l.roles.some((r) => roles.includes(r)))];
  return (
    <MuiIsland>
      <Button
        id={buttonId}
        aria-label={t('account.menu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        variant="outlined"
        sx={{ textTransform: 'none', maxWidth: { xs: '8rem', sm: 180 }, whiteSpace: 'pre', overflow: 'hidden', justifyContent: 'flex-start' }}
        data-testid="account-button"
      >
        {/* Only the name is cut short, in its own direction: cutting the whole line in Arabic took the
            start of a Latin name away ("…a Iyer"). */}
        <Trans
          i18nKey="account.hello"
          values={{ name }}
          components={{ name: <bdi style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} /> }}
        />
      </Button>
      {/* The open menu sits at the end of <body>, outside the page's landmarks: its panel is a navigation
          landmark of its own (named by the button), so nothing on screen is outside one. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { component: 'nav', 'aria-labelledby': buttonId } }}
      >
        {links.map((l) => (
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
    </MuiIsland>
  );
}
