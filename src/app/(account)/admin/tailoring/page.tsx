import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { AccountHeading } from '../../AccountHeading';
import { TailoringQueue } from './TailoringQueue';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-tailoring')),
  robots: { index: false, follow: false },
});

export default async function AdminTailoringPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['adminDesk', 'measurements', 'orders', 'workshop']} />
      <AccountHeading title={t('workshop.queueTitle')} />
      <TailoringQueue />
    </>
  );
}
