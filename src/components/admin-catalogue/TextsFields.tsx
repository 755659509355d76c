'use client';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { locales } from '../../lib/locale';

type Props<F extends FieldValues> = {
  control: Control<F>;
  /** The form's field holding `{ en, hi, ar }`. */
  name: Path<F>;
  label: string;
  multiline?: boolean;
  /** English must be given (a name); a description may stay empty. */
  required?: boolean;
  maxLength: number;
  /** The refusal code zod or the server gave this field, if any. */
  problem?: string;
};

/** One text in the store's three languages: English required, Hindi and Arabic typed in their own direction. */
export function TextsFields<F extends FieldValues>({
  control,
  name,
  label,
  multiline,
  required = true,
  maxLength,
  problem,
}: Props<F>) {
  const { t } = useTranslation();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {locales.map((lng, i) => (
          <Controller
            key={lng}
            control={control}
            name={`${name}.${lng}` as Path<F>}
            render={({ field: { ref, value, ...field } }) => (
              <TextField
                {...field}
                value={(value as string | undefined) ?? ''}
                inputRef={ref}
                size="small"
                label={`${label} (${t(`adminCatalogue.language.${lng}`)})`}
                required={lng === 'en' && required}
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
                error={i === 0 && !!problem}
                helperText={i === 0 && problem ? t(`adminCatalogue.refusal.${problem}`) : undefined}
                slotProps={{ htmlInput: { maxLength, lang: lng, dir: lng === 'ar' ? 'rtl' : 'ltr' } }}
              />
            )}
          />
        ))}
      </Stack>
    </fieldset>
  );
}
