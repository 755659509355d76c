'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { useMutation } from 'urql';
import { describeError } from '../../client/account/use-action';
import { SaveAddressDocument } from '../../client/addresses/documents';
import { asDocument } from '../../client/graphql/document';
import { errorKey } from '../../client/graphql/error-key';
import type { AddressFieldsFragment } from '../../gql/graphql';
import { addressFormSchema, type AddressFormValues } from '../../lib/address-form';
import {
  addressLimits,
  indianStates,
  isPostalCodeOptional,
  shippingCountries,
  type AddressFields,
} from '../../lib/address-rules';
import { listMenu } from '../listMenu';

type Field = Exclude<keyof AddressFields, 'country'>;
const blank = { name: '', phone: '', line1: '', line2: '', city: '', state: '', postalCode: '', country: 'IN' };
const fieldNames: readonly string[] = Object.keys(blank);
// What is sent is what was typed (the server tidies it); the schema only checks.
const resolver = standardSchemaResolver(addressFormSchema, undefined, { raw: true });

/**
 * Add or edit a delivery address. The same rules run here (to answer at once) and on the server (which
 * decides); each field shows its own translated message.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  defaultName,
  defaultPhone,
}: {
  address?: AddressFieldsFragment | null;
  onSaved(address: AddressFieldsFragment): void;
  onCancel?: () => void;
  defaultName?: string;
  defaultPhone?: string;
}) {
  const { t, i18n } = useTranslation();
  const regionName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  // A field's message stays until the next save or until that field is changed.
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<AddressFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      ...blank,
      ...(address
        ? {
            name: address.name,
            phone: address.phone,
            line1: address.line1,
            line2: address.line2 ?? '',
            city: address.city,
            state: address.state ?? '',
            postalCode: address.postalCode,
            country: address.country,
          }
        : { name: defaultName ?? '', phone: defaultPhone ?? '' }),
    },
  });
  const country = useWatch({ control, name: 'country' });
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);
  const [{ fetching: busy, error: failure }, saveAddress] = useMutation(asDocument(SaveAddressDocument));
  const error = failure ? describeError(failure, t) : null;
  const india = country === 'IN';

  const message = (code: string | undefined) =>
    code ? t(`address.errors.${errorKey(code)}`, { defaultValue: t('address.errors.invalid') }) : undefined;

  async function submit(form: AddressFormValues) {
    const input = { ...form, line2: form.line2 || null, state: form.state || null };
    const result = await saveAddress({ id: address?.id ?? null, input: { ...input, isDefault } });
    // A failure shows as the form's error.
    if (result.error || !result.data) return;
    const saved = result.data.saveAddress;
    if (saved.ok && saved.address) return onSaved(saved.address);
    const refused = saved.errors.filter((x) => fieldNames.includes(x.field));
    refused.forEach((x, i) =>
      setError(x.field as keyof AddressFormValues, { type: 'server', message: x.code }, { shouldFocus: i === 0 }),
    );
  }

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}, inputMode?: 'numeric' | 'text') => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, onChange, ...props } }) => (
        <TextField
          {...props}
          inputRef={ref}
          label={t(`address.${name}`)}
          onChange={(e) => {
            onChange(e);
            clearErrors(name);
          }}
          error={Boolean(errors[name])}
          helperText={message(errors[name]?.message) ?? extra.helperText}
          slotProps={{ htmlInput: { maxLength: addressLimits[name], inputMode, 'data-testid': `address-${name}` } }}
          {...extra}
        />
      )}
    />
  );

  return (
    <Box
      component="form"
      onSubmit={handleSubmit(submit)}
      noValidate
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      aria-label={t(address ? 'address.editTitle' : 'address.addTitle')}
    >
      {error ? (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {error.text}
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="country"
        render={({ field: { ref, onChange, ...props } }) => (
          <TextField
            {...props}
            inputRef={ref}
            select
            label={t('address.country')}
            onChange={(e) => {
              onChange(e);
              setValue('state', '');
              clearErrors('country');
            }}
            error={Boolean(errors.country)}
            helperText={message(errors.country?.message)}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { 'data-testid': 'address-country' }, select: listMenu(t('address.country')) }}
          >
            {shippingCountries.map(([code]) => (
              <MenuItem key={code} value={code}>
                {regionName.of(code) ?? code}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {field('name', { required: true, autoComplete: 'name' })}
      {field('phone', { required: true, autoComplete: 'tel', type: 'tel', helperText: t('address.phoneHelp') })}
      {field('line1', { required: true, autoComplete: 'address-line1', sx: { gridColumn: '1 / -1' } })}
      {field('line2', { autoComplete: 'address-line2', sx: { gridColumn: '1 / -1' } })}
      {field('city', { required: true, autoComplete: 'address-level2' })}
      {india ? (
        <Controller
          control={control}
          name="state"
          render={({ field: { ref, onChange, ...props } }) => (
            <TextField
              {...props}
              inputRef={ref}
              select
              label={t('address.state')}
              onChange={(e) => {
                onChange(e);
                clearErrors('state');
              }}
              required
              error={Boolean(errors.state)}
              helperText={message(errors.state?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'address-state' }, select: listMenu(t('address.state')) }}
            >
              {indianStates.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : (
        field('state', { autoComplete: 'address-level1', label: t('address.region') })
      )}
      {field(
        'postalCode',
        {
          required: !isPostalCodeOptional(country),
          autoComplete: 'postal-code',
          label: india ? t('address.pin') : t('address.postalCode'),
        },
        india ? 'numeric' : 'text',
      )}
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={<Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />}
        label={t('address.makeDefault')}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="address-save">
          {t('address.save')}
        </Button>
        {onCancel ? (
          <Button type="button" onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
