'use client';
import { useEffect } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useMutation } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { completeOrder } from '../../client/orders/completion';
import { CancelOrderDocument } from '../../client/orders/documents';
import { useLiveOrder } from '../../client/orders/use-live-order';
import { notify } from '../../client/notify';
import { browserTimeZone, formatCalendarDate, formatInstant } from '../../lib/dates';
import { AddressLines } from '../address/AddressLines';
import { Artwork } from '../Artwork';
import { Price } from '../catalog/Price';
import { RouterLink } from '../RouterLink';
import { RateAndReview } from '../reviews/RateAndReview';
import { OrderTailoring } from '../workshop/OrderTailoring';
import { withOrderNumber } from './OrderNumber';
import { OrderStatusChip } from './OrderStatusChip';
import s from './orders.module.css';

/** One order: what was bought, where it goes, how it is paid, and every step so far, kept live. */
export function OrderDetail({ number, placed }: { number: string; placed: boolean }) {
  const { t, i18n } = useTranslation();
  const { order, state, receive } = useLiveOrder(number);
  const [{ fetching: cancelling }, cancelOrder] = useMutation(asDocument(CancelOrderDocument));
  // Rendered only in the browser (after the session is known): moments in the shopper's own zone.
  const zone = browserTimeZone();
  const when = (at: string) => formatInstant(at, i18n.language, 'dateTime', zone);
  const day = (ymd: string) => formatCalendarDate(ymd, i18n.language, 'day');

  useEffect(() => {
    if (order) completeOrder(order);
  }, [order]);

  if (state === 'loading') return <div className={s.spinner} role="status" aria-label={t('orders.loading')} />;
  if (state === 'failed') return <p role="alert">{t('orders.failed')}</p>;
  if (!order)
    return (
      <div>
        <p>{t('orders.notFound')}</p>
        <RouterLink href="/orders" className="outlined-button">
          {t('orders.all')}
        </RouterLink>
      </div>
    );

  async function cancel() {
    if (!order || !window.confirm(t('orders.confirmCancel'))) return;
    try {
      const { ok, refusal, order: changed } = dataOf(await cancelOrder({ number: order.number })).cancelOrder;
      receive(changed);
      notify(
        ok
          ? t('orders.cancelled')
          : refusal === 'CUTTING_STARTED'
            ? t('orders.cuttingStarted')
            : t('orders.cannotCancel'),
        ok ? 'info' : 'warning',
      );
    } catch {
      notify(t('orders.failed'), 'error');
    }
  }

  const pending = order.status === 'PENDING_PAYMENT';
  return (
    <div>
      {placed && order.status !== 'PAYMENT_FAILED' && order.status !== 'CANCELLED' ? (
        <div className={s.banner} role="status">
          {withOrderNumber((number) => t('orders.thanks', { number }), order.number)}
          {order.hasTailoring ? (
            <div className={s.actions}>
              <RouterLink
                href={`/get-in-touch?order=${encodeURIComponent(order.number)}#book`}
                className={s.button}
                data-testid="order-book-consultation"
              >
                {t('consult.bookFree')}
              </RouterLink>
            </div>
          ) : null}
        </div>
      ) : null}
      {pending ? (
        <div className={`${s.banner} ${s.bannerWait}`} role="status">
          {t('orders.awaitingPayment', { time: order.expiresAt ? when(order.expiresAt) : '' })}
          {order.paymentId && order.paymentMethod === 'TEST_GATEWAY' ? (
            <div className={s.actions}>
              <a className={s.button} href={`/pay/test/${encodeURIComponent(order.paymentId)}`}>
                {t('orders.payNow')}
              </a>
            </div>
          ) : null}
        </div>
      ) : null}
      <p>
        <OrderStatusChip status={order.status} />{' '}
        <span className={s.meta}>{t('rough.orderedOn', { date: when(order.createdAt) })}</span>
      </p>
      <div className={s.grid}>
        <div>
          <section className={s.panel} aria-labelledby="items-title">
            <h2 id="items-title">{t('orders.items', { count: order.items.length })}</h2>
            <ul className={s.items}>
              {order.items.map((i) => (
                <li key={i.productId} className={s.item}>
                  <div className={s.thumb}>{i.image ? <Artwork image={i.image} alt="" sizes="64px" /> : null}</div>
                  <div>
                    <RouterLink href={`/products/${i.slug}`} className={s.itemName}>
                      {i.name}
                    </RouterLink>
                    <p className={s.meta}>
                      {i.kind === 'FABRIC' ? (
                        <>
                          {t('checkout.metres', { n: i.qty })} · <Price {...i.unitPrice} charged />{' '}
                          {t('product.perMetre')}
                        </>
                      ) : (
                        <>
                          {t('rough.piecesAt', { n: i.qty, price: '' })}
                          <Price {...i.unitPrice} charged />
                        </>
                      )}
                    </p>
                    <RateAndReview status={order.status} slug={i.slug} name={i.name} t={t} />
                  </div>
                  <p className={s.strong}>
                    <Price {...i.lineTotal} charged />
                    {i.offerDiscount.amount > 0 ? (
                      <span className={s.saving}>
                        {t('offers.lineSaving')} −<Price {...i.offerDiscount} charged />
                      </span>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
            <dl className={s.totals}>
              <dt>{t('cart.subtotal')}</dt>
              <dd>
                <Price {...order.subtotal} charged />
              </dd>
              <dt>{t('checkout.deliveryShort')}</dt>
              <dd>{order.deliveryFee.amount === 0 ? t('checkout.free') : <Price {...order.deliveryFee} charged />}</dd>
              {/* What offers took off the goods, the offers named: the lines' savings add up to it (a waived
                  delivery fee is the fee of 0 above). */}
              {order.offerDiscount.amount > 0 ? (
                <>
                  <dt>
                    {t('offers.discount')}
                    <span className={s.meta}>
                      {' '}
                      {order.offers
                        .filter((o) => !o.released)
                        .map((o) => (o.code ? `${o.title} (${o.code})` : o.title))
                        .join(', ')}
                    </span>
                  </dt>
                  <dd data-testid="order-offer-discount">
                    −<Price {...order.offerDiscount} charged />
                  </dd>
                </>
              ) : null}
              {/* Points paid part of the goods: the line checkout showed, so the totals add up here too. */}
              {order.pointsUsed > 0 ? (
                <>
                  <dt>{t('rewards.redeem.discount', { count: order.pointsUsed })}</dt>
                  <dd data-testid="order-points-discount">
                    −<Price {...order.pointsDiscount} charged />
                  </dd>
                </>
              ) : null}
              <dt className={s.total}>{t('checkout.total')}</dt>
              <dd className={s.total}>
                <Price {...order.total} charged />
              </dd>
            </dl>
          </section>
          {order.hasTailoring ? (
            <OrderTailoring
              number={order.number}
              awaitingConfirmation={
                ['PENDING_PAYMENT', 'PLACED'].includes(order.status) && order.paymentStatus !== 'PAID'
              }
            />
          ) : null}
          <section className={s.panel} aria-labelledby="timeline-title">
            <h2 id="timeline-title">{t('orders.timeline')}</h2>
            <ol className={s.timeline} data-testid="order-timeline">
              {order.events.map((e, n) => (
                <li key={`${e.at}-${n}`}>
                  <strong>{t(`orders.status.${e.status}`)}</strong>
                  <time dateTime={e.at}>
                    {when(e.at)} · {t(`orders.actor.${e.actor}`, { defaultValue: e.actor })}
                  </time>
                  {e.note ? (
                    <span className={s.meta}>
                      {e.noteCode ? t(`orders.note.${e.noteCode}`, { defaultValue: e.note }) : e.note}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div>
          <section className={s.panel} aria-labelledby="delivery-title">
            <h2 id="delivery-title">{t('orders.deliverTo')}</h2>
            <AddressLines address={order.address} />
            {order.estimatedDelivery && !['DELIVERED', 'CANCELLED', 'PAYMENT_FAILED'].includes(order.status) ? (
              <p className={s.meta}>
                {t('checkout.arrives', {
                  from: day(order.estimatedDelivery.earliest),
                  to: day(order.estimatedDelivery.latest),
                })}
              </p>
            ) : null}
            {order.carrier && order.trackingNumber ? (
              <p data-testid="order-tracking">
                {t('orders.tracking', { carrier: order.carrier, number: order.trackingNumber })}
              </p>
            ) : null}
          </section>
          <section className={s.panel} aria-labelledby="payment-title">
            <h2 id="payment-title">{t('orders.payment')}</h2>
            <p>{t(`checkout.method.${order.paymentMethod}`)}</p>
            <p className={s.meta}>{t(`orders.paymentStatus.${order.paymentStatus}`)}</p>
          </section>
          {order.canCancel ? (
            <button
              type="button"
              className={`${s.button} ${s.buttonSecondary}`}
              onClick={cancel}
              disabled={cancelling}
              data-testid="order-cancel"
            >
              {t('orders.cancel')}
            </button>
          ) : order.cancelRefusal === 'CUTTING_STARTED' ? (
            // Said before the shopper tries: the cloth is cut to their measurements, so the order stays.
            <p className={s.notice} data-testid="order-cancel-closed">
              {t('orders.cuttingStarted')}{' '}
              <RouterLink href="/get-in-touch" className={s.itemName}>
                {t('orders.talkToUs')}
              </RouterLink>
            </p>
          ) : null}
          <p className={s.meta}>
            {t('cart.consultation')}{' '}
            <RouterLink
              href={
                order.hasTailoring
                  ? `/get-in-touch?order=${encodeURIComponent(order.number)}#book`
                  : '/get-in-touch#book'
              }
              className={s.itemName}
              data-testid="order-consultation"
            >
              {t('product.bookConsultation')}
            </RouterLink>
          </p>
        </div>
      </div>
    </div>
  );
}
