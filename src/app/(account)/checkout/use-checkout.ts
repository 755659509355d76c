'use client';
import { useProgressRouter } from '../../../client/navigation';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { MyAddressesDocument } from '../../../client/addresses/documents';
import { track } from '../../../client/analytics/data-layer';
import { events } from '../../../client/analytics/events';
import type { TrackedCartItem } from '../../../client/analytics/items';
import { gatewayItems } from '../../../client/cart/gateway-items';
import { lineKey } from '../../../lib/cart-rules';
import { useCartCheck } from '../../../client/cart/use-cart-check';
import { CheckoutQuoteDocument, PlaceOrderDocument } from '../../../client/checkout/documents';
import { forgetAttempt, idempotencyKey } from '../../../client/checkout/idempotency';
import { useCheckoutStore } from '../../../client/checkout/store';
import { useOfferCode } from '../../../client/offers/code-store';
import { asDocument } from '../../../client/graphql/document';
import { dataOf } from '../../../client/graphql/result';
import { notify } from '../../../client/notify';
import { completeOrder, rememberOrderLines } from '../../../client/orders/completion';
import { payWithRazorpay } from '../../../client/orders/razorpay';
import { VerifyRazorpayDocument } from '../../../client/payments/documents';
import { useSession } from '../../../client/session/SessionProvider';
import { trackedLine } from '../../../components/cart/cart-tracking';
import type { AddressFieldsFragment, PaymentMethod, PlaceOrderRefusal } from '../../../gql/graphql';

/** The book a failed read counts as: one array, so a deferred value of it does not change each render. */
const noAddresses: AddressFieldsFragment[] = [];

/** Why the order was not placed: the gateway's refusal, or `network` when it could not be asked. */
export type Refusal = { code: PlaceOrderRefusal | 'network'; names?: string[] };

/**
 * Everything the checkout page does: the priced cart, the address book and the chosen address, the
 * quote (delivery and payment methods) for them, the chosen method, and placing the order, then
 * paying for it or showing it.
 */
