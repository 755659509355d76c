import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';
import { users } from '../../db/schema/identity';
import { testDatabases } from '../../test/databases';
import { startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';

// Enquiries sent signed out join the account of the number they were sent from only when that account
// asks (claimEnquiries), and only from its own number.
const SEND = `mutation S($input: SendEnquiryInput!) { sendEnquiry(input: $input) { ok code } }`;
const COUNT = `{ claimableEnquiryCount }`;
const CLAIM = `mutation { claimEnquiries { claimed } }`;
const MINE = `{ myEnquiries { id message } }`;

const hour = 60 * 60_000;
const form = { name: 'Ritu Desai', interest: 'saree', preferredTime: 'anytime' };

describe.each(testDatabases())('bringing in enquiries sent signed out, on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let owner: Shopper;
  let other: Shopper;

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { seed: false, clock });
    owner = await createShopper(db, server);
    other = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // A fresh window for the per-number and per-address limits (every request comes from one address).
  beforeEach(() => clock.advance(2 * hour));

  const send = async (phone: string, message: string, who: Shopper | null = null) =>
    expect(
      (await gqlAs<{ sendEnquiry: { ok: boolean } }>(server, who, SEND, { input: { ...form, phone, message } })).data,
    ).toEqual({ sendEnquiry: { ok: true, code: null } });
  const claimable = async (who: Shopper) =>
    (await gqlAs<{ claimableEnquiryCount: number }>(server, who, COUNT)).data.claimableEnquiryCount;
  const claim = async (who: Shopper) =>
    (await gqlAs<{ claimEnquiries: { claimed: number } }>(server, who, CLAIM)).data.claimEnquiries.claimed;
  const mine = async (who: Shopper) =>
    (await gqlAs<{ myEnquiries: { message: string }[] }>(server, who, MINE)).data.myEnquiries.map((e) => e.message);

  it("counts and claims only the signed-out enquiries of the account's own number, once", async () => {
    await send(owner.phone, 'First, signed out');
    await send(owner.phone, 'Second, signed out');
    clock.advance(2 * hour);
    await send(other.phone, "Someone else's number");
    await send(owner.phone, 'Sent signed in', owner);
    // Another account's signed-in message from the owner's number stays that account's.
    await send(owner.phone, 'Typed by another shopper', other);

    expect(await claimable(owner)).toBe(2);
    expect(await claimable(other)).toBe(1);
    expect(await mine(owner)).toEqual(['Sent signed in']);

    expect(await claim(owner)).toBe(2);
    expect((await mine(owner)).sort()).toEqual(['First, signed out', 'Second, signed out', 'Sent signed in']);
    expect(await claimable(owner)).toBe(0);
    // Asked again (a double click, another tab): nothing left, nothing changed.
    expect(await claim(owner)).toBe(0);
    expect(await mine(owner)).toHaveLength(3);
    expect(await mine(other)).toEqual(['Typed by another shopper']);
    const rows = await db.db.select().from(enquiries).where(eq(enquiries.phone, other.phone));
    expect(rows.map((r) => r.userId)).toEqual([null]);
  });

  it('follows the number the account holds now, never one the caller names', async () => {
    const next = `${other.phone.slice(0, -1)}${(Number(other.phone.at(-1)) + 1) % 10}`;
    await send(next, 'To the new number');
    expect(await claimable(other)).toBe(1);
    // The account moves to another number (proved by its code, src/api/identity): the old one's wait.
    await db.db.update(users).set({ phone: next }).where(eq(users.id, other.id));
    expect(await claimable(other)).toBe(1);
    expect(await claim(other)).toBe(1);
    expect(await mine(other)).toContain('To the new number');
    expect((await db.db.select().from(enquiries).where(eq(enquiries.phone, other.phone)))[0]?.userId).toBeNull();
  });

  it('is for signed-in shoppers only', async () => {
    const count = await gqlAs(server, null, COUNT);
    const claimed = await gqlAs(server, null, CLAIM);
    for (const r of [count, claimed]) expect(r.errors?.[0]?.extensions?.code).toBe('access-denied');
  });
});
