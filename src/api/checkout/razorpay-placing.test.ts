import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';
import { setPrice, stockOf } from '../../test/buying-fixtures';
import { addAddress, indiaAddress, londonAddress, orderOf, place } from '../../test/orders-api';
import { paidOrders, paymentsSuite } from '../../test/payments-suite';

// The money hole: Razorpay's order is made from a quote before the placing transaction, which prices
// again. Whatever moves between the two (the address, a price), the order is placed only at the amount
// Razorpay will collect, and paid only when what Razorpay captured is its total.

const EDIT_ADDRESS = `mutation E($id: ID, $input: AddressInput!) { saveAddress(id: $id, input: $input) { ok } }`;

describe.each(testDatabases())('Razorpay placing while the total moves, on $kind', ({ open }) => {
  const suite = paymentsSuite(open);

  /** Places a Razorpay order of one saree and runs `meanwhile` while Razorpay's order call is held. */
  async function placeWhile(addressId: string, meanwhile: () => Promise<void>) {
    const { fake, server, saree, meera } = suite;
    const held = fake.holdNextOrder();
    const placing = place(server, meera, { items: [{ id: saree.id, qty: 1 }], addressId, paymentMethod: 'RAZORPAY' });
    await held.arrived;
    await meanwhile();
    held.release();
    return { placed: await placing, asked: fake.orders.at(-1)! };
  }

  it('refuses an order whose address moved abroad while Razorpay was asked, then places it at the new total', async () => {
    const { db, server, saree, meera, payRazorpay } = suite;
    const addressId = await addAddress(server, meera);
    const stock = await stockOf(db, saree.id);
    const { placed, asked } = await placeWhile(addressId, async () => {
      const edited = await gqlAs<{ saveAddress: { ok: boolean } }>(server, meera, EDIT_ADDRESS, {
        id: addressId,
        input: londonAddress,
      });
      expect(edited.data.saveAddress.ok).toBe(true);
    });
    expect(placed).toMatchObject({ ok: false, refusal: 'TOTAL_CHANGED', order: null, payment: null });
    expect(await stockOf(db, saree.id)).toBe(stock);

    // Asked again, Razorpay's order is made for the total the order stores: delivery abroad included
    // (free in India at this price).
    const again = await place(server, meera, {
      items: [{ id: saree.id, qty: 1 }],
      addressId,
      paymentMethod: 'RAZORPAY',
    });
    expect(again.ok).toBe(true);
    expect(again.order!.address.country).toBe('GB');
    const abroad = again.order!.deliveryFee.amount;
    expect(abroad).toBeGreaterThan(0);
    expect(asked.amount).toBe(again.order!.total.amount - abroad);
    expect(again.payment!.razorpay!.amount).toBe(again.order!.total.amount);
    const { verified } = await payRazorpay(again.order!.number, again.payment!.razorpay!.orderId);
    expect(verified).toEqual({ ok: true, refusal: null, order: { status: 'PLACED', paymentStatus: 'PAID' } });
    await gqlAs(server, meera, EDIT_ADDRESS, { id: addressId, input: indiaAddress });
  });

  it('refuses an order whose price staff changed while Razorpay was asked, either way, and never pays short', async () => {
    const { db, server, saree, meera, home, payRazorpay } = suite;
    for (const change of [+500_00, -500_00]) {
      const { placed, asked } = await placeWhile(home, () => setPrice(db, saree.id, saree.price + change));
      expect(placed).toMatchObject({ ok: false, refusal: 'TOTAL_CHANGED', order: null });
      expect(asked.amount).toBe(saree.price);
      const again = await place(server, meera, {
        items: [{ id: saree.id, qty: 1 }],
        addressId: home,
        paymentMethod: 'RAZORPAY',
      });
      expect(again.order!.total.amount).toBe(saree.price + change);
      expect(again.payment!.razorpay!.amount).toBe(saree.price + change);
      const { verified } = await payRazorpay(again.order!.number, again.payment!.razorpay!.orderId);
      expect(verified).toMatchObject({ ok: true, order: { paymentStatus: 'PAID' } });
      await setPrice(db, saree.id, saree.price);
    }
  });

  it('places as before when nothing moves while Razorpay is asked; every paid order captured its total', async () => {
    const { db, server, meera, home, payRazorpay } = suite;
    const { placed, asked } = await placeWhile(home, async () => {});
    expect(placed.ok).toBe(true);
    expect(asked).toMatchObject({ id: placed.payment!.razorpay!.orderId, amount: placed.order!.total.amount });
    // Razorpay captured less than the total (an order made before this rule, or Razorpay's own error).
    const short = await payRazorpay(placed.order!.number, asked.id, { amount: asked.amount - 3_499_00 });
    expect(short.verified).toMatchObject({ ok: false, refusal: 'PAYMENT_MISMATCH' });
    expect((await orderOf(server, meera, placed.order!.number))!.paymentStatus).toBe('REFUND_DUE');
    const paid = await paidOrders(db);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.filter((p) => p.captured !== p.total)).toEqual([]);
    expect(paid.map((p) => p.number)).not.toContain(placed.order!.number);
  });
});
