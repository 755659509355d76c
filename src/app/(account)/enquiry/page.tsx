import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { MyEnquiries } from '../../../components/enquiries/MyEnquiries';
import { MyConsultations } from '../../../components/consultations/MyConsultations';
import { AccountHeading } from '../AccountHeading';
import { MuiRoot } from '../../../components/MuiRoot';

export const generateMetadata = async () => ({
  ...(await pageMetadata('enquiry', { path: '/enquiry' })),
  robots: { index: false, follow: false },
});

export default async function EnquiryPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <AccountHeading title={t('titles.enquiry')} />
      <MyEnquiries />
      {/* The shopper's designer calls, with the designer's notes, below their enquiries. */}
      <div style={{ marginTop: 32 }}>
        <MyConsultations />
      </div>
    </MuiRoot>
  );
}
