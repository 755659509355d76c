'use client';
import { useTranslation } from 'react-i18next';
import type { TailoringJobFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../catalog/money';
import s from './workshop.module.css';

/** A figure and its unit; the number is isolated so right-to-left text never reorders its digits. */
export function Figure({ value, unit }: { value: number; unit: string }) {
  const { t } = useTranslation();
  return (
    <>
      <bdi dir="ltr">{value}</bdi> {t(`workshop.unit.${unit}`)}
    </>
  );
}

/** What a tailoring line makes: its options, the garment it is made from, and the measurements the order keeps. */
export function JobDetails({ line, staff = false }: { line: TailoringJobFieldsFragment; staff?: boolean }) {
  const { t } = useTranslation();
  const m = line.measurement;
  return (
    <div className={s.details}>
      <div>
        <h4>{t('workshop.options')}</h4>
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
        <h4 style={{ marginTop: 12 }}>{t('workshop.garment')}</h4>
        {line.garment ? (
          <p className={s.meta} data-testid="tailoring-garment">
            {line.garment.name}
            {line.garment.kind === 'fabric' ? <> · {t('workshop.metres', { n: line.garment.qty })}</> : null}
          </p>
        ) : line.ownFabric ? (
          <p className={s.meta} data-testid="tailoring-garment">
            {staff ? t('workshop.ownFabricStaff') : t('workshop.ownFabric', { number: line.orderNumber })}
          </p>
        ) : (
          <p className={s.meta}>—</p>
        )}
      </div>
      <div>
        <h4>{t('workshop.measurements')}</h4>
        {m.kind === 'PROFILE' && m.unit ? (
          <>
            <p className={s.meta}>{t('workshop.profileIn', { name: m.name ?? '', unit: t(`workshop.unitName.${m.unit}`) })}</p>
            <dl className={s.figures} data-testid="tailoring-figures">
              {m.values.map((v) => (
                <div key={v.field} style={{ display: 'contents' }}>
                  <dt>{t(`workshop.field.${v.field}`, { defaultValue: v.field })}</dt>
                  <dd data-field={v.field}>
                    <Figure value={v.value} unit={m.unit!} />
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className={s.meta}>{t(`workshop.measurementKind.${m.kind}`)}</p>
        )}
      </div>
    </div>
  );
}
