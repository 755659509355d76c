// A tailoring line for an order placed in a test, written as the order's placement writes it: the service
// line of the order, the saree it is attached to, and a copy of a blouse profile in centimetres.
import { asc, eq } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { orderItems } from '../db/schema/orders';
import { orderTailoringLines } from '../db/schema/tailoring';
import type { MeasurementSnapshot } from '../lib/measurements';
import type { TailoringStage } from '../lib/tailoring-stages';

export const blouseFigures = {
  bust: 860,
  waist: 720,
  shoulderWidth: 360,
  armhole: 400,
  sleeveLength: 120,
  sleeveRound: 280,
  blouseLength: 380,
  frontNeckDepth: 170,
  backNeckDepth: 220,
};

export async function addTailoringLine(
  db: DbHandle,
  orderId: string,
  now: Date,
  opts: { stage?: TailoringStage; measurement?: MeasurementSnapshot } = {},
): Promise<{ id: number; version: number }> {
  const items = await db.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const service = items.find((i) => i.kind === 'service');
  const garment = items.find((i) => i.kind !== 'service');
  if (!service) throw new Error('the order has no service line');
  const measurement: MeasurementSnapshot = opts.measurement ?? {
    kind: 'PROFILE',
    profileId: '00000000-0000-4000-8000-000000000001',
    name: 'Me',
    garment: 'blouse',
    unit: 'cm',
    valuesMm: { ...blouseFigures },
    takenAt: now.toISOString(),
  };
  const [row] = await db.db
    .insert(orderTailoringLines)
    .values({
      orderId,
      orderItemId: service.id,
      serviceProductId: service.productId,
      options: [
        { group: 'frontNeck', code: 'round', name: { en: 'Round neck', hi: 'गोल गला', ar: 'ياقة دائرية' }, priceMinor: 0, extraDays: 0 },
        { group: 'sleeve', code: 'elbow', name: { en: 'Elbow sleeves', hi: 'कोहनी तक बाँह', ar: 'أكمام إلى المرفق' }, priceMinor: 15000, extraDays: 1 },
      ],
      attachedItemId: garment?.id ?? null,
      ownFabric: !garment,
      measurement,
      stage: opts.stage ?? (measurement.kind === 'PROFILE' ? 'MEASUREMENTS_CONFIRMED' : 'AWAITING_MEASUREMENTS'),
      stageChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orderTailoringLines.id, version: orderTailoringLines.version });
  return row!;
}
