import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { AddressBook } from './AddressBook';
import { MuiRoot } from '../../../components/MuiRoot';
import { PageStrings } from '../../../components/PageStrings';

export const generateMetadata = () => pageMetadata('address', { path: '/address' });

export default async function AddressPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['address', 'auth']} />
      <AccountHeading title={t('address.title')} />
      <AddressBook />
    </MuiRoot>
  );
}
