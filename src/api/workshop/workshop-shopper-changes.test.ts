import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { gqlAs, type Shopper } from '../../test/shoppers';
import { stockOf } from '../../test/buying-fixtures';
import { ADVANCE, CANCEL } from '../../test/orders-api';
import { workshopSuite, hour } from '../../test/workshop-suite';

describe.each(testDatabases())('shopper changes to tailored lines on $kind', ({ open }) => {
  const suite = workshopSuite(open);

  it('lets the shopper cancel a tailored order until cutting starts, and says so on the order before they try', async () => {
    const { db, server, saree, meera, designer, admin, tailoredOrder, move } = suite;
    type Cancellable = {
      order: {
        status: string;
        canCancel: boolean;
        cancelRefusal: string | null;
        events: { status: string; actor: string }[];
      } | null;
    };
    const read = async (number: string, who: Shopper = meera) =>
      (
        await gqlAs<Cancellable>(
          server,
          who,
          'query O($n: String!) { order(number: $n) { status canCancel cancelRefusal events { status actor } } }',
          { n: number },
        )
      ).data.order!;
    type Cancel = {
      cancelOrder: { ok: boolean; refusal: string | null; order: { status: string; paymentStatus: string } | null };
    };

    // Before cutting: cancellable, and the saree goes back on sale.
    const early = await tailoredOrder();
    expect(await read(early.number)).toMatchObject({ status: 'PLACED', canCancel: true, cancelRefusal: null });
    const beforeEarly = await stockOf(db, saree);
    const ok = await gqlAs<Cancel>(server, meera, CANCEL, { n: early.number });
    expect(ok.data.cancelOrder).toMatchObject({
      ok: true,
      refusal: null,
      order: { status: 'CANCELLED', paymentStatus: 'REFUND_DUE' },
    });
    expect(await stockOf(db, saree)).toBe(beforeEarly! + 1);
    expect((await read(early.number)).events.at(-1)).toEqual({ status: 'CANCELLED', actor: 'customer' });

    // Once a line is cut: the page says so, and a cancel is refused with nothing changed.
    const { number, lineId } = await tailoredOrder();
    expect((await move(designer, lineId, 0, 'CUTTING')).data.advanceTailoringLine.ok).toBe(true);
    const cut = await read(number);
    expect(cut).toMatchObject({ status: 'IN_TAILORING', canCancel: false, cancelRefusal: 'CUTTING_STARTED' });
    // Staff reading the order see no shopper's refusal: it is the owner's.
    expect(await read(number, admin)).toMatchObject({ canCancel: false, cancelRefusal: null });
    const stock = await stockOf(db, saree);
    const refused = await gqlAs<Cancel>(server, meera, CANCEL, { n: number });
    expect(refused.data.cancelOrder).toMatchObject({
      ok: false,
      refusal: 'CUTTING_STARTED',
      order: { status: 'IN_TAILORING', paymentStatus: 'PAID' },
    });
    expect(await stockOf(db, saree)).toBe(stock);
    expect(await read(number)).toEqual(cut);
    // Further along, still refused.
    for (let v = 1; v < 4; v++) expect((await move(designer, lineId, v)).data.advanceTailoringLine.ok).toBe(true);
    expect(await read(number)).toMatchObject({
      status: 'QUALITY_CHECK',
      canCancel: false,
      cancelRefusal: 'CUTTING_STARTED',
    });
    expect((await gqlAs<Cancel>(server, meera, CANCEL, { n: number })).data.cancelOrder).toMatchObject({
      ok: false,
      refusal: 'CUTTING_STARTED',
    });
    expect(await stockOf(db, saree)).toBe(stock);
    // The store can still cancel it (after talking to the shopper), and its timeline says the team did.
    const byStore = await gqlAs<{ advanceOrder: { ok: boolean } }>(server, admin, ADVANCE, {
      n: number,
      to: 'CANCELLED',
    });
    expect(byStore.data.advanceOrder.ok).toBe(true);
    expect((await read(number)).events.at(-1)).toEqual({ status: 'CANCELLED', actor: 'admin' });
  });

  it('lets the shopper change measurements within 24 h of confirmation, checked against the ranges; then refuses', async () => {
    const { clock, meera, ravi, tailoredOrder, linesOf, change } = suite;
    const { number, lineId } = await tailoredOrder();
    const ok = await change(meera, lineId, 0, { values: [{ field: 'sleeveLength', value: '15.5' }] });
    expect(ok.data.changeTailoringMeasurements).toMatchObject({
      ok: true,
      refusal: null,
      errors: [],
      line: { version: 1, canChange: true },
    });
    expect(ok.data.changeTailoringMeasurements.line!.measurement.values).toContainEqual({
      field: 'sleeveLength',
      mm: 155,
      value: 15.5,
    });

    // Bad figures: a 300 cm waist, letters, a negative length, a field the garment has not: nothing changes.
    for (const [value, field, code] of [
      ['300', 'waist', 'OUT_OF_RANGE'],
      ['abc', 'bust', 'NOT_A_NUMBER'],
      ['-4', 'sleeveLength', 'OUT_OF_RANGE'],
      ['40', 'thigh', 'UNKNOWN_FIELD'],
    ] as const) {
      const bad = await change(meera, lineId, 1, { values: [{ field, value }] });
      expect(bad.data.changeTailoringMeasurements).toMatchObject({
        ok: false,
        refusal: 'INVALID_MEASUREMENT',
        errors: [{ code, field }],
      });
    }
    expect(
      (await change(meera, lineId, 0, { values: [{ field: 'bust', value: '88' }] })).data.changeTailoringMeasurements
        .refusal,
    ).toBe('STALE');
    expect((await change(meera, lineId, 1, {})).data.changeTailoringMeasurements.refusal).toBe('INVALID_INPUT');
    expect(
      (await change(meera, lineId, 1, { p: '00000000-0000-4000-8000-0000000000ff' })).data.changeTailoringMeasurements
        .refusal,
    ).toBe('PROFILE_NOT_FOUND');

    // Another shopper's order: not found, as if it did not exist; the order itself is not theirs to see.
    const theirs = await change(ravi, lineId, 1, { values: [{ field: 'sleeveLength', value: '20' }] });
    expect(theirs.data.changeTailoringMeasurements).toEqual({
      ok: false,
      refusal: 'NOT_FOUND',
      errors: [],
      line: null,
    });
    expect(await linesOf(number, ravi)).toBeNull();

    clock.advance(23 * hour + 59 * 60_000);
    expect(
      (await change(meera, lineId, 1, { values: [{ field: 'sleeveLength', value: '16' }] })).data
        .changeTailoringMeasurements,
    ).toMatchObject({ ok: true, line: { version: 2 } });
    clock.advance(60_000);
    const late = await change(meera, lineId, 2, { values: [{ field: 'sleeveLength', value: '17' }] });
    expect(late.data.changeTailoringMeasurements).toMatchObject({
      ok: false,
      refusal: 'WINDOW_CLOSED',
      line: { version: 2, canChange: false, changeClosed: 'WINDOW_CLOSED' },
    });
    expect(late.data.changeTailoringMeasurements.line!.measurement.values).toContainEqual({
      field: 'sleeveLength',
      mm: 160,
      value: 16,
    });
  });

  it('refuses changes once a designer has moved the line to cutting, even within the window', async () => {
    const { meera, designer, tailoredOrder, linesOf, move, change } = suite;
    const { number, lineId } = await tailoredOrder();
    expect((await move(designer, lineId, 0, 'CUTTING')).data.advanceTailoringLine.ok).toBe(true);
    const r = await change(meera, lineId, 1, { values: [{ field: 'sleeveLength', value: '15' }] });
    expect(r.data.changeTailoringMeasurements).toMatchObject({
      ok: false,
      refusal: 'CUTTING_STARTED',
      line: { stage: 'CUTTING', canChange: false, changeClosed: 'CUTTING_STARTED' },
    });
    expect((await linesOf(number))!.tailoringLines[0]!.measurement.values).toContainEqual({
      field: 'sleeveLength',
      mm: 120,
      value: 12,
    });
  });
});
