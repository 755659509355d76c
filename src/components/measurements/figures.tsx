'use client';
import { Trans, useTranslation } from '../../client/i18n/react';
import { formatFigure, rangeInUnit, type MeasurementField, type MeasurementUnit } from '../../lib/measurements';

// Figures and ranges as text. The number is isolated left-to-right, so "45–150" never reads "150–45" inside
// Arabic; the unit is translated and follows the number in the sentence's own direction.

/** "86.5 cm" with the number isolated. */
export function Figure({ mm, unit }: { mm: number; unit: MeasurementUnit }) {
  const { t } = useTranslation();
  return (
    <>
      <bdi dir="ltr">{formatFigure(mm, unit)}</bdi> {t(`measurements.units.${unit}`)}
    </>
  );
}

/** "Between 45–150 cm", or the out-of-range refusal naming the same range. */
export function RangeText({
  field,
  unit,
  refusal = false,
}: {
  field: MeasurementField;
  unit: MeasurementUnit;
  refusal?: boolean;
}) {
  const { t } = useTranslation();
  const { min, max } = rangeInUnit(field, unit);
  return (
    <Trans
      i18nKey={refusal ? 'measurements.errors.OUT_OF_RANGE' : 'measurements.range'}
      values={{ min, max, unit: t(`measurements.units.${unit}`) }}
      components={{ n: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> }}
    />
  );
}
