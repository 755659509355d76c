import type { Metadata } from 'next';
import { AccountHome } from '../../../components/account-home/AccountHome';
import s from '../../../components/account-home/account-home.module.css';
import { config } from '../../../config';
import { currentLanguage, serverT } from '../../../i18n/server';
import { AccountHeading } from '../AccountHeading';
import { PageStrings } from '../../../components/PageStrings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return { title: { absolute: `${t('accountHome.title')} · ${config().store.name}` }, robots: { index: false } };
}

/** The shopper's home: orders, tailoring, calls, measurements, addresses and enquiries, each a card. */
export default async function AccountPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['accountHome', 'consult', 'enquiry', 'measurements', 'orders', 'workshop']} />
      <AccountHeading title={t('accountHome.title')} />
      <p className={s.intro}>{t('accountHome.intro')}</p>
      <AccountHome />
    </>
  );
}
