'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { describeError } from '../../client/account/use-action';
import { SaveAddressDocument } from '../../client/addresses/documents';
import { asDocument } from '../../client/graphql/document';
import { errorKey } from '../../client/graphql/error-key';
import type { AddressFieldsFragment } from '../../gql/graphql';
import {
  addressLimits,
  indianStates,
  isPostalCodeOptional,
  shippingCountries,
  validateAddress,
  type AddressFields,
} from '../../lib/address-rules';
import { listMenu } from '../listMenu';

type Field = Exclude<keyof AddressFields, 'country'>;
const blank = { name: '', phone: '', line1: '', line2: '', city: '', state: '', postalCode: '', country: 'IN' };

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
  const [form, setForm] = useState({
    ...blank,
    ...(address
      ? { ...address, line2: address.line2 ?? '', state: address.state ?? '' }
      : { name: defaultName ?? '', phone: defaultPhone ?? '' }),
  });
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof AddressFields, string>>>({});
  const [{ fetching: busy, error: failure }, saveAddress] = useMutation(asDocument(SaveAddressDocument));
  const error = failure ? describeError(failure, t) : null;
  const india = form.country === 'IN';

  const set = (field: keyof AddressFields) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value, ...(field === 'country' ? { state: '' } : {}) }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const message = (code: string) =>
    t(`address.errors.${errorKey(code)}`, { defaultValue: t('address.errors.invalid') });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { ...form, line2: form.line2 || null, state: form.state || null };
    const local = validateAddress(input);
    if (!local.ok) {
      setErrors(Object.fromEntries(local.errors.map((x) => [x.field, message(x.code)])));
      return;
    }
    const result = await saveAddress({ id: address?.id ?? null, input: { ...input, isDefault } });
    // A failure shows as the form's error.
    if (result.error || !result.data) return;
    const saved = result.data.saveAddress;
    if (saved.ok && saved.address) onSaved(saved.address);
    else setErrors(Object.fromEntries(saved.errors.map((x) => [x.field, message(x.code)])));
  }

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}, inputMode?: 'numeric' | 'text') => (
    <TextField
      label={t(`address.${name}`)}
      value={form[name] ?? ''}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helperText}
      slotProps={{ htmlInput: { maxLength: addressLimits[name], inputMode, 'data-testid': `address-${name}` } }}
      {...extra}
    />
  );

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      aria-label={t(address ? 'address.editTitle' : 'address.addTitle')}
    >
      {error ? (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {error.text}
        </Alert>
      ) : null}
      <TextField
        select
        label={t('address.country')}
        value={form.country}
        onChange={set('country')}
        error={Boolean(errors.country)}
        helperText={errors.country}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { 'data-testid': 'address-country' }, select: listMenu(t('address.country')) }}
      >
        {shippingCountries.map(([code]) => (
          <MenuItem key={code} value={code}>
            {regionName.of(code) ?? code}
          </MenuItem>
        ))}
      </TextField>
      {field('name', { required: true, autoComplete: 'name' })}
      {field('phone', { required: true, autoComplete: 'tel', type: 'tel', helperText: t('address.phoneHelp') })}
      {field('line1', { required: true, autoComplete: 'address-line1', sx: { gridColumn: '1 / -1' } })}
      {field('line2', { autoComplete: 'address-line2', sx: { gridColumn: '1 / -1' } })}
      {field('city', { required: true, autoComplete: 'address-level2' })}
      {india ? (
        <TextField
          select
          label={t('address.state')}
          value={form.state}
          onChange={set('state')}
          required
          error={Boolean(errors.state)}
          helperText={errors.state}
          slotProps={{ htmlInput: { 'data-testid': 'address-state' }, select: listMenu(t('address.state')) }}
        >
          {indianStates.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        field('state', { autoComplete: 'address-level1', label: t('address.region') })
      )}
      {field(
        'postalCode',
        {
          required: !isPostalCodeOptional(form.country),
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
