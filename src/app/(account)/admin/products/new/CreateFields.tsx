'use client';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../../../client/i18n/react';
import { locales } from '../../../../../lib/locale';
import type { ProductCreateFormValues } from '../../../../../lib/product-create-form';

// Pieces of the new-product form.

export type Values = ProductCreateFormValues;

/** The field a server refusal belongs to. */
export function fieldOf(code: string): FieldPath<Values> {
  if (code === 'PRICE_TOO_HIGH') return 'mrp';
  if (code.startsWith('PRICE')) return 'price';
  if (code.includes('STOCK')) return 'stock';
  if (code === 'INVALID_STEP') return 'step';
  if (code.includes('SLUG')) return 'slug';
  if (code === 'UNKNOWN_CATEGORY') return 'categoryId';
  if (code.includes('IMAGE')) return 'imageKeys';
  if (code === 'DESCRIPTION_TOO_LONG') return 'description.en';
  return 'name.en';
}

/** One text in the three languages, each typed in its own direction; the refusal under the English one. */
export function Texts({
  control,
  name,
  multiline,
}: {
  control: Control<Values>;
  name: 'name' | 'description' | 'care';
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset style={{ border: 0, padding: 0, marginInline: 0, marginBottom: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t(`adminProducts.create.${name}`)}
      </Typography>
      <Stack spacing={1.5}>
        {locales.map((lng) => (
          <Controller
            key={lng}
            control={control}
            name={`${name}.${lng}`}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                size="small"
                label={`${t(`adminProducts.create.${name}`)} (${t(`adminCatalogue.language.${lng}`)})`}
                required={name === 'name' && lng === 'en'}
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
                error={!!fieldState.error}
                helperText={fieldState.error ? t(`adminProducts.refusals.${fieldState.error.message}`) : undefined}
                slotProps={{
                  htmlInput: { maxLength: multiline ? 4000 : 120, lang: lng, dir: lng === 'ar' ? 'rtl' : 'ltr' },
                }}
              />
            )}
          />
        ))}
      </Stack>
    </fieldset>
  );
}
