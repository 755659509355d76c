import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { measurementProfiles } from '../../db/schema/measurements';
import { snapshotMeasurementChoice } from './snapshot';

const FIELDS = 'ok errors { code field } profile { id name garment unit values { field mm } }';
const CREATE = `mutation C($input: MeasurementProfileInput!) { createMeasurementProfile(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: MeasurementProfileInput!) { updateMeasurementProfile(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteMeasurementProfile(id: $id) { ok code } }';
const LIST =
  'query L($garment: MeasurementGarment) { myMeasurementProfiles(garment: $garment) { id name garment unit values { field mm } } }';

type Profile = { id: string; name: string; garment: string; unit: string; values: { field: string; mm: number }[] };
type Save = { ok: boolean; errors: { code: string; field: string | null }[]; profile: Profile | null };

/** A plausible blouse in centimetres. */
const blouseCm: Record<string, string> = {
  bust: '86',
  underBust: '74.5',
  waist: '72',
  shoulderWidth: '36',
  armhole: '42',
  sleeveLength: '12',
  sleeveRound: '28',
  blouseLength: '38',
  frontNeckDepth: '17.5',
  backNeckDepth: '22',
};
const values = (v: Record<string, string>) => Object.entries(v).map(([field, value]) => ({ field, value }));
const blouse = (over: Record<string, string> = {}, name = 'Me', unit = 'CM') => ({
  name,
  garment: 'BLOUSE',
  unit,
  values: values({ ...blouseCm, ...over }),
});

describe.each(testDatabases())('measurement profiles on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let a: Shopper;
  let b: Shopper;
  const create = async (who: Shopper | null, input: unknown) =>
    gqlAs<{ createMeasurementProfile: Save }>(server, who, CREATE, { input });
  const list = async (who: Shopper, garment?: string) =>
    (await gqlAs<{ myMeasurementProfiles: Profile[] }>(server, who, LIST, { garment })).data.myMeasurementProfiles;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { seed: false });
    a = await createShopper(db, server);
    b = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('saves a blouse in cm and another in inches, both stored in millimetres', async () => {
    const cm = (await create(a, blouse())).data.createMeasurementProfile;
    expect(cm).toMatchObject({ ok: true, errors: [], profile: { name: 'Me', garment: 'BLOUSE', unit: 'CM' } });
    expect(Object.fromEntries(cm.profile!.values.map((v) => [v.field, v.mm]))).toMatchObject({
      bust: 860,
      underBust: 745,
      frontNeckDepth: 175,
    });

    const inches = {
      bust: '34',
      waist: '28.5',
      shoulderWidth: '14.25',
      armhole: '16.5',
      sleeveLength: '4.75',
      sleeveRound: '11',
      blouseLength: '15',
      frontNeckDepth: '7',
      backNeckDepth: '8.75',
    };
    const inch = (await create(a, { name: 'Amma', garment: 'BLOUSE', unit: 'IN', values: values(inches) })).data
      .createMeasurementProfile;
    expect(inch).toMatchObject({ ok: true, profile: { name: 'Amma', unit: 'IN' } });
    const mm = Object.fromEntries(inch.profile!.values.map((v) => [v.field, v.mm]));
    expect(mm).toMatchObject({ bust: 864, waist: 724, shoulderWidth: 362, sleeveLength: 121 });
    expect(mm.underBust).toBeUndefined();
    expect((await list(a)).map((p) => p.name)).toEqual(['Me', 'Amma']);
    expect(await list(a, 'KURTA')).toEqual([]);
  });

  it('refuses a 300 cm waist, a zero or negative length, letters and a missing field, in both units, and stores nothing', async () => {
    const before = await list(a);
    const cases: [Record<string, string>, string, { code: string; field: string }[]][] = [
      [{ waist: '300' }, 'CM', [{ code: 'OUT_OF_RANGE', field: 'waist' }]],
      [
        { sleeveLength: '0', blouseLength: '-38' },
        'CM',
        [
          { code: 'OUT_OF_RANGE', field: 'sleeveLength' },
          { code: 'OUT_OF_RANGE', field: 'blouseLength' },
        ],
      ],
      [{ bust: 'thirty four' }, 'CM', [{ code: 'NOT_A_NUMBER', field: 'bust' }]],
      [{ armhole: '' }, 'CM', [{ code: 'MISSING_FIELD', field: 'armhole' }]],
      [
        { ...Object.fromEntries(Object.keys(blouseCm).map((k) => [k, '14'])), bust: '34', waist: '118', underBust: '' },
        'IN',
        [{ code: 'OUT_OF_RANGE', field: 'waist' }],
      ],
      [
        {
          ...Object.fromEntries(Object.keys(blouseCm).map((k) => [k, '14'])),
          bust: '34',
          waist: '28',
          underBust: '',
          sleeveLength: '0',
        },
        'IN',
        [{ code: 'OUT_OF_RANGE', field: 'sleeveLength' }],
      ],
    ];
    for (const [over, unit, errors] of cases) {
      const r = (await create(a, blouse(over, 'Bad', unit))).data.createMeasurementProfile;
      expect(r.ok).toBe(false);
      expect(r.profile).toBeNull();
      expect(r.errors.filter((e) => errors.some((x) => x.field === e.field))).toEqual(errors);
    }
    // A missing field: the value left out altogether, not just empty.
    const noArmhole = blouse();
    noArmhole.values = noArmhole.values.filter((v) => v.field !== 'armhole');
    expect((await create(a, noArmhole)).data.createMeasurementProfile.errors).toEqual([
      { code: 'MISSING_FIELD', field: 'armhole' },
    ]);
    expect((await create(a, blouse({}, 'x'.repeat(41)))).data.createMeasurementProfile.errors).toEqual([
      { code: 'NAME_INVALID', field: 'name' },
    ]);
    expect((await create(a, blouse({}, 'Me\u202e'))).data.createMeasurementProfile.errors).toEqual([
      { code: 'NAME_INVALID', field: 'name' },
    ]);
    expect((await create(a, blouse({}, 'x'.repeat(5000)))).data.createMeasurementProfile.errors).toEqual([
      { code: 'NAME_INVALID', field: 'name' },
    ]);
    expect((await create(a, blouse({ bust: '8'.repeat(100) }))).data.createMeasurementProfile.errors).toEqual([
      { code: 'UNKNOWN_FIELD', field: null },
    ]);
    const flood = blouse();
    flood.values = Array.from({ length: 41 }, (_, i) => ({ field: `f${i}`, value: '1' }));
    expect((await create(a, flood)).data.createMeasurementProfile.errors).toEqual([
      { code: 'UNKNOWN_FIELD', field: null },
    ]);
    expect(await list(a)).toEqual(before);
  });

  it('edits and deletes only the owner’s profile; another shopper’s is not found; strangers are refused', async () => {
    const [me] = await list(a);
    const edited = (
      await gqlAs<{ updateMeasurementProfile: Save }>(server, a, UPDATE, {
        id: me!.id,
        input: blouse({ sleeveLength: '24' }, 'Me (long sleeves)'),
      })
    ).data.updateMeasurementProfile;
    expect(edited).toMatchObject({ ok: true, profile: { id: me!.id, name: 'Me (long sleeves)' } });
    expect(edited.profile!.values.find((v) => v.field === 'sleeveLength')?.mm).toBe(240);

    const badEdit = (
      await gqlAs<{ updateMeasurementProfile: Save }>(server, a, UPDATE, {
        id: me!.id,
        input: blouse({ sleeveLength: '240' }),
      })
    ).data.updateMeasurementProfile;
    expect(badEdit).toEqual({ ok: false, profile: null, errors: [{ code: 'OUT_OF_RANGE', field: 'sleeveLength' }] });

    const hijack = (
      await gqlAs<{ updateMeasurementProfile: Save }>(server, b, UPDATE, { id: me!.id, input: blouse({}, 'Thief') })
    ).data.updateMeasurementProfile;
    expect(hijack).toEqual({ ok: false, profile: null, errors: [{ code: 'NOT_FOUND', field: null }] });
    expect(
      (await gqlAs<{ deleteMeasurementProfile: { ok: boolean; code: string } }>(server, b, DELETE, { id: me!.id })).data
        .deleteMeasurementProfile,
    ).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(
      (await gqlAs<{ deleteMeasurementProfile: { ok: boolean } }>(server, a, DELETE, { id: 'not-a-uuid' })).data
        .deleteMeasurementProfile.ok,
    ).toBe(false);
    expect(await list(b)).toEqual([]);
    expect((await list(a)).find((p) => p.id === me!.id)?.name).toBe('Me (long sleeves)');

    expect((await gqlAs(server, null, LIST)).errors?.[0]?.extensions?.code).toBe('access-denied');
    expect((await create(null, blouse())).errors?.[0]?.extensions?.code).toBe('access-denied');

    // An order keeps a copy: another shopper cannot take it, a blouse cannot be cut from a petticoat's figures.
    const now = new Date('2026-11-23T10:00:00Z');
    expect(await snapshotMeasurementChoice(db.db, b.id, { kind: 'PROFILE', profileId: me!.id }, now)).toEqual({
      ok: false,
      code: 'PROFILE_NOT_FOUND',
    });
    expect(await snapshotMeasurementChoice(db.db, a.id, { kind: 'PROFILE', profileId: 'nope' }, now)).toEqual({
      ok: false,
      code: 'PROFILE_NOT_FOUND',
    });
    expect(
      await snapshotMeasurementChoice(db.db, a.id, { kind: 'PROFILE', profileId: me!.id }, now, 'petticoat'),
    ).toEqual({ ok: false, code: 'GARMENT_MISMATCH' });
    const snap = await snapshotMeasurementChoice(db.db, a.id, { kind: 'PROFILE', profileId: me!.id }, now, 'blouse');
    expect(snap).toMatchObject({
      ok: true,
      snapshot: { kind: 'PROFILE', name: 'Me (long sleeves)', garment: 'blouse', valuesMm: { sleeveLength: 240 } },
    });
    expect(await snapshotMeasurementChoice(db.db, a.id, { kind: 'SEND_BLOUSE' }, now, 'blouse')).toEqual({
      ok: true,
      snapshot: { kind: 'SEND_BLOUSE' },
    });
    // Figures that no longer make a plausible set (kept from before a rule changed) are not copied into an order.
    const [stale] = await db.db
      .insert(measurementProfiles)
      .values({
        userId: a.id,
        name: 'Old',
        garment: 'petticoat',
        unit: 'cm',
        valuesMm: { waist: 3000, hip: 960, petticoatLength: 980 },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    expect(
      await snapshotMeasurementChoice(db.db, a.id, { kind: 'PROFILE', profileId: stale!.id }, now, 'petticoat'),
    ).toEqual({ ok: false, code: 'PROFILE_INCOMPLETE' });
    await db.db.delete(measurementProfiles).where(eq(measurementProfiles.id, stale!.id));

    expect(
      (await gqlAs<{ deleteMeasurementProfile: { ok: boolean; code: null } }>(server, a, DELETE, { id: me!.id })).data
        .deleteMeasurementProfile,
    ).toEqual({ ok: true, code: null });
    expect((await list(a)).map((p) => p.name)).toEqual(['Amma']);
    // The copy an order took is its own: deleting the profile leaves it whole.
    expect(snap.ok && snap.snapshot.kind === 'PROFILE' && snap.snapshot.valuesMm.bust).toBe(860);
  });

  it('holds at most 20 profiles per shopper', async () => {
    const c = await createShopper(db, server);
    const petticoat = (i: number) => ({
      name: `P${i}`,
      garment: 'PETTICOAT',
      unit: 'CM',
      values: values({ waist: '76', hip: '96', petticoatLength: '98' }),
    });
    for (let i = 0; i < 20; i++) expect((await create(c, petticoat(i))).data.createMeasurementProfile.ok).toBe(true);
    expect((await create(c, petticoat(20))).data.createMeasurementProfile).toEqual({
      ok: false,
      profile: null,
      errors: [{ code: 'TOO_MANY_PROFILES', field: null }],
    });
    expect(await list(c)).toHaveLength(20);
  });
});
