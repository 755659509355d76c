'use client';
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { browserSession } from '../client/session/browser';
import { useSession } from '../client/session/SessionProvider';
import { RouterLink } from './RouterLink';
import { loginHref } from '../lib/login-href';

// The menu (and the menu library) loads only for a signed-in shopper; visitors get a plain link.
const SignedInMenu = dynamic(() => import('./SignedInMenu').then((m) => m.SignedInMenu), {
  loading: () => <span aria-hidden="true" style={{ display: 'inline-block', width: 96, height: 36 }} />,
});

const LogoutDocument = graphql(`
  mutation Logout($everywhere: Boolean) {
    userservice { logout(everywhere: $everywhere) }
  }
`);

// Only pages that exist: every link here is walked by tests/e2e/links.spec.ts. Rewards (`/my-rewards`,
// label `account.rewards`) and enquiries (`/enquiry`, label `account.enquiries`) come back into this list,
// between orders and addresses and after profile, when their pages are built; the labels stay translated.
export const accountLinks = [
  { href: '/orders', label: 'account.orders' },
  { href: '/address', label: 'account.addresses' },
  { href: '/profile', label: 'account.profile' },
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

  if (status === 'unknown') return <span aria-hidden="true" style={{ display: 'inline-block', width: 96, height: 36, borderRadius: 8, background: 'rgba(0,0,0,0.08)' }} />;
  if (status === 'anonymous' || !user) {
    return (
      <Suspense fallback={<SignInLink search="" />}>
        <SignInLinkWithQuery />
      </Suspense>
    );
  }
  return <SignedInMenu name={user.name || t('account.shopper')} />;
}

/** Sign-in, coming back to this very page: its path and its query (a listing's filters, an order number). */
function SignInLink({ search }: { search: string }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  return (
    <RouterLink href={loginHref({ pathname, search })} className="outlined-button">
      {t('account.signIn')}
    </RouterLink>
  );
}

// Reading the query needs a Suspense boundary in a statically rendered page; until then the link keeps the path.
function SignInLinkWithQuery() {
  const search = useSearchParams().toString();
  return <SignInLink search={search} />;
}
