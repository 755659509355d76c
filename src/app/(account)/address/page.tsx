import { AccountPage } from '../../components/AccountPage';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../page-metadata';
import { AddressBook } from './AddressBook';

export const generateMetadata = () => pageMetadata('address', { path: '/address' });

export default async function AddressPage() {
  const t = await serverT(await currentLanguage());
  return (
    <AccountPage title={t('address.title')}>
      <AddressBook />
    </AccountPage>
  );
}
