import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { StaffEnquiries } from '../../../../components/enquiries/StaffEnquiries';
import { AccountHeading } from '../../AccountHeading';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-enquiries')),
  robots: { index: false, follow: false },
});

export default async function AdminEnquiriesPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('titles.admin-enquiries')} />
      <StaffEnquiries />
    </>
  );
}
