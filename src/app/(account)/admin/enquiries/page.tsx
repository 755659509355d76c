import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { StaffEnquiries } from '../../../../components/enquiries/StaffEnquiries';
import { AccountHeading } from '../../AccountHeading';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-enquiries')),
  robots: { index: false, follow: false },
});

export default async function AdminEnquiriesPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['enquiry']} />
      <AccountHeading title={t('titles.admin-enquiries')} />
      <StaffEnquiries />
    </>
  );
}
