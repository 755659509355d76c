import { describe, expect, it } from 'vitest';
import { orderStatuses, type Actor } from '../../lib/order-status';
import {
  canTransition,
  nextStatuses,
  paymentStatusAfter,
  paymentStatusOnLateMoney,
  returnsStock,
  shopperCancelRefusal,
} from './state-machine';

const plain = (status: (typeof orderStatuses)[number]) => ({ status, hasTailoring: false });
const tailored = (status: (typeof orderStatuses)[number]) => ({ status, hasTailoring: true });

describe('order state machine', () => {
  it('walks the ready-made and the tailoring paths, and nothing else', () => {
    expect(nextStatuses(plain('PLACED'), 'admin')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(nextStatuses(plain('CONFIRMED'), 'admin')).toEqual(['QUALITY_CHECK', 'SHIPPED', 'CANCELLED']);
    expect(nextStatuses(tailored('CONFIRMED'), 'admin')).toEqual(['IN_TAILORING', 'CANCELLED']);
    expect(nextStatuses(tailored('IN_TAILORING'), 'admin')).toEqual(['QUALITY_CHECK', 'CANCELLED']);
    expect(nextStatuses(tailored('QUALITY_CHECK'), 'admin')).toEqual(['SHIPPED', 'CANCELLED']);
    expect(nextStatuses(plain('SHIPPED'), 'admin')).toEqual(['DELIVERED']);
    for (const end of ['DELIVERED', 'CANCELLED', 'PAYMENT_FAILED'] as const)
      expect(nextStatuses(plain(end), 'admin')).toEqual([]);
  });

  it('lets only the payment provider settle a pending order, and the system only expire one', () => {
    expect(canTransition(plain('PENDING_PAYMENT'), 'PLACED', 'admin')).toBe(false);
    expect(canTransition(plain('PENDING_PAYMENT'), 'PLACED', 'payment')).toBe(true);
    expect(canTransition(plain('PENDING_PAYMENT'), 'PAYMENT_FAILED', 'payment')).toBe(true);
    expect(canTransition(plain('PENDING_PAYMENT'), 'CANCELLED', 'system')).toBe(true);
    expect(canTransition(plain('PLACED'), 'CANCELLED', 'system')).toBe(false);
    expect(canTransition(plain('PLACED'), 'CANCELLED', 'payment')).toBe(false);
    // Another amount captured than the order's total: the provider's event cancels the unpaid order.
    expect(canTransition(plain('PENDING_PAYMENT'), 'CANCELLED', 'payment')).toBe(true);
    expect(nextStatuses(plain('PENDING_PAYMENT'), 'admin')).toEqual(['CANCELLED']);
  });

  it('allows cancelling before shipping only, and never skips or goes back', () => {
    const actors: Actor[] = ['customer', 'admin'];
    for (const a of actors) {
      for (const s of ['PLACED', 'CONFIRMED', 'QUALITY_CHECK'] as const)
        expect(canTransition(plain(s), 'CANCELLED', a)).toBe(true);
      for (const s of ['PLACED', 'CONFIRMED'] as const) expect(canTransition(tailored(s), 'CANCELLED', a)).toBe(true);
      for (const s of ['SHIPPED', 'DELIVERED', 'CANCELLED', 'PAYMENT_FAILED'] as const)
        expect(canTransition(plain(s), 'CANCELLED', a)).toBe(false);
    }
    expect(canTransition(plain('CONFIRMED'), 'CONFIRMED', 'admin')).toBe(false);
    expect(canTransition(plain('SHIPPED'), 'CONFIRMED', 'admin')).toBe(false);
    expect(canTransition(plain('PLACED'), 'SHIPPED', 'admin')).toBe(false);
    expect(canTransition(plain('CONFIRMED'), 'IN_TAILORING', 'admin')).toBe(false);
    expect(canTransition(tailored('CONFIRMED'), 'SHIPPED', 'admin')).toBe(false);
    expect(canTransition(plain('CONFIRMED'), 'SHIPPED', 'customer')).toBe(false);
  });

  it('keeps a tailored order from its shopper once cutting has started; the store may still cancel it', () => {
    for (const s of ['IN_TAILORING', 'QUALITY_CHECK'] as const) {
      expect(shopperCancelRefusal(tailored(s))).toBe('CUTTING_STARTED');
      expect(canTransition(tailored(s), 'CANCELLED', 'customer')).toBe(false);
      expect(canTransition(tailored(s), 'CANCELLED', 'admin')).toBe(true);
    }
    expect(shopperCancelRefusal(tailored('CONFIRMED'))).toBeNull();
    expect(shopperCancelRefusal(plain('QUALITY_CHECK'))).toBeNull();
    expect(shopperCancelRefusal(tailored('SHIPPED'))).toBe('NOT_ALLOWED');
  });

  it('lets a designer make only the moves the workshop makes, never a cancel or a shipment', () => {
    expect(canTransition(plain('PLACED'), 'CONFIRMED', 'designer')).toBe(true);
    expect(canTransition(tailored('CONFIRMED'), 'IN_TAILORING', 'designer')).toBe(true);
    expect(canTransition(tailored('IN_TAILORING'), 'QUALITY_CHECK', 'designer')).toBe(true);
    expect(canTransition(tailored('QUALITY_CHECK'), 'SHIPPED', 'designer')).toBe(false);
    expect(canTransition(tailored('CONFIRMED'), 'CANCELLED', 'designer')).toBe(false);
    expect(nextStatuses(tailored('QUALITY_CHECK'), 'designer')).toEqual([]);
  });

  it('says what happens to money and stock', () => {
    expect(paymentStatusAfter('PENDING', 'PLACED', 'payment')).toBe('PAID');
    expect(paymentStatusAfter('PENDING', 'PAYMENT_FAILED', 'payment')).toBe('FAILED');
    expect(paymentStatusAfter('PENDING', 'CANCELLED', 'system')).toBe('EXPIRED');
    expect(paymentStatusAfter('PENDING', 'CANCELLED', 'payment')).toBe('REFUND_DUE');
    expect(paymentStatusAfter('PAID', 'CANCELLED', 'customer')).toBe('REFUND_DUE');
    expect(paymentStatusAfter('COD_DUE', 'DELIVERED', 'admin')).toBe('PAID');
    expect(paymentStatusAfter('PAID', 'SHIPPED', 'admin')).toBe('PAID');
    expect(orderStatuses.filter(returnsStock)).toEqual(['CANCELLED', 'PAYMENT_FAILED']);
  });

  it('owes late money back once: an expired or failed payment becomes REFUND_DUE, a paid or owed one stays', () => {
    expect(paymentStatusOnLateMoney('EXPIRED')).toBe('REFUND_DUE');
    expect(paymentStatusOnLateMoney('FAILED')).toBe('REFUND_DUE');
    expect(paymentStatusOnLateMoney('PAID')).toBeNull();
    expect(paymentStatusOnLateMoney('REFUND_DUE')).toBeNull();
  });
});
