'use client';
import { useTranslation } from '../../client/i18n/react';
import type { TailoringJobFieldsFragment } from '../../gql/graphql';
import { garmentFromApi, unitFromApi } from '../../lib/measurements';
import { workshopAddress } from '../../lib/tailoring';
import { formatMoney } from '../catalog/money';
import { MeasurementFigures } from '../measurements/MeasurementFigures';
import s from './workshop.module.css';

/** What a tailoring line makes: its options, the garment it is made from, and the measurements the order keeps. */
export function JobDetails({
  line,
  staff = false,
  headingLevel = 4,
}: {
  line: TailoringJobFieldsFragment;
  staff?: boolean;
  /** One below the heading the details sit under, so the page's outline has no gap. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const m = line.measurement;
  return (
    <div className={s.details}>
      <div>
        <H>{t('workshop.options')}</H>
        {line.options.length === 0 ? (
          <p className={s.meta}>{t('workshop.noOptions')}</p>
        ) : (
          <ul className={s.list} data-testid="tailoring-options">
            {line.options.map((o) => (
              <li key={`${o.group}-${o.code}`}>
                {o.groupName ? `${o.groupName}: ` : ''}
                {o.name}
                {o.price.amount > 0 ? <span className={s.meta}> · {formatMoney(o.price)}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <H style={{ marginTop: 12 }}>{t('workshop.garment')}</H>
        {line.garment ? (
          <p className={s.meta} data-testid="tailoring-garment">
            {line.garment.name}
            {line.garment.kind === 'fabric' ? <> · {t('workshop.metres', { n: line.garment.qty })}</> : null}
          </p>
        ) : line.ownFabric ? (
          <p className={s.meta} data-testid="tailoring-garment">
            {staff ? t('workshop.ownFabricStaff') : t('workshop.ownFabric', { number: line.orderNumber })}{' '}
            <bdi>{workshopAddress}</bdi>
          </p>
        ) : (
          <p className={s.meta}>—</p>
        )}
      </div>
      <div>
        <H>{t('workshop.measurements')}</H>
        {m.kind === 'PROFILE' && m.unit && m.garment ? (
          <>
            <p className={s.meta}>
              {t('workshop.profileIn', { name: m.name ?? '', unit: t(`workshop.unitName.${unitFromApi(m.unit)}`) })}
            </p>
            <div data-testid="tailoring-figures">
              <MeasurementFigures
                garment={garmentFromApi(m.garment)}
                unit={unitFromApi(m.unit)}
                valuesMm={Object.fromEntries(m.values.map((v) => [v.field, v.mm]))}
              />
            </div>
          </>
        ) : (
          <>
            <p className={s.meta}>{t(`workshop.measurementKind.${m.kind}`)}</p>
            {m.unit && m.garment && m.values.length > 0 ? (
              <div data-testid="tailoring-figures">
                <MeasurementFigures
                  garment={garmentFromApi(m.garment)}
                  unit={unitFromApi(m.unit)}
                  valuesMm={Object.fromEntries(m.values.map((v) => [v.field, v.mm]))}
                />
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
