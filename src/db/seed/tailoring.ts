import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { products, tailoringOptionGroups, tailoringOptionRules, tailoringOptions, tailoringServices } from '../schema';
import { tailoringOptionSeeds } from './catalogue-data/tailoring-options';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const tenths = (metres: number) => Math.round(metres * 10);

/**
 * Writes the services' options. Only a service with no options yet gets them, so the store owner's
 * edits to prices and options survive a restart.
 */
export async function seedTailoringOptions(tx: Tx): Promise<void> {
  const rows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        tailoringOptionSeeds.map((s) => s.slug),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const done = new Set(
    (await tx.select({ id: tailoringServices.serviceProductId }).from(tailoringServices)).map((r) => r.id),
  );
  for (const s of tailoringOptionSeeds) {
    const serviceProductId = idOf.get(s.slug);
    if (serviceProductId === undefined || done.has(serviceProductId)) continue;
    await tx
      .insert(tailoringServices)
      .values({ serviceProductId, garment: s.garment, material: s.material, metresTenths: tenths(s.metres) });
    for (const [gi, g] of s.groups.entries()) {
      const [group] = await tx
        .insert(tailoringOptionGroups)
        .values({
          serviceProductId,
          code: g.code,
          position: gi + 1,
          name: g.name,
          required: g.required,
          multiple: g.multiple ?? false,
        })
        .returning({ id: tailoringOptionGroups.id });
      await tx.insert(tailoringOptions).values(
        g.options.map((x, i) => ({
          groupId: group!.id,
          serviceProductId,
          code: x.code,
          position: i + 1,
          name: x.name,
          priceMinor: Math.round((x.price ?? 0) * 100),
          extraDays: x.days ?? 0,
          metresTenths: tenths(x.metres ?? 0),
          setsMetres: x.setsMetres ?? false,
          picture: x.picture,
        })),
      );
    }
    if (s.rules.length) {
      await tx
        .insert(tailoringOptionRules)
        .values(s.rules.map((r) => ({ serviceProductId, optionCode: r.option, kind: r.kind, otherCodes: r.others })));
    }
  }
}
