import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { AccountHeading } from '../../AccountHeading';
import { ConsultationsDesk } from './ConsultationsDesk';
import { MuiRoot } from '../../../../components/MuiRoot';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-consultations')),
  robots: { index: false, follow: false },
});

export default async function AdminConsultationsPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <AccountHeading title={t('consult.day.title')} />
      <ConsultationsDesk />
    </MuiRoot>
  );
}
