import { describe, expect, it } from 'vitest';
import type { OrderFieldsFragment } from '../../gql/graphql';
import { newestOrder } from './use-live-order';

const at = (updatedAt: string, status: OrderFieldsFragment['status']) =>
  ({ number: 'SIL-1', updatedAt, status }) as OrderFieldsFragment;

describe('newestOrder', () => {
  it('keeps the order changed last, whichever way it arrived', () => {
    const read = at('2026-11-27T10:00:00.000Z', 'PLACED');
    const cancelled = at('2026-11-27T10:00:05.000Z', 'CANCELLED');
    expect(newestOrder(read, null, cancelled)?.status).toBe('CANCELLED');
    expect(newestOrder(cancelled, read, undefined)?.status).toBe('CANCELLED');
  });

  it('lets the later source win a tie and answers null when there is nothing', () => {
    const a = at('2026-11-27T10:00:00.000Z', 'PLACED');
    const b = at('2026-11-27T10:00:00.000Z', 'CONFIRMED');
    expect(newestOrder(a, b)?.status).toBe('CONFIRMED');
    expect(newestOrder(b, a)?.status).toBe('PLACED');
    expect(newestOrder(null, undefined)).toBeNull();
  });
});
