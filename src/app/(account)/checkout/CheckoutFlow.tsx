'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../client/analytics/data-layer';
import { events } from '../../client/analytics/events';
import type { TrackedCartItem } from '../../client/analytics/items';
import { useCartCheck } from '../../client/cart/use-cart-check';
import { forgetAttempt, idempotencyKey } from '../../client/checkout/idempotency';
import { useCheckoutStore } from '../../client/checkout/store';
import { notify } from '../../client/notify';
import { completeOrder } from '../../client/orders/completion';
import { CheckoutQuoteDocument, MyAddressesDocument, PlaceOrderDocument, VerifyRazorpayDocument } from '../../client/orders/documents';
import { payWithRazorpay } from '../../client/orders/razorpay';
import { browserSession } from '../../client/session/browser';
import { useSession } from '../../client/session/SessionProvider';
import { AddressForm } from '../../components/address/AddressForm';
import { AddressLines } from '../../components/address/AddressLines';
import { trackedLine } from '../../components/cart/cart-tracking';
import { formatMoney } from '../../components/catalog/money';
import { RouterLink } from '../../components/RouterLink';
import type { AddressFieldsFragment, CheckoutQuoteQuery, PaymentMethod, PlaceOrderRefusal } from '../../gql/graphql';
import s from './checkout.module.css';

type Quote = CheckoutQuoteQuery['checkoutQuote'];

