import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { AccountHeading } from '../../AccountHeading';
import { TailoringQueue } from './TailoringQueue';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-tailoring')),
  robots: { index: false, follow: false },
});

export default async function AdminTailoringPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('workshop.queueTitle')} />
      <TailoringQueue />
    </>
  );
}
