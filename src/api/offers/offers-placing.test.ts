import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { countRows } from '../../test/buying-fixtures';
import { addAddress, CANCEL, indiaAddress, newKey } from '../../test/orders-api';
import { ordersSuite } from '../../test/orders-suite';
import { ADMIN_OFFERS, createOffer, offerQuote, priceAt } from '../../test/offers-api';

// Codes and automatic offers from the quote to the order and back: the saving on each line adds up to the
// order's, the order keeps it, a cancelled order gives its use back once, and a code that does not apply
// says why and changes nothing.

const ORDER_OFFERS = `query O($n: String!) { order(number: $n) { total { amount } subtotal { amount } deliveryFee { amount }
  offerDiscount { amount } items { lineTotal { amount } offerDiscount { amount } paid { amount } }
  offers { title code discount { amount } released } } }`;
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ok refusal order { number total { amount } } } }`;
const at = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000).toISOString();

describe.each(testDatabases())('offers on orders on $kind', ({ open }) => {
  const suite = ordersSuite(open);

  const place = async (who = suite.meera, input: Record<string, unknown>) =>
    (
      await gqlAs<{
        placeOrder: {
          ok: boolean;
          refusal: string | null;
          order: { number: string; total: { amount: number } } | null;
        };
      }>(suite.server, who, PLACE, {
        input: { paymentMethod: 'COD', idempotencyKey: newKey(), addressId: suite.home, ...input },
      })
    ).data.placeOrder;
  const offersNow = async () =>
    (
      await gqlAs<{
        adminOffers: {
          id: string;
          uses: number;
          orders: number;
          discountGiven: { amount: number };
          revenue: { amount: number };
        }[];
      }>(suite.server, suite.admin, ADMIN_OFFERS)
    ).data.adminOffers;

  it('applies a code typed in any case and with spaces, spreads it over the lines to the paisa, and the order keeps it', async () => {
    const { db, server, admin, meera, saree, fabric, home, clock } = suite;
    await priceAt(db, saree.id, 12_345_67);
    await priceAt(db, fabric.id, 333_33);
    const made = await createOffer(server, admin, {
      kind: 'CODE',
      titleEn: 'Diwali 15 % off',
      startsAt: at(clock.now(), -60),
      endsAt: at(clock.now(), 60 * 24),
      effect: 'PERCENT_OFF',
      percent: 15,
      code: 'Diwali15',
    });
    expect(made).toMatchObject({ ok: true, refusal: null, offer: { code: 'DIWALI15' } });
    const items = [
      { id: saree.id, qty: 1 },
      { id: fabric.id, qty: 3 },
    ];
    const q = await offerQuote(server, meera, { items, a: home, code: ' diwali 15 ' });
    const subtotal = 12_345_67 + 3 * 333_33;
    const discount = Math.floor((subtotal * 15) / 100 + 0.5);
    expect(q).toMatchObject({ ok: true, subtotal: { amount: subtotal }, offerDiscount: { amount: discount } });
    expect(q.offers).toMatchObject({ code: 'DIWALI15', codeRefusal: null, goodsDiscount: { amount: discount } });
    expect(q.offers.applied).toEqual([
      expect.objectContaining({ title: 'Diwali 15 % off', code: 'DIWALI15', discount: { amount: discount } }),
    ]);
    expect(q.offers.lines.reduce((a, l) => a + l.discount.amount, 0)).toBe(discount);
    expect(q.total.amount).toBe(subtotal - discount + q.deliveryFee.amount);

    const placed = await place(meera, { items, code: 'diwali15', expectedTotal: q.total.amount });
    expect(placed).toMatchObject({ ok: true, refusal: null, order: { total: { amount: q.total.amount } } });
    const o = (
      await gqlAs<{
        order: {
          total: { amount: number };
          subtotal: { amount: number };
          deliveryFee: { amount: number };
          offerDiscount: { amount: number };
          items: { lineTotal: { amount: number }; offerDiscount: { amount: number }; paid: { amount: number } }[];
          offers: { title: string; code: string; discount: { amount: number }; released: boolean }[];
        };
      }>(server, meera, ORDER_OFFERS, { n: placed.order!.number })
    ).data.order;
    expect(o.offerDiscount.amount).toBe(discount);
    expect(o.items.map((i) => i.offerDiscount.amount)).toEqual(q.offers.lines.map((l) => l.discount.amount));
    for (const i of o.items) expect(i.paid.amount).toBe(i.lineTotal.amount - i.offerDiscount.amount);
    expect(o.total.amount).toBe(o.subtotal.amount + o.deliveryFee.amount - o.offerDiscount.amount);
    expect(o.offers).toEqual([
      { title: 'Diwali 15 % off', code: 'DIWALI15', discount: { amount: discount }, released: false },
    ]);
    const [counted] = (await offersNow()).filter((x) => x.id === made.offer!.id);
    expect(counted).toMatchObject({
      uses: 1,
      orders: 1,
      discountGiven: { amount: discount },
      revenue: { amount: q.total.amount },
    });

    // Cancelled: the use and the discount go back to the offer, once however often it is asked.
    expect(
      (await gqlAs<{ cancelOrder: { ok: boolean } }>(server, meera, CANCEL, { n: placed.order!.number })).data
        .cancelOrder.ok,
    ).toBe(true);
    await gqlAs(server, meera, CANCEL, { n: placed.order!.number });
    const [back] = (await offersNow()).filter((x) => x.id === made.offer!.id);
    expect(back).toMatchObject({ uses: 0, orders: 0, discountGiven: { amount: 0 } });
    const after = (
      await gqlAs<{ order: { offers: { released: boolean }[] } }>(server, meera, ORDER_OFFERS, {
        n: placed.order!.number,
      })
    ).data.order;
    expect(after.offers).toEqual([expect.objectContaining({ released: true })]);
  });

  it('says why a code does not apply, refuses to place with it and changes nothing', async () => {
    const { db, server, admin, saree, fabric, clock } = suite;
    const ravi = await createShopper(db, server);
    const home = await addAddress(server, ravi, { ...indiaAddress, phone: '+919820099999' });
    const now = clock.now();
    const code = async (c: string, extra: Record<string, unknown>) =>
      expect(
        (
          await createOffer(server, admin, {
            kind: 'CODE',
            titleEn: c,
            startsAt: at(now, -60),
            effect: 'PERCENT_OFF',
            percent: 10,
            code: c,
            ...extra,
          })
        ).ok,
      ).toBe(true);
    await code('SOON10', { startsAt: at(now, 60) });
    await code('GONE10', { startsAt: at(now, -120), endsAt: at(now, -60) });
    await code('BIG10', { minSubtotal: 50_000_000 });
    await code('FABRIC10', { include: { kinds: ['fabric'] } });
    await code('ONCE10', { maxUses: 1 });
    await code('MINE10', { maxUsesPerShopper: 1 });
    const sareeOnly = [{ id: saree.id, qty: 1 }];
    const why = async (c: string, items = sareeOnly) =>
      (await offerQuote(server, ravi, { items, a: home, code: c })).offers.codeRefusal;
    expect(await why('NOSUCHCODE')).toBe('UNKNOWN');
    expect(await why('soon10')).toBe('NOT_STARTED');
    expect(await why('GONE10')).toBe('EXPIRED');
    expect(await why('BIG10')).toBe('MIN_NOT_REACHED');
    expect(await why('FABRIC10')).toBe('NOT_FOR_ITEMS');
    expect(await why('FABRIC10', [{ id: fabric.id, qty: 1 }])).toBeNull();

    const orders = await countRows(db, 'orders');
    for (const c of ['NOSUCHCODE', 'SOON10', 'GONE10', 'BIG10', 'FABRIC10'])
      expect(await place(ravi, { items: sareeOnly, addressId: home, code: c })).toMatchObject({
        ok: false,
        refusal: 'CODE_REFUSED',
      });
    expect(await countRows(db, 'orders')).toBe(orders);

    // Used up by another shopper; one per shopper counts the phone the order goes to, on any account.
    expect((await place(suite.meera, { items: sareeOnly, code: 'ONCE10' })).ok).toBe(true);
    expect(await why('ONCE10')).toBe('USED_UP');
    expect((await place(ravi, { items: sareeOnly, addressId: home, code: 'MINE10' })).ok).toBe(true);
    expect(await why('MINE10')).toBe('ONE_PER_SHOPPER');
    const twin = await createShopper(db, server);
    const twinHome = await addAddress(server, twin, { ...indiaAddress, phone: '+91 98200 99999' });
    expect((await offerQuote(server, twin, { items: sareeOnly, a: twinHome, code: 'MINE10' })).offers.codeRefusal).toBe(
      'ONE_PER_SHOPPER',
    );
  });

  it('stops answering codes for a shopper who types too many that do not exist, real ones included', async () => {
    const { db, server, saree } = suite;
    const guesser = await createShopper(db, server);
    const home = await addAddress(server, guesser);
    const items = [{ id: saree.id, qty: 1 }];
    for (let i = 0; i < 10; i++)
      expect((await offerQuote(server, guesser, { items, a: home, code: `GUESS${i}XYZ` })).offers.codeRefusal).toBe(
        'UNKNOWN',
      );
    const q = await offerQuote(server, guesser, { items, a: home, code: 'SOON10' });
    expect(q.offers.codeRefusal).toBe('TOO_MANY_ATTEMPTS');
    expect(q.offerDiscount.amount).toBe(0);
  });

  it('waives delivery, takes an amount off no larger than the lines, and lets points pay only what is left', async () => {
    const { db, server, admin, fabric, clock } = suite;
    const asha = await createShopper(db, server);
    const home = await addAddress(server, asha, { ...indiaAddress, phone: '+919820088888' });
    await priceAt(db, fabric.id, 333_33);
    const now = clock.now();
    expect(
      (
        await createOffer(server, admin, {
          kind: 'CODE',
          titleEn: 'Free delivery',
          startsAt: at(now, -1),
          effect: 'FREE_DELIVERY',
          code: 'SHIPFREE',
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await createOffer(server, admin, {
          kind: 'CODE',
          titleEn: 'Huge',
          startsAt: at(now, -1),
          effect: 'AMOUNT_OFF',
          amount: 99_999_99,
          code: 'HUGE',
          include: { kinds: ['fabric'] },
        })
      ).ok,
    ).toBe(true);
    const items = [{ id: fabric.id, qty: 1 }];
    const free = await offerQuote(server, asha, { items, a: home, code: 'SHIPFREE' });
    expect(free).toMatchObject({
      deliveryFee: { amount: 0 },
      offers: { deliveryDiscount: { amount: 9900 } },
      total: { amount: 333_33 },
    });
    const huge = await offerQuote(server, asha, { items, a: home, code: 'HUGE' });
    expect(huge).toMatchObject({ offerDiscount: { amount: 333_33 }, total: { amount: 9900 } });
  });
});
