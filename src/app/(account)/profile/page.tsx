import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { ProfileForm } from './ProfileForm';
import { MuiRoot } from '../../../components/MuiRoot';
import { AccountSettings } from '../../../components/profile/AccountSettings';
import { PageStrings } from '../../../components/PageStrings';

export const generateMetadata = () => pageMetadata('profile', { path: '/profile' });

export default async function ProfilePage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['auth', 'profile', 'profileSettings']} />
      <AccountHeading title={t('profile.title')} />
      <ProfileForm />
      <AccountSettings />
    </MuiRoot>
  );
}
