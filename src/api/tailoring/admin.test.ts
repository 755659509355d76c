import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/orders';
import { orderTailoringLines } from '../../db/schema/tailoring';
import { asAdmin, refusedToNonAdmins, trailOf, type Staff } from '../../test/admin-catalogue';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { tailoringSuite } from '../../test/tailoring-suite';

type Option = {
  id: string;
  code: string;
  name: { en: string; hi: string | null; ar: string | null };
  priceMinor: number;
  position: number;
  active: boolean;
  version: number;
};
type Group = {
  id: string;
  code: string;
  name: { en: string; hi: string | null; ar: string | null };
  required: boolean;
  position: number;
  version: number;
  options: Option[];
};
type Service = { productId: string; slug: string; groups: Group[] };
type Payload = { ok: boolean; id: string | null; refusal: string | null };

const SERVICES = `{ adminTailoringServices { productId slug groups { id code name { en hi ar } required position version options { id code name { en hi ar } priceMinor position active version } } } }`;
const SAVE_OPTION = `mutation O($input: TailoringOptionInput!) { saveTailoringOption(input: $input) { ok id refusal } }`;
const SAVE_GROUP = `mutation G($input: TailoringOptionGroupInput!) { saveTailoringOptionGroup(input: $input) { ok id refusal } }`;
const PUBLIC = `query P($id: ID!) { tailoringService(productId: $id) { groups { code options { code name price { amount } } } } }`;

const optionInput = (o: Option) => ({
  id: o.id,
  expectedVersion: o.version,
  name: o.name,
  priceMinor: o.priceMinor,
  position: o.position,
  active: o.active,
});

