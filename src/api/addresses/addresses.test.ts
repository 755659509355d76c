import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { validateAddress } from '../../lib/address-rules';

const SAVE = `mutation S($id: ID, $input: AddressInput!) { saveAddress(id: $id, input: $input) { ok errors { field code } address { id name state postalCode country isDefault } } }`;
const LIST = '{ myAddresses { id name isDefault } }';

type Save = {
  saveAddress: {
    ok: boolean;
    errors: { field: string; code: string }[];
    address: {
      id: string;
      name: string;
      state: string | null;
      postalCode: string;
      country: string;
      isDefault: boolean;
    } | null;
  };
};

export const mumbai = {
  name: 'Meera Iyer',
  phone: '+91 98200 12345',
  line1: '12 Marine Drive',
  city: 'Mumbai',
  state: 'maharashtra',
  postalCode: '400020',
  country: 'IN',
};

describe('address rules', () => {
  it('accepts Indian and international addresses and names what is wrong, field by field', () => {
    expect(validateAddress(mumbai)).toMatchObject({
      ok: true,
      value: { state: 'Maharashtra', phone: '+91 98200 12345' },
    });
    const bad = validateAddress({ ...mumbai, postalCode: '012345', state: 'Atlantis', phone: '12' });
    expect(bad.ok ? [] : bad.errors).toEqual([
      { field: 'phone', code: 'invalid-phone' },
      { field: 'postalCode', code: 'invalid-pin' },
      { field: 'state', code: 'invalid-state' },
    ]);
    expect(validateAddress({ ...mumbai, state: null }).ok).toBe(false);
    const london = {
      name: 'A',
      phone: '+44 20 7946 0958',
      line1: '1 High St',
      city: 'London',
      postalCode: 'SW1A 1AA',
      country: 'GB',
    };
    expect(validateAddress(london).ok).toBe(true);
    expect(validateAddress({ ...london, postalCode: '12345' })).toMatchObject({
      ok: false,
      errors: [{ field: 'postalCode', code: 'invalid-postal-code' }],
    });
    expect(
      validateAddress({
        name: 'B',
        phone: '+971 50 123 4567',
        line1: 'Tower 1',
        city: 'Dubai',
        postalCode: '',
        country: 'AE',
      }).ok,
    ).toBe(true);
    expect(validateAddress({ ...london, phone: '+1 212 555 0147', postalCode: '10001', country: 'US' }).ok).toBe(true);
    expect(validateAddress({ ...london, country: 'XX' })).toMatchObject({
      ok: false,
      errors: [{ field: 'country', code: 'unsupported-country' }],
    });
    expect(validateAddress({ ...london, name: 'x'.repeat(81), line1: 'a\u202eb' })).toMatchObject({
      ok: false,
      errors: [
        { field: 'name', code: 'too-long' },
        { field: 'line1', code: 'invalid-characters' },
      ],
    });
  });
});

