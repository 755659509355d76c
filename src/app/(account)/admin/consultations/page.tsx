import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { AccountHeading } from '../../AccountHeading';
import { ConsultationsDesk } from './ConsultationsDesk';
import { MuiRoot } from '../../../../components/MuiRoot';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-consultations')),
  robots: { index: false, follow: false },
});

export default async function AdminConsultationsPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['consult', 'measurements', 'orders', 'workshop']} />
      <AccountHeading title={t('consult.day.title')} />
      <ConsultationsDesk />
    </MuiRoot>
  );
}
