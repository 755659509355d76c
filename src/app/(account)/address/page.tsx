import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { AddressBook } from './AddressBook';
import { MuiRoot } from '../../../components/MuiRoot';

export const generateMetadata = () => pageMetadata('address', { path: '/address' });

export default async function AddressPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <AccountHeading title={t('address.title')} />
      <AddressBook />
    </MuiRoot>
  );
}
