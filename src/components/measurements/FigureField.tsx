'use client';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import type { MeasurementFormValues } from '../../lib/measurement-form';
import type { MeasurementError, MeasurementField, MeasurementUnit } from '../../lib/measurements';
import { MeasurementGuide } from './MeasurementGuide';
import { RangeText } from './figures';

/** One figure of MeasurementForm: where to measure it (a drawing and a line of text), its box and its range or refusal. */
export function FigureField({
  control,
  figure,
  inputId,
  unit,
  code,
  onEdit,
}: {
  control: Control<MeasurementFormValues>;
  figure: { field: MeasurementField; optional: boolean };
  inputId: string;
  unit: MeasurementUnit;
  code: MeasurementError['code'] | undefined;
  /** Called on every change, after the value is taken: the form drops the field's message. */
  onEdit(): void;
}) {
  const { t } = useTranslation();
  const label = t(`measurements.fields.${figure.field}`);
  const message = (code: MeasurementError['code']) =>
    code === 'OUT_OF_RANGE' ? <RangeText field={figure.field} unit={unit} refusal /> : t(`measurements.errors.${code}`);
  return (
    <Box
      component="li"
      key={figure.field}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        border: 1,
        borderColor: code ? 'error.main' : 'divider',
        borderRadius: 2,
      }}
    >
      <MeasurementGuide field={figure.field} label={t('measurements.guideOf', { field: label })} />
      <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 0 }}>
        <Controller
          control={control}
          name={`values.${figure.field}`}
          render={({ field: { ref, onChange, value, ...field } }) => (
            <TextField
              {...field}
              value={value ?? ''}
              inputRef={ref}
              id={inputId}
              label={figure.optional ? t('measurements.optional', { field: label }) : label}
              required={!figure.optional}
              onChange={(e) => {
                onChange(e);
                onEdit();
              }}
              error={Boolean(code)}
              helperText={code ? message(code) : <RangeText field={figure.field} unit={unit} />}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  dir: 'ltr',
                  autoComplete: 'off',
                  maxLength: 12,
                  'aria-describedby': `${inputId}-helper-text ${inputId}-how`,
                  'data-testid': `measurement-${figure.field}`,
                },
                // Always above the box: a long label (an optional field, in Hindi or Arabic) would run under the unit.
                inputLabel: { shrink: true },
                input: {
                  endAdornment: <InputAdornment position="end">{t(`measurements.units.${unit}`)}</InputAdornment>,
                },
              }}
            />
          )}
        />
        <Typography id={`${inputId}-how`} variant="body2" color="text.secondary">
          {t(`measurements.how.${figure.field}`)}
        </Typography>
      </Box>
    </Box>
  );
}
