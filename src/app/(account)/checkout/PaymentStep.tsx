'use client';
import { useId } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import type { ReactNode } from 'react';
import { PriceText, priceSlots } from '../../../components/catalog/PriceText';
import type { PaymentMethod } from '../../../gql/graphql';
import s from './checkout.module.css';
import { LateRedeemPoints as RedeemPoints } from './LateRedeemPoints';
import { Section } from './Section';
import type { Checkout } from './use-checkout';

/** Step 3: the ways of paying this order allows. */
export function PaymentStep({ checkout, n = 3 }: { checkout: Checkout; n?: number }) {
  const { quote, method, setMethod } = checkout;
  const { t } = useTranslation();
  const name = useId();
  const methodText: Record<PaymentMethod, { title: string; help: ReactNode }> = {
    COD: {
      title: t('checkout.method.COD'),
      help: (
        <PriceText
          text={t('checkout.method.CODHelp', priceSlots('limit'))}
          prices={{ limit: quote?.codLimit }}
          charged
        />
      ),
    },
    TEST_GATEWAY: { title: t('checkout.method.TEST_GATEWAY'), help: t('checkout.method.TEST_GATEWAYHelp') },
    RAZORPAY: { title: t('checkout.method.RAZORPAY'), help: t('checkout.method.RAZORPAYHelp') },
  };
  return (
    <Section n={n} title={t('checkout.payment')}>
      {quote ? (
        <div role="radiogroup" aria-labelledby={`step-${n}`} className={s.choices}>
          {quote.paymentMethods.map((m) => (
            <label key={m} className={s.choice} data-testid={`pay-${m}`}>
              <input type="radio" name={name} value={m} checked={method === m} onChange={() => setMethod(m)} />
              <span>
                <strong>{methodText[m].title}</strong>
                <br />
                <span className={s.muted}>{methodText[m].help}</span>
              </span>
            </label>
          ))}
        </div>
      ) : (
        <p className={s.muted}>{t('checkout.chooseAddress')}</p>
      )}
      {quote && !quote.paymentMethods.includes('COD') ? (
        // Why not: over the limit (said in rupees, as the order is charged), or an address abroad.
        <p className={s.muted} data-testid="no-cod">
          {quote.codLimit ? (
            <PriceText text={t('checkout.noCod', priceSlots('limit'))} prices={{ limit: quote.codLimit }} charged />
          ) : (
            t('checkout.noCodAbroad')
          )}
        </p>
      ) : null}
      <RedeemPoints checkout={checkout} />
    </Section>
  );
}
