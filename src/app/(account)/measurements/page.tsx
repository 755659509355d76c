import { Suspense } from 'react';
import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { MeasurementProfiles } from './MeasurementProfiles';
import { MuiRoot } from '../../../components/MuiRoot';
import { PageStrings } from '../../../components/PageStrings';

export const generateMetadata = () => pageMetadata('measurements', { path: '/measurements' });

export default async function MeasurementsPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['auth', 'measurements']} />
      <AccountHeading title={t('measurements.title')} />
      {/* The query (`?new=blouse&next=/checkout`) is read in the browser, so the page itself stays static. */}
      <Suspense>
        <MeasurementProfiles />
      </Suspense>
    </MuiRoot>
  );
}
