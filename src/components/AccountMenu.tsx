'use client';
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslation } from '../client/i18n/react';
import { withStrings } from '../client/i18n/load';
import { useSession } from '../client/session/SessionProvider';
import { firstName } from './first-name';
import { RouterLink } from './RouterLink';
import { loginHref } from '../lib/login-href';

// The menu loads only for a signed-in shopper, with its labels (the staff's desks' names) when the page
// lacks them; visitors get a plain link.
const SignedInMenu = dynamic(
  () =>
    withStrings(
      [
        'account',
        'accountHome',
        'adminCatalogue',
        'adminCustomers',
        'adminHome',
        'adminProducts',
        'auth',
        'currency',
        'titles',
      ],
      import('./SignedInMenu'),
    ).then((m) => m.SignedInMenu),
  {
    loading: () => <span aria-hidden="true" style={{ display: 'inline-block', width: 96, height: 36 }} />,
  },
);

export function AccountMenu() {
  const { status, user } = useSession();
  const { t } = useTranslation();

  if (status === 'unknown')
    return (
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: 96, height: 36, borderRadius: 8, background: 'rgba(0,0,0,0.08)' }}
      />
    );
  if (status === 'anonymous' || !user) {
    return (
      <Suspense fallback={<SignInLink search="" />}>
        <SignInLinkWithQuery />
      </Suspense>
    );
  }
  return <SignedInMenu name={firstName(user.name) || t('account.shopper')} />;
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
