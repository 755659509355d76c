'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '../../../components/address/AddressLines';
import s from './checkout.module.css';
import { Section } from './Section';
import type { Checkout } from './use-checkout';

type AddressFormComponent = typeof import('./CheckoutAddressForm').CheckoutAddressForm;
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
  addressFormLoad ??= import('./CheckoutAddressForm').then((m) => (addressForm = m.CheckoutAddressForm));
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
  const name = useId();
  useEffect(() => {
    // Saving (or cancelling) removes the form that had focus: focus goes to the chosen address, not to <body>.
    if (formWasOpen.current && !newSelectedAddress)
      group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus();
    formWasOpen.current = newSelectedAddress;
  }, [newSelectedAddress]);
  return (
    <Section n={1} title={t('checkout.address')}>
      {addresses === null ? (
        <p role="status">{t('address.loading')}</p>
      ) : (
        <>
          {addresses.length > 0 && !newSelectedAddress ? (
            <div ref={group} role="radiogroup" aria-labelledby="step-1" className={s.choices}>
              {addresses.map((a) => (
                <label key={a.id} className={s.choice} data-testid="checkout-address">
                  <input
                    type="radio"
                    name={name}
                    value={a.id}
                    checked={c.selectedDeliveryAddress === a.id}
                    onChange={() => c.setSelectedDeliveryAddress(a.id)}
                  />
                  <span>
                    <AddressLines address={a} />
                  </span>
                </label>
              ))}
            </div>
          ) : null}
          {newSelectedAddress && !AddressForm ? <p role="status">{t('address.loading')}</p> : null}
          {newSelectedAddress && AddressForm ? (
            <div className={s.formGap}>
              <AddressForm
                defaultName={c.user?.name ?? ''}
                defaultPhone={c.user?.phone ?? ''}
                onSaved={c.addAddress}
                onCancel={addresses.length ? () => c.setNewSelectedAddress(false) : undefined}
              />
            </div>
          ) : newSelectedAddress ? null : (
            <button
              type="button"
              className={s.textButton}
              onClick={() => c.setNewSelectedAddress(true)}
              data-testid="checkout-new-address"
            >
              {t('checkout.newAddress')}
            </button>
          )}
        </>
      )}
    </Section>
  );
}
