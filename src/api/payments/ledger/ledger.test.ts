import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { Params } from '../../../db/statement';
import { payments } from '../../../db/schema/payments';
import { paymentInsert } from './ledger';

describe("an order's payment as the payments domain writes it", () => {
  it('writes every column of payments, nothing yet captured', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const p = new Params();
    const { row, text } = paymentInsert(
      {
        id: 'pay_1',
        orderId: '00000000-0000-4000-8000-000000000001',
        provider: 'cod',
        providerOrderId: null,
        status: 'COD_DUE',
        amountMinor: 100,
        currency: 'INR',
      },
      now,
      p,
    );
    const columns = /insert into payments \(([^)]*)\)/.exec(text)![1]!.split(', ');
    expect(columns).toEqual(Object.values(getTableColumns(payments)).map((c) => c.name));
    expect(row).toMatchObject({ providerPaymentId: null, capturedMinor: null, createdAt: now, updatedAt: now });
    expect(p.values).toHaveLength(columns.length);
  });
});