describe.each(testDatabases())('admin tailoring options on $kind', ({ open }) => {
  const suite = tailoringSuite(open);
  let s: Staff;
  const services = async () =>
    (await asAdmin<{ adminTailoringServices: Service[] }>(s, SERVICES)).adminTailoringServices;
  const blouse = async () => (await services()).find((x) => x.slug === 'classic-blouse-stitching')!;
  const saveOption = async (input: unknown) =>
    (await asAdmin<{ saveTailoringOption: Payload }>(s, SAVE_OPTION, { input })).saveTailoringOption;

  beforeAll(async () => {
    const { db, server } = suite;
    s = {
      server,
      admin: await createShopper(db, server, 'admin'),
      designer: await createShopper(db, server, 'designer'),
      shopper: await createShopper(db, server),
    };
  });

  it('refuses every read and change to anyone but an admin', async () => {
    const group = (await blouse()).groups[0]!;
    await refusedToNonAdmins(s, SERVICES);
    await refusedToNonAdmins(s, SAVE_OPTION, { input: optionInput(group.options[0]!) });
    await refusedToNonAdmins(s, SAVE_GROUP, {
      input: { id: group.id, expectedVersion: group.version, name: group.name, required: group.required, position: 0 },
    });
  });

  it('changes a price for new orders only: an order placed before keeps what it bought', async () => {
    const placed = await suite.placeT(suite.meera, [{ id: suite.sareeWithPiece, qty: 1 }, suite.blouse()]);
    expect(placed.refusal).toBeNull();
    const before = await suite.db.db
      .select()
      .from(orderTailoringLines)
      .where(eq(orderTailoringLines.orderId, placed.order!.id));
    const items = await suite.db.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order!.id));
    const puff = (await blouse()).groups.flatMap((g) => g.options).find((o) => o.code === 'sleeve-puff')!;
    expect(await saveOption({ ...optionInput(puff), priceMinor: puff.priceMinor + 123_00 })).toMatchObject({
      ok: true,
    });

    const shown = await gqlAs<{
      tailoringService: { groups: { options: { code: string; price: { amount: number } }[] }[] };
    }>(s.server, null, PUBLIC, { id: (await blouse()).productId });
    const price = shown.data.tailoringService.groups
      .flatMap((g) => g.options)
      .find((o) => o.code === 'sleeve-puff')!.price;
    expect(price.amount).toBe(puff.priceMinor + 123_00);
    const after = await suite.db.db
      .select()
      .from(orderTailoringLines)
      .where(eq(orderTailoringLines.orderId, placed.order!.id));
    expect(after.map((l) => l.options)).toEqual(before.map((l) => l.options));
    expect(after[0]!.options.find((o) => o.code === 'sleeve-puff')!.priceMinor).toBe(puff.priceMinor);
    expect(await suite.db.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order!.id))).toEqual(items);

    const [row] = await trailOf(s, 'tailoring_option', puff.id);
    expect(row).toMatchObject({ action: 'update', actorRole: 'admin', actorId: s.admin.id });
    expect(JSON.parse(row!.after!)).toEqual({ priceMinor: puff.priceMinor + 123_00 });
  });

  it('refuses a negative price, an empty name, a duplicate, a stale version and an empty required group', async () => {
    const group = (await blouse()).groups.find((g) => g.required && g.options.length > 1)!;
    const [first, second] = group.options;
    expect((await saveOption({ ...optionInput(first!), priceMinor: -1 })).refusal).toBe('NEGATIVE_PRICE');
    expect((await saveOption({ ...optionInput(first!), name: { en: ' ' } })).refusal).toBe('EMPTY_NAME');
    expect((await saveOption({ ...optionInput(first!), name: second!.name })).refusal).toBe('DUPLICATE_NAME');
    expect((await saveOption({ ...optionInput(first!), expectedVersion: first!.version + 1 })).refusal).toBe('STALE');
    const fresh = { name: { en: 'Brand new' }, priceMinor: 0, position: 99, active: true, groupId: group.id };
    expect((await saveOption({ ...fresh, code: first!.code })).refusal).toBe('DUPLICATE_CODE');
    expect((await saveOption({ ...fresh, code: 'Not A Code' })).refusal).toBe('INVALID_CODE');
    const made = await saveOption({ ...fresh, code: 'brand-new-option' });
    expect(made.ok).toBe(true);
    for (const o of group.options) {
      const res = await saveOption({ ...optionInput(o), active: false });
      expect(res.ok).toBe(true);
    }
    const last = (await blouse()).groups.find((g) => g.id === group.id)!.options.find((o) => o.id === made.id)!;
    expect((await saveOption({ ...optionInput(last), active: false })).refusal).toBe('LAST_REQUIRED_OPTION');
    expect((await trailOf(s, 'tailoring_option', made.id!)).map((r) => r.action)).toEqual(['create']);
  });

  it("edits a group's names, required flag and order, with its version", async () => {
    const group = (await blouse()).groups[0]!;
    const input = { id: group.id, expectedVersion: group.version, required: group.required, position: 5 };
    const saved = await asAdmin<{ saveTailoringOptionGroup: Payload }>(s, SAVE_GROUP, {
      input: { ...input, name: { ...group.name, hi: 'नया समूह' } },
    });
    expect(saved.saveTailoringOptionGroup.ok).toBe(true);
    const again = await asAdmin<{ saveTailoringOptionGroup: Payload }>(s, SAVE_GROUP, {
      input: { ...input, name: group.name },
    });
    expect(again.saveTailoringOptionGroup.refusal).toBe('STALE');
    const empty = await asAdmin<{ saveTailoringOptionGroup: Payload }>(s, SAVE_GROUP, {
      input: { ...input, expectedVersion: group.version + 1, name: { en: '' } },
    });
    expect(empty.saveTailoringOptionGroup.refusal).toBe('EMPTY_NAME');
    const now = (await blouse()).groups.find((g) => g.id === group.id)!;
    expect(now).toMatchObject({ position: 5, name: { hi: 'नया समूह' }, version: group.version + 1 });
    expect((await trailOf(s, 'tailoring_option_group', group.id))[0]).toMatchObject({ action: 'update' });
  });
});
