'use client';
import Box from '@mui/material/Box';
import { useTranslation } from '../../client/i18n/react';
import { measurementFields, type MeasurementGarment, type MeasurementUnit } from '../../lib/measurements';
import { Figure } from './figures';

/**
 * A garment's figures as a list of name and value, in the given unit, in the tailor's order: a saved
 * profile, or the copy an order keeps (a job card, the order page). A field left empty shows a dash.
 */
export function MeasurementFigures({
  garment,
  unit,
  valuesMm,
}: {
  garment: MeasurementGarment;
  unit: MeasurementUnit;
  valuesMm: Readonly<Record<string, number>>;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'start',
        columnGap: 3,
        rowGap: 0.25,
        fontSize: '0.875rem',
      }}
    >
      {measurementFields(garment).map((f) => {
        const mm = valuesMm[f.field];
        return (
          <Box key={f.field} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t(`measurements.fields.${f.field}`)}
            </Box>
            <Box component="dd" sx={{ m: 0 }} data-testid={`figure-${f.field}`}>
              {mm === undefined ? '—' : <Figure mm={mm} unit={unit} />}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
