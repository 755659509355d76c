'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import { AddressLines } from '../../../components/address/AddressLines';
import s from './checkout.module.css';
import { Section } from './Section';
import type { Checkout } from './use-checkout';

type AddressFormComponent = typeof import('./CheckoutAddressForm').CheckoutAddressForm;
let addressForm: AddressFormComponent | null = null;
let addressFormLoad: Promise<AddressFormComponent> | null = null;

/**
 * The new-address form (text fields, the country select, the phone and postcode rules, MUI: about 60 kB
 * gzip) is a download of its own, so it is neither fetched before the page's first frame nor parsed and
 * run in the long task of its first render. It is asked for only when it is shown (a shopper without a
 * saved address, or one who presses "new address"; hovering or focusing that button starts it early):
 * run on every arrival, its script took a 114 ms task (4x CPU) from a shopper who pays to a saved address.
 * Steps that wait for it show once it is there: no placeholder that would then grow and push them down.
 */
function loadAddressForm(): Promise<AddressFormComponent> {
  addressFormLoad ??= import('./CheckoutAddressForm').then((m) => (addressForm = m.CheckoutAddressForm));
  return addressFormLoad;
}

/** The form once loaded (null before); `wanted` starts the download. */
export function useAddressForm(wanted: boolean): AddressFormComponent | null {
  const [form, setForm] = useState<AddressFormComponent | null>(() => addressForm);
  useEffect(() => {
    if (wanted && !form) void loadAddressForm().then((f) => setForm(() => f));
  }, [form, wanted]);
  return form;
}

/** Step 1: one of the shopper's addresses, or a new one. */
export function AddressStep({ checkout: c }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { addresses, newSelectedAddress } = c;
  const group = useRef<HTMLDivElement>(null);
  const formWasOpen = useRef(newSelectedAddress);
  const AddressForm = useAddressForm(newSelectedAddress);
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
              onPointerEnter={() => void loadAddressForm()}
              onFocus={() => void loadAddressForm()}
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
