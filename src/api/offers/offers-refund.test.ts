import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { ADVANCE, newKey, PLACE, type PlaceShape } from '../../test/orders-api';
import { COMPLETE, paymentsSuite } from '../../test/payments-suite';
import { settle } from '../../test/admin-orders-api';
import { ADMIN_OFFERS, createOffer, priceAt } from '../../test/offers-api';
import { pdfText } from '../../test/pdf-text';

// A paid order with a code, cancelled by the store and refunded: the money back is what was captured
// (each line's price less its share of the offer), never the price before it; the code's use comes back
// once, at the cancel, and the refund gives nothing back a second time. The invoice taxes what was paid.

const LINES = `query O($n: String!) { order(number: $n) { total { amount } offerDiscount { amount } deliveryFee { amount }
  items { lineTotal { amount } offerDiscount { amount } paid { amount } } offers { code released } } }`;
type Lines = {
  total: { amount: number };
  offerDiscount: { amount: number };
  deliveryFee: { amount: number };
  items: { lineTotal: { amount: number }; offerDiscount: { amount: number }; paid: { amount: number } }[];
  offers: { code: string; released: boolean }[];
};

describe.each(testDatabases())('refunding an order with an offer on $kind', ({ open }) => {
  const suite = paymentsSuite(open);

  it('gives back what each line was paid, and the use once', async () => {
    const { db, server, meera, saree, home, clock } = suite;
    const admin = await createShopper(db, server, 'admin');
    await priceAt(db, saree.id, 7_777_77);
    const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();
    const made = await createOffer(server, admin, {
      kind: 'CODE',
      titleEn: 'Ten uses, 15 % off',
      startsAt: at(-60),
      effect: 'PERCENT_OFF',
      percent: 15,
      code: 'REFUND15',
      maxUses: 10,
    });
    expect(made.ok).toBe(true);
    const uses = async () =>
      (await gqlAs<{ adminOffers: { id: string; uses: number }[] }>(server, admin, ADMIN_OFFERS)).data.adminOffers.find(
        (o) => o.id === made.offer!.id,
      )!.uses;

    const placed = (
      await gqlAs<{ placeOrder: PlaceShape }>(server, meera, PLACE, {
        input: {
          items: [{ id: saree.id, qty: 3 }],
          addressId: home,
          paymentMethod: 'TEST_GATEWAY',
          idempotencyKey: newKey(),
          code: 'refund15',
        },
      })
    ).data.placeOrder;
    expect(placed.ok).toBe(true);
    const n = placed.order!.number;
    await gqlAs(server, meera, COMPLETE, { id: placed.order!.paymentId, o: 'SUCCESS' });
    expect(await uses()).toBe(1);

    const order = (await gqlAs<{ order: Lines }>(server, meera, LINES, { n })).data.order;
    // 15 % of 3 × ₹7,777.77 = ₹3,499.9965: ₹3,500.00 in whole paise, on the one line.
    expect(order.items).toEqual([
      { lineTotal: { amount: 23_333_31 }, offerDiscount: { amount: 3_500_00 }, paid: { amount: 19_833_31 } },
    ]);
    expect(order.total.amount).toBe(19_833_31 + order.deliveryFee.amount);
    // The tax invoice taxes the line at what was paid for it, and says what the offer took off.
    const pdf = await fetch(`${server.url}/api/admin/orders/${n}/invoice.pdf`, { headers: await admin.headers() });
    expect(pdf.status).toBe(200);
    const invoice = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(invoice).toContain('(INR 23333.31 less offer INR 3500.00)');
    expect(invoice).toMatch(/INR 19833\.31/);

    await gqlAs(server, admin, ADVANCE, { n, to: 'CANCELLED' });
    expect(await uses()).toBe(0);
    const refunded = await settle(server, admin, n, 'NEFT-OFFER-1');
    expect(refunded).toMatchObject({
      ok: true,
      order: { paymentStatus: 'REFUNDED', refunds: [{ amount: { amount: order.total.amount } }] },
    });
    // The refund gives back no use a second time, and the order says its use went back.
    expect(await uses()).toBe(0);
    const after = (await gqlAs<{ order: Lines }>(server, meera, LINES, { n })).data.order;
    expect(after.offers).toEqual([{ code: 'REFUND15', released: true }]);
  });
});
