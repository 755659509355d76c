import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { orderEvents } from '../../db/schema/orders';
import { testDatabases } from '../../test/databases';
import { gqlAs, type Shopper } from '../../test/shoppers';
import { workshopSuite, type Line } from '../../test/workshop-suite';

const RECORD = `mutation R($id: ID!, $v: Int!, $g: MeasurementGarment!, $u: MeasurementUnit!, $values: [MeasurementValueInput!]!) {
  recordTailoringFigures(lineId: $id, expectedVersion: $v, garment: $g, unit: $u, values: $values) {
    ok refusal errors { code field } line { id version stage awaitsFigures measurement { kind unit values { field mm value } } } } }`;
type RecordShape = {
  recordTailoringFigures: {
    ok: boolean;
    refusal: string | null;
    errors: { code: string; field: string | null }[];
    line: (Pick<Line, 'id' | 'version' | 'stage' | 'measurement'> & { awaitsFigures: boolean }) | null;
  };
};

/** A blouse's figures in cm, every one inside its range. */
const blouse: Record<string, string> = {
  bust: '86',
  waist: '72',
  shoulderWidth: '36.5',
  armhole: '40',
  sleeveLength: '12',
  sleeveRound: '28',
  blouseLength: '38',
  frontNeckDepth: '18',
  backNeckDepth: '20',
};
const valuesOf = (over: Record<string, string> = {}) =>
  Object.entries({ ...blouse, ...over }).map(([field, value]) => ({ field, value }));

describe.each(testDatabases())('figures taken on a call on $kind', ({ open }) => {
  const suite = workshopSuite(open);
  const record = (who: Shopper | null, id: string, v: number, over: Record<string, string> = {}, u = 'CM') =>
    gqlAs<RecordShape>(suite.server, who, RECORD, { id, v, g: 'BLOUSE', u, values: valuesOf(over) });

  it('refuses anonymous and shoppers; a line without figures cannot move on', async () => {
    const { meera, designer, calledOrder, move } = suite;
    const { lineId } = await calledOrder();
    for (const who of [null, meera]) {
      expect((await record(who, lineId, 0)).errors?.[0]?.extensions?.code).toBe('access-denied');
    }
    expect((await move(designer, lineId, 0)).data.advanceTailoringLine).toMatchObject({
      ok: false,
      refusal: 'NO_FIGURES',
      line: { stage: 'AWAITING_MEASUREMENTS', version: 0 },
    });
  });

  it("checks the figures by the shopper's rule, refuses a stale version, then lets the line go to cutting", async () => {
    const { db, designer, admin, calledOrder, move, linesOf } = suite;
    const { number, lineId } = await calledOrder();
    const wide = await record(designer, lineId, 0, { bust: '300' });
    expect(wide.data.recordTailoringFigures).toMatchObject({
      ok: false,
      refusal: 'INVALID_MEASUREMENT',
      errors: [{ code: 'OUT_OF_RANGE', field: 'bust' }],
    });
    const missing = await record(designer, lineId, 0, { waist: '' });
    expect(missing.data.recordTailoringFigures.errors).toEqual([{ code: 'MISSING_FIELD', field: 'waist' }]);
    const step = await record(designer, lineId, 0, { bust: '34.3' }, 'IN');
    expect(step.data.recordTailoringFigures.errors).toContainEqual({ code: 'BAD_STEP', field: 'bust' });

    const done = await record(designer, lineId, 0);
    expect(done.data.recordTailoringFigures).toMatchObject({
      ok: true,
      line: {
        version: 1,
        stage: 'MEASUREMENTS_CONFIRMED',
        awaitsFigures: false,
        measurement: { kind: 'DESIGNER_CALL', unit: 'CM' },
      },
    });
    expect(done.data.recordTailoringFigures.line!.measurement.values).toContainEqual({
      field: 'shoulderWidth',
      mm: 365,
      value: 36.5,
    });
    expect((await record(admin, lineId, 0)).data.recordTailoringFigures).toMatchObject({
      ok: false,
      refusal: 'STALE',
      line: { version: 1 },
    });
    expect((await record(admin, lineId, 1, { bust: '87' })).data.recordTailoringFigures.ok).toBe(true);

    const audit = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tailoring_line'), eq(auditLog.entityId, lineId)));
    expect(audit.map((a) => [a.action, a.actorRole])).toEqual([
      ['figures.record', 'designer'],
      ['figures.record', 'admin'],
    ]);
    expect(audit[0]!.actorId).toBe(designer.id);
    expect(audit[0]!.before).toMatchObject({ stage: 'AWAITING_MEASUREMENTS', figures: null });
    expect(audit[0]!.after).toMatchObject({ stage: 'MEASUREMENTS_CONFIRMED', figures: { unit: 'cm' } });
    expect(audit[1]!.before).toMatchObject({ figures: { valuesMm: { bust: 860 } } });
    expect(audit[1]!.after).toMatchObject({ figures: { valuesMm: { bust: 870 } } });

    expect((await move(designer, lineId, 2, 'CUTTING')).data.advanceTailoringLine).toMatchObject({
      ok: true,
      line: { stage: 'CUTTING' },
    });
    const moved = await db.db.select().from(auditLog).where(eq(auditLog.entityId, lineId));
    expect(moved.at(-1)).toMatchObject({ action: 'stage.advance', actorRole: 'designer', after: { stage: 'CUTTING' } });
    expect((await record(designer, lineId, 3)).data.recordTailoringFigures.refusal).toBe('NOT_AWAITING');

    const events = (await linesOf(number))!.events;
    expect(events.filter((e) => e.note === 'Measurements taken by the designer').map((e) => e.actor)).toEqual([
      'designer',
      'admin',
    ]);
    const [row] = await db.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.note, 'Measurements taken by the designer'), eq(orderEvents.actor, 'designer')));
    expect(row!.actorId).toBe(designer.id);
  });

  it("refuses figures for a line with the shopper's saved profile", async () => {
    const { designer, tailoredOrder } = suite;
    const { lineId } = await tailoredOrder();
    expect((await record(designer, lineId, 0)).data.recordTailoringFigures.refusal).toBe('NOT_AWAITING');
  });
});