export function useCheckout(storeName: string) {
  const { t } = useTranslation();
  const router = useProgressRouter();
  const { user } = useSession();
  const { ready, items, check } = useCartCheck();
  const { selectedDeliveryAddress, newSelectedAddress, setSelectedDeliveryAddress, setNewSelectedAddress } =
    useCheckoutStore();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Reward points to pay with (RedeemPoints sets them; the server checks them again).
  const [redeemPoints, setRedeemPoints] = useState(0);

  // begin_checkout once, when the shopper arrives with a priced cart.
  const began = useRef(false);
  useEffect(() => {
    if (began.current || !check || check.lines.length === 0) return;
    began.current = true;
    track(events.beginCheckout(check.lines.map((l) => trackedLine(l)).filter((x): x is TrackedCartItem => x !== null)));
  }, [check]);

  // The address book, with the addresses saved here added; a failed read counts as an empty book.
  const [book] = useQuery({ query: asDocument(MyAddressesDocument) });
  const [added, setAdded] = useState<AddressFieldsFragment[]>([]);
  const saved = useDeferredValue(book.data?.myAddresses ?? (book.error ? noAddresses : null));
  const addresses = saved && [...saved.filter((a) => !added.some((x) => x.id === a.id)), ...added];
  useEffect(() => {
    const list = book.data?.myAddresses;
    if (!list) return;
    const current = useCheckoutStore.getState().selectedDeliveryAddress;
    if (!current || !list.some((a) => a.id === current)) setSelectedDeliveryAddress(list[0]?.id ?? null);
    if (list.length === 0) setNewSelectedAddress(true);
  }, [book.data, setSelectedDeliveryAddress, setNewSelectedAddress]);

  function addAddress(a: AddressFieldsFragment) {
    setAdded((list) => [...list.filter((x) => x.id !== a.id), a]);
    setSelectedDeliveryAddress(a.id);
    setNewSelectedAddress(false);
  }

  // The quote for this cart and address; the previous one stays while the next is asked.
  const lines = useMemo(() => gatewayItems(items), [items]);
  const { code, ready: codeReady, load: loadCode } = useOfferCode();
  useEffect(() => {
    if (!codeReady) loadCode();
  }, [codeReady, loadCode]);
  const quoteFor = useMemo(
    () => ({ items: lines, addressId: selectedDeliveryAddress ?? '', redeemPoints: redeemPoints || null, code }),
    [lines, selectedDeliveryAddress, redeemPoints, code],
  );
  const unquoted = !selectedDeliveryAddress || items.length === 0 || !codeReady;
  const [quoted, requote] = useQuery({
    query: asDocument(CheckoutQuoteDocument),
    variables: quoteFor,
    pause: unquoted,
  });
  // Shown as a transition: the delivery, payment and review steps it fills render in slices.
  const quote = useDeferredValue(unquoted || quoted.error ? null : (quoted.data?.checkoutQuote ?? null));
  useEffect(() => {
    const methods = quoted.data?.checkoutQuote.paymentMethods;
    if (methods) setMethod((m) => (m && methods.includes(m) ? m : (methods[0] ?? null)));
  }, [quoted.data]);

  const [, placeOrder] = useMutation(asDocument(PlaceOrderDocument));
  const [, verifyRazorpay] = useMutation(asDocument(VerifyRazorpayDocument));

  async function place() {
    if (!quote || !method || !selectedDeliveryAddress || placing || measurementsMissing) return;
    setPlacing(true);
    setRefusal(null);
    const input = {
      items: lines,
      addressId: selectedDeliveryAddress,
      paymentMethod: method,
      redeemPoints: redeemPoints || null,
      // Only a code that applies goes with the order; the total shown is the one the shopper agrees to.
      code: quote.offers.code,
      expectedTotal: quote.total.amount,
    };
    try {
      const { placeOrder: r } = dataOf(
        await placeOrder({ input: { ...input, idempotencyKey: idempotencyKey(input) } }),
      );
      if (!r.ok || !r.order) {
        setRefusal({
          code: r.refusal ?? 'network',
          // One product on several lines is named once.
          names: [
            ...new Set(
              r.problems.map((p) =>
                p.tailoring?.problem
                  ? `${p.product?.name ?? ''}: ${t(`tailoring.problem.${p.tailoring.problem}`)}`
                  : (p.product?.name ?? ''),
              ),
            ),
          ].filter(Boolean),
        });
        // The total moved under the order (a price, or the address): show the new one before a retry.
        if (r.refusal === 'TOTAL_CHANGED' || r.refusal === 'OFFER_CHANGED' || r.refusal === 'CODE_REFUSED')
          requote({ requestPolicy: 'network-only' });
        setPlacing(false);
        return;
      }
      forgetAttempt();
      const order = r.order;
      rememberOrderLines(order.number, items.map(lineKey));
      if (r.payment?.redirectUrl) return window.location.assign(r.payment.redirectUrl);
      if (r.payment?.razorpay) {
        const rp = r.payment.razorpay;
        const result = await payWithRazorpay({
          key: rp.keyId,
          order_id: rp.orderId,
          amount: rp.amount,
          currency: rp.currency,
          name: storeName,
          description: order.number,
          prefill: { name: user?.name ?? undefined, contact: user?.phone },
        });
        if (result) {
          const { verifyRazorpayPayment: v } = dataOf(
            await verifyRazorpay({
              orderNumber: order.number,
              razorpayOrderId: result.razorpay_order_id,
              razorpayPaymentId: result.razorpay_payment_id,
              signature: result.razorpay_signature,
            }),
          );
          // Razorpay took another amount than the total: the order is not paid and the money is owed back.
          if (v.refusal === 'PAYMENT_MISMATCH') notify(t('checkout.refusal.PAYMENT_MISMATCH'), 'warning');
        }
        return router.push(`/processing-payment?order=${encodeURIComponent(order.number)}`);
      }
      completeOrder(order);
      // No notice over the page: the order's page says it is placed ("Thank you! …"), and a notice there
      // covered "Cancel this order" and the payment panel for seconds.
      router.push(`/orders/${encodeURIComponent(order.number)}?placed=1`);
    } catch {
      setRefusal({ code: 'network' });
      setPlacing(false);
    }
  }

  // Every tailoring line that needs measurements must say how they are taken before the order is placed.
  const measurementsMissing = items.some(
    (i) => i.tailoring && !i.tailoring.measurement && check?.lines.find((l) => l.key === i.key)?.tailoring?.garment,
  );

  return {
    measurementsMissing,
    user,
    ready,
    items,
    check,
    addresses,
    addAddress,
    selectedDeliveryAddress,
    setSelectedDeliveryAddress,
    newSelectedAddress,
    setNewSelectedAddress,
    quote,
    method,
    setMethod,
    placing,
    refusal,
    place,
    redeemPoints,
    setRedeemPoints,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
