'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { listMenu } from '../../components/listMenu';

// Where most of our shoppers are; any other number can be typed with its + code in the number field.
// Country names come from the browser's Intl data in the shopper's language.
const countries = [
  { code: '+91', region: 'IN' },
  { code: '+1', region: 'US' },
  { code: '+44', region: 'GB' },
  { code: '+971', region: 'AE' },
  { code: '+65', region: 'SG' },
  { code: '+61', region: 'AU' },
  { code: '+966', region: 'SA' },
  { code: '+974', region: 'QA' },
] as const;

export type PhoneValues = { country: string; local: string };

/** The sign-in's first step: the country's code and the number, checked together (loginPhoneSchema). */
export function PhoneFields({
  control,
  invalid,
  describedBy,
}: {
  control: Control<PhoneValues>;
  invalid: boolean;
  /** The form's error message, which names the number's problem. */
  describedBy: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const regionName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <>
      <Controller
        control={control}
        name="country"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            label={t('auth.country')}
            slotProps={{ select: listMenu(t('auth.country')) }}
          >
            {countries.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {regionName.of(c.region)}&nbsp;<bdi dir="ltr">{c.code}</bdi>
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="local"
        render={({ field: { ref, onChange, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('auth.phone')}
            onChange={(e) => onChange(e.target.value.slice(0, 20))}
            type="tel"
            autoComplete="tel-national"
            autoFocus
            error={invalid}
            slotProps={{
              htmlInput: {
                inputMode: 'tel',
                dir: 'ltr',
                maxLength: 20,
                'aria-describedby': describedBy,
              },
            }}
          />
        )}
      />
    </>
  );
}
