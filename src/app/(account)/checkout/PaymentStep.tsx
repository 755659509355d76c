'use client';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/catalog/money';
import type { PaymentMethod } from '../../../gql/graphql';
import s from './checkout.module.css';
import { Section } from './Section';
import type { Checkout } from './use-checkout';

/** Step 3: the ways of paying this order allows. */
export function PaymentStep({ checkout: { quote, method, setMethod }, n = 3 }: { checkout: Checkout; n?: number }) {
  const { t } = useTranslation();
  const methodText: Record<PaymentMethod, { title: string; help: string }> = {
    COD: { title: t('checkout.method.COD'), help: t('checkout.method.CODHelp', { limit: quote?.codLimit ? formatMoney(quote.codLimit) : '' }) },
    TEST_GATEWAY: { title: t('checkout.method.TEST_GATEWAY'), help: t('checkout.method.TEST_GATEWAYHelp') },
    RAZORPAY: { title: t('checkout.method.RAZORPAY'), help: t('checkout.method.RAZORPAYHelp') },
  };
  return (
    <Section n={n} title={t('checkout.payment')}>
      {quote ? (
        <RadioGroup aria-labelledby={`step-${n}`} value={method ?? ''} onChange={(e) => setMethod(e.target.value as PaymentMethod)} className={s.choices}>
          {quote.paymentMethods.map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio />}
              className={s.choice}
              data-testid={`pay-${m}`}
              label={
                <span>
                  <strong>{methodText[m].title}</strong>
                  <br />
                  <span className={s.muted}>{methodText[m].help}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      ) : (
        <p className={s.muted}>{t('checkout.chooseAddress')}</p>
      )}
      {quote && !quote.paymentMethods.includes('COD') ? <p className={s.muted}>{t('checkout.noCod')}</p> : null}
    </Section>
  );
}
