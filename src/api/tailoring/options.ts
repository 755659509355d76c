import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import {
  tailoringOptionGroups,
  tailoringOptions,
  tailoringServices,
  type TailoringMaterial,
  type TailoringOptionSnapshot,
} from '../../db/schema/tailoring';
import type { Localized } from '../../db/schema/localized';
import type { MeasurementGarment } from '../../lib/measurements';
import { tailoringLimits } from '../../lib/tailoring';
import { withBlousePiece, productsByIds, type ProductRow } from '../catalog';

export type TailoringOptionRow = typeof tailoringOptions.$inferSelect;
export type OptionGroupView = typeof tailoringOptionGroups.$inferSelect & { options: TailoringOptionRow[] };
export type OptionRuleView = { optionCode: string; kind: 'REQUIRES' | 'EXCLUDES'; otherCodes: string[] };
export type ServiceOptions = {
  serviceProductId: number;
  garment: MeasurementGarment | null;
  material: TailoringMaterial;
  metresTenths: number;
  groups: OptionGroupView[];
  rules: OptionRuleView[];
};

/** Why a choice of options cannot be made; `group`/`option` say which. */
type OptionRefusal =
  | 'NOT_A_SERVICE'
  | 'TOO_MANY_OPTIONS'
  | 'UNKNOWN_OPTION'
  | 'OPTION_OF_ANOTHER_SERVICE'
  | 'MISSING_REQUIRED'
  | 'ONE_PER_GROUP'
  | 'IMPOSSIBLE_COMBINATION';

export type PricedOptions =
  | {
      ok: true;
      serviceProductId: number;
      garment: MeasurementGarment | null;
      material: TailoringMaterial;
      options: TailoringOptionSnapshot[];
      /** What the options add to the service's price, per piece (paise). */
      extraMinor: number;
      /** The longest extra time any option adds (options are made in parallel with the service). */
      extraDays: number;
      /** Fabric one piece needs, tenths of a metre. */
      metresTenths: number;
    }
  | { ok: false; code: OptionRefusal; group?: string; option?: string };

// As SQL text, in one statement: every tailored line of a quote and an order reads it, and building its
// four statements with the query builder was a large share of a tailored order's CPU (BENCHMARKS.md).
const serviceOptionsText = `select s.garment, s.material, s.metres_tenths as "metresTenths",
  (select coalesce(json_agg(json_build_object('id', g.id, 'serviceProductId', g.service_product_id, 'code', g.code,
    'position', g.position, 'name', g.name, 'required', g.required, 'multiple', g.multiple, 'version', g.version)
    order by g.position), '[]') from tailoring_option_groups g where g.service_product_id = s.service_product_id) as groups,
  (select coalesce(json_agg(json_build_object('id', o.id, 'groupId', o.group_id, 'serviceProductId', o.service_product_id,
    'code', o.code, 'position', o.position, 'name', o.name, 'priceMinor', o.price_minor, 'extraDays', o.extra_days,
    'metresTenths', o.metres_tenths, 'setsMetres', o.sets_metres, 'picture', o.picture, 'active', o.active,
    'version', o.version) order by o.position), '[]') from tailoring_options o where o.service_product_id = s.service_product_id) as options,
  (select coalesce(json_agg(json_build_object('optionCode', r.option_code, 'kind', r.kind, 'otherCodes', r.other_codes)
    order by r.id), '[]') from tailoring_option_rules r where r.service_product_id = s.service_product_id) as rules
  from tailoring_services s where s.service_product_id = `;

type ServiceRow = Pick<ServiceOptions, 'garment' | 'material' | 'metresTenths' | 'rules'> & {
  groups: (typeof tailoringOptionGroups.$inferSelect)[];
  options: TailoringOptionRow[];
};

/** A service's options as the picker shows them; null when the product has none (not a tailoring service). */
export async function serviceOptions(tx: Db, serviceProductId: number): Promise<ServiceOptions | null> {
  const p = new Params();
  const [service] = await runStatement<ServiceRow>(tx, `${serviceOptionsText}${p.add(serviceProductId, 'int')}`, p);
  if (!service) return null;
  const { groups, options, rules } = service;
  return {
    serviceProductId,
    garment: service.garment,
    material: service.material,
    metresTenths: service.metresTenths,
    groups: groups.map((g) => ({ ...g, options: options.filter((o) => o.groupId === g.id && o.active) })),
    rules: rules.map((r) => ({ optionCode: r.optionCode, kind: r.kind, otherCodes: r.otherCodes })),
  };
}

/** The service's standard make: the first option of every required group (for a line chosen without options). */
function standardChoice(s: ServiceOptions): string[] {
  return s.groups.filter((g) => g.required && g.options.length > 0).map((g) => g.options[0]!.code);
}

/**
 * Checks and prices a choice of options for one service from the database, in the caller's
 * transaction. The browser's prices are never used: what an option costs, adds in days and needs in
 * fabric comes from here.
 */
