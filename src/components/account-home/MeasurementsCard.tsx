'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { MyMeasurementProfilesDocument } from '../../client/measurements/documents';
import { garmentFromApi } from '../../lib/measurements';
import { EmptyState, HomeCard, cardState } from './HomeCard';
import s from './account-home.module.css';

/** The saved measurement profiles by name and garment. */
export function MeasurementsCard() {
  const { t } = useTranslation();
  const [r] = useQuery({ query: asDocument(MyMeasurementProfilesDocument), variables: {} });
  const profiles = r.data?.myMeasurementProfiles ?? [];
  return (
    <HomeCard
      id="measurements"
      title={t('accountHome.measurements.title')}
      state={cardState(r)}
      more={profiles.length ? { href: '/measurements', label: t('accountHome.measurements.all') } : null}
    >
      {profiles.length === 0 ? (
        <EmptyState
          text={t('accountHome.measurements.none')}
          action={{ href: '/measurements', label: t('accountHome.measurements.add') }}
        />
      ) : (
        <ul className={s.rows}>
          {profiles.slice(0, 3).map((p) => (
            <li key={p.id} className={s.row} data-testid="home-measurement">
              <strong>
                <bdi>{p.name}</bdi>
              </strong>
              <span className={s.meta}>{t(`measurements.garments.${garmentFromApi(p.garment)}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