function Section({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section className={s.section} aria-labelledby={`step-${n}`}>
      <h2 id={`step-${n}`} className={s.stepTitle}>
        <span className={s.stepNo} aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CheckoutFlow({ storeName }: { storeName: string }) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const { user } = useSession();
  const { ready, items, check } = useCartCheck();
  const { selectedDeliveryAddress, newSelectedAddress, setSelectedDeliveryAddress, setNewSelectedAddress } = useCheckoutStore();
  const [addresses, setAddresses] = useState<AddressFieldsFragment[] | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<{ code: PlaceOrderRefusal | 'network'; names?: string[] } | null>(null);
  const began = useRef(false);
  const dates = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-IN' : i18n.language, { weekday: 'short', day: 'numeric', month: 'short' });

  // begin_checkout once, when the shopper arrives with a priced cart.
  useEffect(() => {
    if (began.current || !check || check.lines.length === 0) return;
    began.current = true;
    track(events.beginCheckout(check.lines.map((l) => trackedLine(l)).filter((x): x is TrackedCartItem => x !== null)));
  }, [check]);

  useEffect(() => {
    browserSession()
      .request(MyAddressesDocument, {})
      .then(({ myAddresses }) => {
        setAddresses(myAddresses);
        const current = useCheckoutStore.getState().selectedDeliveryAddress;
        if (!current || !myAddresses.some((a) => a.id === current)) setSelectedDeliveryAddress(myAddresses[0]?.id ?? null);
        if (myAddresses.length === 0) setNewSelectedAddress(true);
      })
      .catch(() => setAddresses([]));
  }, [setSelectedDeliveryAddress, setNewSelectedAddress]);

  useEffect(() => {
    if (!selectedDeliveryAddress || items.length === 0) return setQuote(null);
    let cancelled = false;
    browserSession()
      .request(CheckoutQuoteDocument, { items: items.map(({ id, qty }) => ({ id, qty })), addressId: selectedDeliveryAddress })
      .then(({ checkoutQuote }) => {
        if (cancelled) return;
        setQuote(checkoutQuote);
        setMethod((m) => (m && checkoutQuote.paymentMethods.includes(m) ? m : (checkoutQuote.paymentMethods[0] ?? null)));
      })
      .catch(() => !cancelled && setQuote(null));
    return () => {
      cancelled = true;
    };
  }, [selectedDeliveryAddress, items]);

  if (!ready || !check) return <p role="status">{t('cart.loading')}</p>;
  if (items.length === 0)
    return (
      <div>
        <p>{t('checkout.emptyCart')}</p>
        <RouterLink href="/sarees" className="outlined-button">
          {t('cart.browse')}
        </RouterLink>
      </div>
    );

  async function place() {
    if (!quote || !method || !selectedDeliveryAddress || placing) return;
    setPlacing(true);
    setRefusal(null);
    const input = { items: items.map(({ id, qty }) => ({ id, qty })), addressId: selectedDeliveryAddress, paymentMethod: method };
    try {
      const { placeOrder: r } = await browserSession().request(PlaceOrderDocument, { input: { ...input, idempotencyKey: idempotencyKey(input) } });
      if (!r.ok || !r.order) {
        setRefusal({ code: r.refusal ?? 'network', names: r.problems.map((p) => p.product?.name ?? '').filter(Boolean) });
        setPlacing(false);
        return;
      }
      forgetAttempt();
      const order = r.order;
      if (r.payment?.redirectUrl) return window.location.assign(r.payment.redirectUrl);
      if (r.payment?.razorpay) {
        const rp = r.payment.razorpay;
        const result = await payWithRazorpay({ key: rp.keyId, order_id: rp.orderId, amount: rp.amount, currency: rp.currency, name: storeName, description: order.number, prefill: { name: user?.name ?? undefined, contact: user?.phone } });
        if (result) {
          await browserSession().request(VerifyRazorpayDocument, {
            orderNumber: order.number,
            razorpayOrderId: result.razorpay_order_id,
            razorpayPaymentId: result.razorpay_payment_id,
            signature: result.razorpay_signature,
          });
        }
        return router.push(`/processing-payment?order=${encodeURIComponent(order.number)}`);
      }
      completeOrder(order);
      notify(t('checkout.placed', { number: order.number }), 'success');
      router.push(`/orders/${encodeURIComponent(order.number)}?placed=1`);
    } catch {
      setRefusal({ code: 'network' });
      setPlacing(false);
    }
  }

  const methodText: Record<PaymentMethod, { title: string; help: string }> = {
    COD: { title: t('checkout.method.COD'), help: t('checkout.method.CODHelp', { limit: quote?.codLimit ? formatMoney(quote.codLimit) : '' }) },
    TEST_GATEWAY: { title: t('checkout.method.TEST_GATEWAY'), help: t('checkout.method.TEST_GATEWAYHelp') },
    RAZORPAY: { title: t('checkout.method.RAZORPAY'), help: t('checkout.method.RAZORPAYHelp') },
  };

  return (
    <div className={s.layout}>
      <div>
        <Section n={1} title={t('checkout.address')}>
          {addresses === null ? (
            <p role="status">{t('address.loading')}</p>
          ) : (
            <>
              {addresses.length > 0 && !newSelectedAddress ? (
                <RadioGroup
                  aria-labelledby="step-1"
                  value={selectedDeliveryAddress ?? ''}
                  onChange={(e) => setSelectedDeliveryAddress(e.target.value)}
                  className={s.choices}
                >
                  {addresses.map((a) => (
                    <FormControlLabel key={a.id} value={a.id} control={<Radio />} label={<AddressLines address={a} />} className={s.choice} data-testid="checkout-address" />
                  ))}
                </RadioGroup>
              ) : null}
              {newSelectedAddress ? (
                <Box sx={{ mt: 2 }}>
                  <AddressForm
                    defaultName={user?.name ?? ''}
                    defaultPhone={user?.phone ?? ''}
                    onSaved={(a) => {
                      setAddresses((list) => [...(list ?? []).filter((x) => x.id !== a.id), a]);
                      setSelectedDeliveryAddress(a.id);
                      setNewSelectedAddress(false);
                    }}
                    onCancel={addresses.length ? () => setNewSelectedAddress(false) : undefined}
                  />
                </Box>
              ) : (
                <Button onClick={() => setNewSelectedAddress(true)} sx={{ mt: 1 }} data-testid="checkout-new-address">
                  {t('checkout.newAddress')}
                </Button>
              )}
            </>
          )}
        </Section>

        <Section n={2} title={t('checkout.delivery')}>
          {quote ? (
            <div data-testid="checkout-delivery">
              <p className={s.big}>
                {quote.deliveryFee.amount === 0 ? t('checkout.freeDelivery') : t('checkout.deliveryFee', { fee: formatMoney(quote.deliveryFee) })}
              </p>
              <p>
                {t('checkout.arrives', {
                  from: dates.format(new Date(quote.estimatedDelivery.earliest)),
                  to: dates.format(new Date(quote.estimatedDelivery.latest)),
                })}
              </p>
              {quote.tailoringDays > 0 ? <p className={s.muted}>{t('checkout.tailoringTime', { days: quote.tailoringDays })}</p> : null}
              {quote.freeDeliveryThreshold && quote.deliveryFee.amount > 0 ? (
                <p className={s.muted}>{t('checkout.freeAbove', { amount: formatMoney(quote.freeDeliveryThreshold) })}</p>
              ) : null}
            </div>
          ) : (
            <p className={s.muted}>{selectedDeliveryAddress ? t('checkout.quoting') : t('checkout.chooseAddress')}</p>
          )}
        </Section>

        <Section n={3} title={t('checkout.payment')}>
          {quote ? (
            <RadioGroup aria-labelledby="step-3" value={method ?? ''} onChange={(e) => setMethod(e.target.value as PaymentMethod)} className={s.choices}>
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
      </div>

      <aside className={s.summary} aria-labelledby="review-title">
        <h2 id="review-title" className={s.summaryTitle}>
          {t('checkout.review')}
        </h2>
        <ul className={s.reviewLines}>
          {(quote?.lines ?? check.lines).map((l) => (
            <li key={l.id} data-problem={l.problem ?? undefined}>
              <span>
                {l.product?.name ?? t('cart.gone')}{' '}
                <span className={s.muted}>× {l.product?.unit === 'METRE' ? t('checkout.metres', { n: l.qty }) : l.qty}</span>
                {l.problem && l.problem !== 'PRICE_CHANGED' ? <span className={s.problem}> · {t(`checkout.lineProblem.${l.problem}`)}</span> : null}
              </span>
              <span>{l.lineTotal ? formatMoney(l.lineTotal) : ''}</span>
            </li>
          ))}
        </ul>
        <dl className={s.totals}>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatMoney(quote?.subtotal ?? check.subtotal)}</dd>
          <dt>{t('checkout.deliveryShort')}</dt>
          <dd>{quote ? (quote.deliveryFee.amount === 0 ? t('checkout.free') : formatMoney(quote.deliveryFee)) : '—'}</dd>
          <dt className={s.total}>{t('checkout.total')}</dt>
          <dd className={s.total} data-testid="checkout-total">
            {quote ? formatMoney(quote.total) : '—'}
          </dd>
        </dl>
        <p className={s.muted}>{t('product.taxIncluded')}</p>
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(`checkout.refusal.${refusal.code}`, { names: refusal.names?.join(', ') ?? '' })}
            {refusal.code === 'OUT_OF_STOCK' || refusal.code === 'PRODUCT_UNAVAILABLE' ? (
              <>
                {' '}
                <RouterLink href="/cart">{t('checkout.backToCart')}</RouterLink>
              </>
            ) : null}
          </Alert>
        ) : null}
        {quote && !quote.ok ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('cart.fixFirst')} <RouterLink href="/cart">{t('checkout.backToCart')}</RouterLink>
          </Alert>
        ) : null}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!quote || !quote.ok || !method || placing}
          onClick={place}
          data-testid="place-order"
        >
          {placing ? t('checkout.placing') : method === 'COD' ? t('checkout.placeCod') : t('checkout.placePay', { total: quote ? formatMoney(quote.total) : '' })}
        </Button>
        <Typography variant="body2" sx={{ mt: 2 }} className={s.muted}>
          {t('cart.consultation')}
        </Typography>
      </aside>
    </div>
  );
}
