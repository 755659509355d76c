import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { ProfileForm } from './ProfileForm';

export const generateMetadata = () => pageMetadata('profile', { path: '/profile' });

export default async function ProfilePage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('profile.title')} />
      <ProfileForm />
    </>
  );
}
