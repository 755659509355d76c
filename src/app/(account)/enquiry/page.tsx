import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { MyEnquiries } from '../../../components/enquiries/MyEnquiries';
import { AccountHeading } from '../AccountHeading';

export const generateMetadata = async () => ({ ...(await pageMetadata('enquiry', { path: '/enquiry' })), robots: { index: false, follow: false } });

export default async function EnquiryPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('titles.enquiry')} />
      <MyEnquiries />
      {/* The shopper's consultations go here, in a section of their own below the enquiries
          (<MyConsultations/>, headed by t('enquiry.consultationsTitle')). */}
      <section aria-label={t('enquiry.consultationsTitle')} style={{ marginTop: 32 }} data-testid="consultations-slot" />
    </>
  );
}
