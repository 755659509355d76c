'use client';
import dynamic from 'next/dynamic';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import { useWarmFormats } from '../../../components/tailoring/warm-formats';
import { RouterLink } from '../../../components/RouterLink';
import { AddressStep, useAddressForm } from './AddressStep';
import s from './checkout.module.css';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { useCheckout } from './use-checkout';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The measurement step's code in three parts, each run in a task of its own: the measurement rules (with
 * zod), then the MUI choice field, then the step. Loaded at once, running it took one task of 334 ms at a
 * phone's CPU (4x); modules already run are not run again, so each part runs only what is new.
 */
async function loadMeasurementStep() {
  await import('../../../lib/measurements');
  await nextTask();
  await import('../../../components/measurements/MeasurementChoiceField');
  await nextTask();
  return (await import('./MeasurementStep')).MeasurementStep;
}

// Only a cart with a tailoring line shows this step: its form pieces and the measurement rules (with
// zod) load then, not before every checkout's first frame. The space it will take is held meanwhile.
const MeasurementStep = dynamic(loadMeasurementStep, {
  loading: () => <div aria-hidden="true" className={s.stepPlaceholder} />,
});

/** Address, delivery, payment and review, for the cart as the server prices it. */
export function CheckoutFlow({ storeName }: { storeName: string }) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout(storeName);
  useWarmFormats(i18n.language);
  const { ready, items, check } = checkout;
  const tailored = Boolean(check?.lines.some((l) => l.tailoring));
  // The steps show once the priced cart, the address book and (for a shopper without an address) the
  // address form are all there: whichever came last used to push the steps below it down the screen
  // (CLS 0.21 when the address book answered after the cart).
  const addressForm = useAddressForm(checkout.newSelectedAddress);
  const addressPending = checkout.addresses === null || (checkout.newSelectedAddress && !addressForm);
  // Their first render (a few hundred MUI elements) is a deferred update, which React renders in slices,
  // giving the phone's main thread back every few milliseconds instead of one long task.
  const show = useDeferredValue(ready && check !== null && !addressPending);

  if (!show || !check)
    return (
      <p role="status" className={s.loading}>
        {t('cart.loading')}
      </p>
    );
  if (items.length === 0)
    return (
      <div>
        <p>{t('checkout.emptyCart')}</p>
        <RouterLink href="/sarees" className="outlined-button">
          {t('cart.browse')}
        </RouterLink>
      </div>
    );
  return (
    <div className={s.layout}>
      <div>
        <AddressStep checkout={checkout} />
        {tailored ? <MeasurementStep n={2} check={check} /> : null}
        <DeliveryStep checkout={checkout} n={tailored ? 3 : 2} />
        <PaymentStep checkout={checkout} n={tailored ? 4 : 3} />
      </div>
      <ReviewStep checkout={checkout} check={check} />
    </div>
  );
}
