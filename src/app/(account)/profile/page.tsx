import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { ProfileForm } from './ProfileForm';
import { MuiRoot } from '../../../components/MuiRoot';
import { AccountSettings } from '../../../components/profile/AccountSettings';

export const generateMetadata = () => pageMetadata('profile', { path: '/profile' });

export default async function ProfilePage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <AccountHeading title={t('profile.title')} />
      <ProfileForm />
      <AccountSettings />
    </MuiRoot>
  );
}
