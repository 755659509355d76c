'use client';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { adminTextLimits } from '../../lib/catalogue-admin';

type Base<F extends FieldValues> = { control: Control<F>; name: Path<F> };

/** A plain text field of a form; its refusal code (zod's or the server's) translated under it. */
export function PlainField<F extends FieldValues>({
  control,
  name,
  label,
  help,
  disabled,
  maxLength = adminTextLimits.slug,
  ltr = true,
  required = true,
}: Base<F> & {
  label: string;
  help?: string;
  disabled?: boolean;
  maxLength?: number;
  ltr?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          value={(value as string | undefined) ?? ''}
          inputRef={ref}
          size="small"
          label={label}
          required={required}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error ? t(`adminCatalogue.refusal.${fieldState.error.message}`) : help}
          slotProps={{ htmlInput: { maxLength, dir: ltr ? 'ltr' : undefined } }}
        />
      )}
    />
  );
}

/** The place in its list: 0 first, ties by creation. */
export function PositionField<F extends FieldValues>({ control, name }: Base<F>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          value={Number.isNaN(value) ? '' : (value as number)}
          inputRef={ref}
          type="number"
          size="small"
          label={t('adminCatalogue.field.position')}
          error={!!fieldState.error}
          helperText={
            fieldState.error
              ? t(`adminCatalogue.refusal.${fieldState.error.message}`)
              : t('adminCatalogue.field.positionHelp')
          }
          slotProps={{ htmlInput: { min: 0, max: adminTextLimits.position } }}
        />
      )}
    />
  );
}

export function SwitchField<F extends FieldValues>({ control, name, label }: Base<F> & { label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              {...field}
              slotProps={{ input: { ref } }}
              checked={!!value}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
        />
      )}
    />
  );
}
