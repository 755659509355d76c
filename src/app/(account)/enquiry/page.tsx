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
      {/* Consultations (the lead adds <MyConsultations/> here): a section of its own, below the enquiries. */}
      <section aria-labelledby="my-consultations-heading" style={{ marginTop: 32 }} data-testid="consultations-slot">
        <h2 id="my-consultations-heading" style={{ fontSize: 20, margin: '0 0 8px' }}>
          {t('enquiry.consultationsTitle')}
        </h2>
      </section>
    </>
  );
}
