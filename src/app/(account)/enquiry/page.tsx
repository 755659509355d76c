import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { MyEnquiries } from '../../../components/enquiries/MyEnquiries';
import { RouterLink } from '../../../components/RouterLink';
import s from '../../../components/enquiries/enquiries.module.css';
import { AccountHeading } from '../AccountHeading';
import { MuiRoot } from '../../../components/MuiRoot';
import { PageStrings } from '../../../components/PageStrings';

export const generateMetadata = async () => ({
  ...(await pageMetadata('enquiry', { path: '/enquiry' })),
  robots: { index: false, follow: false },
});

export default async function EnquiryPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['enquiry']} />
      <AccountHeading title={t('titles.enquiry')} />
      <MyEnquiries />
      {/* Booked calls used to sit here; they have their own page now, named as the account menu names it. */}
      <p style={{ marginTop: 32 }}>
        {t('enquiry.consultationsElsewhere')}{' '}
        <RouterLink href="/consultations" className={s.link}>
          {t('accountHome.consultationsPage.title')}
        </RouterLink>
      </p>
    </MuiRoot>
  );
}