export async function priceTailoring(
  tx: Db,
  serviceProductId: number,
  optionCodes: readonly string[],
): Promise<PricedOptions> {
  if (optionCodes.length > tailoringLimits.options) return { ok: false, code: 'TOO_MANY_OPTIONS' };
  const s = await serviceOptions(tx, serviceProductId);
  if (!s) return { ok: false, code: 'NOT_A_SERVICE' };
  return priceWith(tx, s, optionCodes);
}

async function priceWith(tx: Db, s: ServiceOptions, optionCodes: readonly string[]): Promise<PricedOptions> {
  const codes = [...new Set(optionCodes)];
  const own = new Map(s.groups.flatMap((g) => g.options.map((o) => [o.code, { o, g }] as const)));
  for (const code of codes) {
    if (own.has(code)) continue;
    // Said apart so the shopper (and a test) learns whether the code exists at all.
    const elsewhere = tailoringLimits.codePattern.test(code)
      ? await tx
          .select({ id: tailoringOptions.id })
          .from(tailoringOptions)
          .where(inArray(tailoringOptions.code, [code]))
          .limit(1)
      : [];
    return {
      ok: false,
      code: elsewhere.length ? 'OPTION_OF_ANOTHER_SERVICE' : 'UNKNOWN_OPTION',
      option: code.slice(0, 64),
    };
  }
  for (const g of s.groups) {
    const chosen = codes.filter((c) => own.get(c)!.g.id === g.id);
    if (g.required && chosen.length === 0) return { ok: false, code: 'MISSING_REQUIRED', group: g.code };
    if (!g.multiple && chosen.length > 1) return { ok: false, code: 'ONE_PER_GROUP', group: g.code };
  }
  const picked = new Set(codes);
  for (const r of s.rules) {
    if (!picked.has(r.optionCode)) continue;
    const hit = r.otherCodes.some((c) => picked.has(c));
    if ((r.kind === 'REQUIRES' && !hit) || (r.kind === 'EXCLUDES' && hit))
      return { ok: false, code: 'IMPOSSIBLE_COMBINATION', option: r.optionCode };
  }
  // In the service's own order (group, then option), whatever order the browser sent.
  const chosen = s.groups.flatMap((g) => g.options.filter((o) => picked.has(o.code)).map((o) => ({ o, g })));
  const sized = chosen.find(({ o }) => o.setsMetres);
  const metresTenths =
    (sized ? sized.o.metresTenths : s.metresTenths) +
    chosen.filter(({ o }) => !o.setsMetres).reduce((n, { o }) => n + o.metresTenths, 0);
  return {
    ok: true,
    serviceProductId: s.serviceProductId,
    garment: s.garment,
    material: s.material,
    options: chosen.map(({ o, g }) => ({
      group: g.code,
      groupName: g.name as Localized,
      code: o.code,
      name: o.name as Localized,
      priceMinor: o.priceMinor,
      extraDays: o.extraDays,
    })),
    extraMinor: chosen.reduce((n, { o }) => n + o.priceMinor, 0),
    extraDays: chosen.reduce((n, { o }) => Math.max(n, o.extraDays), 0),
    metresTenths,
  };
}

/** Prices a choice, or the service's standard make when none was given (an old cart's plain service line). */
export async function priceTailoringOrStandard(
  tx: Db,
  serviceProductId: number,
  optionCodes: readonly string[] | null,
): Promise<PricedOptions> {
  if (optionCodes && optionCodes.length > tailoringLimits.options) return { ok: false, code: 'TOO_MANY_OPTIONS' };
  const s = await serviceOptions(tx, serviceProductId);
  if (!s) return { ok: false, code: 'NOT_A_SERVICE' };
  return priceWith(tx, s, optionCodes ?? standardChoice(s));
}

export type ServiceWithProduct = ServiceOptions & { product: ProductRow };

/**
 * The services that can be made from this saree or fabric (a blouse only from a saree sold with a
 * blouse piece, or from fabric), blouses first; or, for a service, that service alone.
 */
export async function servicesFor(tx: Db, productId: number): Promise<ServiceWithProduct[]> {
  const [p] = await productsByIds(tx, [productId], { activeOnly: true });
  if (!p) return [];
  let ids: number[];
  if (p.kind === 'service') ids = [p.id];
  else {
    const materials: TailoringMaterial[] =
      p.kind === 'fabric'
        ? ['FABRIC', 'BLOUSE_PIECE_OR_FABRIC']
        : (await withBlousePiece(tx, [p.id])).has(p.id)
          ? ['BLOUSE_PIECE_OR_FABRIC', 'SAREE']
          : ['SAREE'];
    const rows = await tx.select().from(tailoringServices).where(inArray(tailoringServices.material, materials));
    ids = rows
      .sort(
        (a, b) =>
          materials.indexOf(a.material) - materials.indexOf(b.material) || a.serviceProductId - b.serviceProductId,
      )
      .map((r) => r.serviceProductId);
  }
  const products = new Map((await productsByIds(tx, ids, { activeOnly: true })).map((r) => [r.id, r]));
  const out: ServiceWithProduct[] = [];
  for (const id of ids) {
    const product = products.get(id);
    const s = product ? await serviceOptions(tx, id) : null;
    if (product && s) out.push({ ...s, product });
  }
  return out;
}
