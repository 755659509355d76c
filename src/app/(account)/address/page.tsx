import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { AddressBook } from './AddressBook';

export const generateMetadata = () => pageMetadata('address', { path: '/address' });

export default async function AddressPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('address.title')} />
      <AddressBook />
    </>
  );
}