describe.each(testDatabases())('addresses on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let a: Shopper;
  let b: Shopper;

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

  it('saves a valid Indian address as the first, default one and refuses bad PINs and states', async () => {
    const saved = await gqlAs<Save>(server, a, SAVE, { input: mumbai });
    expect(saved.data.saveAddress).toMatchObject({
      ok: true,
      errors: [],
      address: { state: 'Maharashtra', isDefault: true },
    });
    const bad = await gqlAs<Save>(server, a, SAVE, { input: { ...mumbai, postalCode: '40002', state: 'Gondor' } });
    expect(bad.data.saveAddress).toEqual({
      ok: false,
      address: null,
      errors: [
        { field: 'postalCode', code: 'INVALID_PIN' },
        { field: 'state', code: 'INVALID_STATE' },
      ],
    });
    const intl = await gqlAs<Save>(server, a, SAVE, {
      input: {
        name: 'Asha',
        phone: '+1 212 555 0147',
        line1: '5 Ave',
        city: 'New York',
        state: 'NY',
        postalCode: '1000',
        country: 'US',
      },
    });
    expect(intl.data.saveAddress.errors).toEqual([{ field: 'postalCode', code: 'INVALID_POSTAL_CODE' }]);
    const dubai = await gqlAs<Save>(server, a, SAVE, {
      input: {
        name: 'Asha',
        phone: '+971 50 123 4567',
        line1: 'Tower 1',
        city: 'Dubai',
        postalCode: '',
        country: 'AE',
      },
    });
    expect(dubai.data.saveAddress).toMatchObject({ ok: true, address: { isDefault: false, country: 'AE' } });
    expect(
      (await gqlAs<{ myAddresses: { isDefault: boolean }[] }>(server, a, LIST)).data.myAddresses.map(
        (x) => x.isDefault,
      ),
    ).toEqual([true, false]);
  });

  it('keeps one default, and lets only the owner see, edit, delete or choose it', async () => {
    const list = async (who: Shopper) =>
      (await gqlAs<{ myAddresses: { id: string; name: string; isDefault: boolean }[] }>(server, who, LIST)).data
        .myAddresses;
    const [home, dubai] = await list(a);
    expect(await list(b)).toEqual([]);
    expect((await gqlAs(server, null, LIST)).errors?.[0]?.extensions?.code).toBe('access-denied');

    const hijack = await gqlAs<Save>(server, b, SAVE, { id: home!.id, input: { ...mumbai, name: 'Thief' } });
    expect(hijack.data.saveAddress).toMatchObject({ ok: false, errors: [{ field: 'id', code: 'NOT_FOUND' }] });
    expect(
      (
        await gqlAs<{ deleteAddress: boolean }>(server, b, 'mutation D($id: ID!) { deleteAddress(id: $id) }', {
          id: home!.id,
        })
      ).data.deleteAddress,
    ).toBe(false);
    expect(
      (
        await gqlAs<{ setDefaultAddress: null }>(
          server,
          b,
          'mutation D($id: ID!) { setDefaultAddress(id: $id) { id } }',
          { id: home!.id },
        )
      ).data.setDefaultAddress,
    ).toBeNull();

    const made = await gqlAs<{ setDefaultAddress: { id: string; isDefault: boolean } }>(
      server,
      a,
      'mutation D($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }',
      { id: dubai!.id },
    );
    expect(made.data.setDefaultAddress).toEqual({ id: dubai!.id, isDefault: true });
    expect((await list(a)).map((x) => [x.id, x.isDefault])).toEqual([
      [dubai!.id, true],
      [home!.id, false],
    ]);

    const edited = await gqlAs<Save>(server, a, SAVE, { id: home!.id, input: { ...mumbai, name: 'Meera R. Iyer' } });
    expect(edited.data.saveAddress).toMatchObject({ ok: true, address: { name: 'Meera R. Iyer', isDefault: false } });
    const stays = await gqlAs<Save>(server, a, SAVE, {
      id: dubai!.id,
      input: {
        name: 'Asha',
        phone: '+971 50 123 4567',
        line1: 'Tower 2',
        city: 'Dubai',
        postalCode: '',
        country: 'AE',
        isDefault: false,
      },
    });
    expect(stays.data.saveAddress).toMatchObject({ ok: true, address: { isDefault: true } });
    expect(
      (
        await gqlAs<{ deleteAddress: boolean }>(server, a, 'mutation D($id: ID!) { deleteAddress(id: $id) }', {
          id: dubai!.id,
        })
      ).data.deleteAddress,
    ).toBe(true);
    expect((await list(a)).map((x) => [x.id, x.isDefault])).toEqual([[home!.id, true]]);
  });

  it('holds at most 20 addresses per shopper', async () => {
    const c = await createShopper(db, server);
    for (let i = 0; i < 20; i++)
      expect((await gqlAs<Save>(server, c, SAVE, { input: { ...mumbai, name: `N${i}` } })).data.saveAddress.ok).toBe(
        true,
      );
    expect((await gqlAs<Save>(server, c, SAVE, { input: mumbai })).data.saveAddress).toMatchObject({
      ok: false,
      errors: [{ field: 'id', code: 'TOO_MANY' }],
    });
  });
});
