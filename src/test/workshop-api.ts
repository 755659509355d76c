// A shopper's tailored order, as the workshop, order and hostile tests need one: a saree with blouse
// stitching cut from its blouse piece, measured by a saved profile, placed and paid as a shopper does.
import { expect } from 'vitest';
import type { DbHandle } from '../db/client';
import { products } from '../db/schema/catalog';
import { withBlousePiece } from '../api/catalog/blouse-piece';
import { setStock } from './buying-fixtures';
import { addAddress, place } from './orders-api';
import type { TestServer } from './gateway-server';
import { gqlAs, type Shopper } from './shoppers';

export const blouseOptions = [
  'front-sweetheart',
  'back-dori',
  'sleeve-puff',
  'length-elbow',
  'lining-cotton',
  'closure-front-hooks',
];
// A blouse profile in centimetres, as a shopper types it.
const blouseFigures = {
  bust: '86',
  waist: '72',
  shoulderWidth: '36',
  armhole: '40',
  sleeveLength: '12',
  sleeveRound: '28',
  blouseLength: '38',
  frontNeckDepth: '17',
  backNeckDepth: '22',
};
const PROFILE =
  'mutation P($input: MeasurementProfileInput!) { createMeasurementProfile(input: $input) { ok profile { id } errors { code field } } }';
const COMPLETE =
  'mutation C($id: ID!, $o: TestPaymentOutcome!) { completeTestPayment(paymentId: $id, outcome: $o) { ok } }';
const LINES = 'query O($n: String!) { order(number: $n) { tailoringLines { id } } }';

/** What a shopper's tailored orders are made of: the saree (with `stock` on the shelf), the service, their profile and address. */
export type Tailoring = { shopper: Shopper; saree: string; blouseService: string; profileId: string; home: string };

/**
 * A seeded saree that has a blouse piece (the `pick`-th of them, the first by default), with its stock set,
 * and the shopper's address and blouse profile.
 */
export async function tailoringFor(
  db: DbHandle,
  server: TestServer,
  shopper: Shopper,
  stock = 50,
  pick = 0,
): Promise<Tailoring> {
  const rows = await db.db
    .select({ id: products.id, slug: products.slug, kind: products.kind })
    .from(products)
    .orderBy(products.id);
  const sarees = rows.filter((r) => r.kind === 'saree');
  const withPiece = await withBlousePiece(
    db.db,
    sarees.map((r) => r.id),
  );
  const pieced = sarees.filter((r) => withPiece.has(r.id));
  const saree = String(pieced[pick % pieced.length]!.id);
  await setStock(db, saree, stock);
  const blouseService = String(rows.find((r) => r.slug === 'classic-blouse-stitching')!.id);
  const home = await addAddress(server, shopper);
  const made = await gqlAs<{ createMeasurementProfile: { ok: boolean; profile: { id: string } | null } }>(
    server,
    shopper,
    PROFILE,
    {
      input: {
        name: 'Me',
        garment: 'BLOUSE',
        unit: 'CM',
        values: Object.entries(blouseFigures).map(([field, value]) => ({ field, value })),
      },
    },
  );
  return { shopper, saree, blouseService, home, profileId: made.data.createMeasurementProfile.profile!.id };
}

/** Places the tailored order (paid with the test gateway, or cash on delivery left unconfirmed); placing writes its one line. */
export async function tailoredOrder(
  server: TestServer,
  t: Tailoring,
  method: 'TEST_GATEWAY' | 'COD' = 'TEST_GATEWAY',
  measurement: { kind: string; profileId?: string } = { kind: 'PROFILE', profileId: t.profileId },
): Promise<{ number: string; lineId: string }> {
  const tailoring = { options: blouseOptions, attachTo: t.saree, measurement };
  const items = [
    { id: t.saree, qty: 1 },
    { id: t.blouseService, qty: 1, key: 't-blouse', tailoring },
  ] as unknown as { id: string; qty: number }[];
  const r = await place(server, t.shopper, { items, addressId: t.home, paymentMethod: method });
  if (!r.ok || !r.order) throw new Error(`not placed: ${r.refusal} ${JSON.stringify(r.problems)}`);
  if (method === 'TEST_GATEWAY') {
    const paid = await gqlAs<{ completeTestPayment: { ok: boolean } }>(server, t.shopper, COMPLETE, {
      id: r.order.paymentId,
      o: 'SUCCESS',
    });
    expect(paid.data.completeTestPayment.ok).toBe(true);
  }
  const lines = (
    await gqlAs<{ order: { tailoringLines: { id: string }[] } }>(server, t.shopper, LINES, { n: r.order.number })
  ).data.order.tailoringLines;
  expect(lines).toHaveLength(1);
  return { number: r.order.number, lineId: lines[0]!.id };
}
