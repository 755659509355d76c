import type { Metadata } from 'next';
import { currentLanguage, serverT } from '../../../i18n/server';
import { RewardsOverview } from '../../../components/rewards/RewardsOverview';
import { AccountHeading } from '../AccountHeading';
import { PageStrings } from '../../../components/PageStrings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return { title: t('rewards.title') };
}

export default async function MyRewardsPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['rewards']} />
      <AccountHeading title={t('rewards.title')} />
      <RewardsOverview />
    </>
  );
}
