import type { Metadata } from 'next';
import { MyConsultations } from '../../../components/consultations/MyConsultations';
import { MuiRoot } from '../../../components/MuiRoot';
import { RequireAccount } from '../../../components/RequireAccount';
import { RouterLink } from '../../../components/RouterLink';
import { config } from '../../../config';
import { currentLanguage, serverT } from '../../../i18n/server';
import { AccountHeading } from '../AccountHeading';
import s from '../account.module.css';
import { PageStrings } from '../../../components/PageStrings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('accountHome.consultationsPage.title')} · ${config().store.name}` },
    robots: { index: false },
  };
}

/** The shopper's designer calls alone: when, with whom, the designer's notes, reschedule or cancel. */
export default async function ConsultationsPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <div className={s.holdsFooter}>
      <PageStrings lng={lng} sections={['consult']} />
      {/* The heading is outside the guard: it shows in the first frame, before the session is known. */}
      <AccountHeading title={t('accountHome.consultationsPage.title')} />
      <RequireAccount>
        <MuiRoot>
          <p style={{ margin: '0 0 24px' }}>
            <RouterLink href="/get-in-touch" className="outlined-button">
              {t('accountHome.consultationsPage.book')}
            </RouterLink>
          </p>
          <MyConsultations />
        </MuiRoot>
      </RequireAccount>
    </div>
  );
}
