'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '../../../components/address/AddressLines';
import s from './checkout.module.css';
import { Section } from './Section';
import type { Checkout } from './use-checkout';

type AddressFormComponent = typeof import('../../../components/address/AddressForm').AddressForm;
let addressForm: AddressFormComponent | null = null;
let addressFormLoad: Promise<AddressFormComponent> | null = null;

/**
 * The new-address form (text fields, the country select, the phone and postcode rules: about 60 kB gzip)
 * is a download of its own, so it is neither fetched before the page's first frame nor parsed and run in
 * the long task of its first render. The checkout asks for it on arrival (CheckoutFlow), in parallel with
 * the cart and the address book, and shows its steps once it is there when it is needed: no placeholder
 * that would then grow and push the steps below it down.
 */
function loadAddressForm(): Promise<AddressFormComponent> {
  addressFormLoad ??= import('../../../components/address/AddressForm').then((m) => (addressForm = m.AddressForm));
  return addressFormLoad;
}

/** The form once loaded (null before); asking for it starts the download. */
export function useAddressForm(): AddressFormComponent | null {
  const [form, setForm] = useState<AddressFormComponent | null>(() => addressForm);
  useEffect(() => {
    if (!form) void loadAddressForm().then((f) => setForm(() => f));
  }, [form]);
  return form;
}

/** Step 1: one of the shopper's addresses, or a new one. */
export function AddressStep({ checkout: c }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { addresses, newSelectedAddress } = c;
  const group = useRef<HTMLDivElement>(null);
  const formWasOpen = useRef(newSelectedAddress);
  const AddressForm = useAddressForm();
  useEffect(() => {
    // Saving (or cancelling) removes the form that had focus: focus goes to the chosen address, not to <body>.
    if (formWasOpen.current && !newSelectedAddress) group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus();
    formWasOpen.current = newSelectedAddress;
  }, [newSelectedAddress]);
  return (
    <Section n={1} title={t('checkout.address')}>
      {addresses === null ? (
        <p role="status">{t('address.loading')}</p>
      ) : (
        <>
          {addresses.length > 0 && !newSelectedAddress ? (
            <RadioGroup
              ref={group}
              aria-labelledby="step-1"
              value={c.selectedDeliveryAddress ?? ''}
              onChange={(e) => c.setSelectedDeliveryAddress(e.target.value)}
              className={s.choices}
            >
              {addresses.map((a) => (
                <FormControlLabel key={a.id} value={a.id} control={<Radio />} label={<AddressLines address={a} />} className={s.choice} data-testid="checkout-address" />
              ))}
            </RadioGroup>
          ) : null}
          {newSelectedAddress && !AddressForm ? <p role="status">{t('address.loading')}</p> : null}
          {newSelectedAddress && AddressForm ? (
            <Box sx={{ mt: 2 }}>
              <AddressForm
                defaultName={c.user?.name ?? ''}
                defaultPhone={c.user?.phone ?? ''}
                onSaved={c.addAddress}
                onCancel={addresses.length ? () => c.setNewSelectedAddress(false) : undefined}
              />
            </Box>
          ) : newSelectedAddress ? null : (
            <Button onClick={() => c.setNewSelectedAddress(true)} sx={{ mt: 1 }} data-testid="checkout-new-address">
              {t('checkout.newAddress')}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
