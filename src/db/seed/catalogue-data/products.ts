import type { AttributeCode, ProductKind, ProductSeed } from '../catalogue-types';
import { colour, paletteFor, type ColourDef } from './colours';
import { careNotes, fabricKeywords, finishes, type FabricDef, type WeaveDef } from './defs';
import { fabricDefs } from './fabric-defs';
import { composeReviews, intIn, pick, rngFor, shuffled, type Rng, type Tag } from './reviews';
import { serviceDefs, type ServiceDef } from './services';
import { fabricColourLines, fabricName, join, sareeColourLines, sareeName } from './templates';
import { lightWeaves } from './weaves-light';
import { silkWeaves } from './weaves-silk';

// The catalogue: every saree weave in each of its colours, every fabric in each of its colours,
// and the atelier's services. All variation comes from seeded generators keyed by slug, so the
// output is identical on every run and adding a product does not reshuffle the others.

const sareeWeaves: WeaveDef[] = [...silkWeaves, ...lightWeaves];

/** Products with a fixed shape; stock, dates, collections and reviews are settled afterwards. */
type Draft = {
  product: ProductSeed;
  rng: Rng;
  short: string;
  colourLower: string;
  tags: Tag[];
  heavy: boolean;
  /** Collections that fit regardless of age: bridal, festive and so on. */
  fits: string[];
};

const OUT_OF_STOCK = { saree: 5, fabric: 3 } as const;
const NEW_ARRIVALS = 12;
const COLLECTION_ORDER = ['new-arrivals', 'bridal', 'handloom-heritage', 'festive', 'office-wear', 'summer-cottons'];

const discounts = [0, 0, 0.05, 0.1, 0.12, 0.15, 0.18, 0.2, 0.22, 0.25, 0.3, 0.33];

function pricing(rng: Rng, [min, max]: [number, number], step: number): { mrp: number; price: number } {
  const raw = min + rng() * (max - min);
  const price = Math.min(max, Math.max(min, Math.round(raw / step) * step));
  const discount = pick(rng, discounts);
  const mrp = discount === 0 ? price : Math.ceil(price / (1 - discount) / step) * step;
  return { mrp, price };
}

function keywords(kind: ProductKind, ...lists: string[][]): string[] {
  const base: Record<ProductKind, string[]> = {
    saree: ['sari', 'saadi', 'sadi'],
    fabric: ['kapda', 'kapra', 'running fabric', 'per meter'],
    service: ['silai', 'stitching', 'tailoring'],
  };
  const all = [...lists.flat(), ...base[kind]].map((k) => k.toLowerCase().trim());
  return [...new Set(all)].filter((k) => /^[a-z][a-z -]*$/.test(k));
}

const silkFabrics = new Set(['silk', 'tussar-silk', 'raw-silk', 'organza']);
const summerFabrics = new Set(['cotton', 'linen', 'muslin']);
const officeFabrics = new Set(['cotton', 'linen', 'silk-cotton', 'muslin']);

/** Collections a saree or fabric belongs in by what it is (new-arrivals is added later). */
function fitsFor(def: WeaveDef | FabricDef, occasions: string[], heavy: boolean): string[] {
  const silk = def.fabric.some((f) => silkFabrics.has(f));
  const fits: string[] = [];
  if (occasions.includes('bridal') && (heavy || def.weave.includes('banarasi'))) fits.push('bridal');
  if (def.handloom) fits.push('handloom-heritage');
  if (occasions.includes('festive') && (silk || def.weave.includes('bandhani'))) fits.push('festive');
  if (occasions.includes('office') && (def.fabric.some((f) => officeFabrics.has(f)) || (silk && !heavy)))
    fits.push('office-wear');
  if (def.fabric.some((f) => summerFabrics.has(f)) && !silk) fits.push('summer-cottons');
  return fits;
}

function tagsFor(def: WeaveDef | FabricDef): Tag[] {
  const tags: Tag[] = [];
  if (def.finish === finishes.goldZari || def.finish === finishes.silverZari) tags.push('zari');
  if (def.care === 'cotton' || def.care === 'linen' || def.care === 'silk-cotton') tags.push('wash');
  if (def.weave.includes('block-print')) tags.push('print');
  return tags;
}

function sareeDraft(w: WeaveDef, c: ColourDef): Draft {
  const slug = `${c.slug}-${w.slug}-saree`;
  const rng = rngFor(slug);
  // Black and white are not worn by most brides, so those colourways drop the bridal tag.
  const occasions = w.occasions
    .filter((o) => !(o === 'bridal' && (c.slug === 'black' || c.slug === 'white-cream')))
    .slice(0, 3);
  const blouse = w.length !== '5-5m';
  const attributes: ProductSeed['attributes'] = {
    fabric: w.fabric,
    weave: w.weave,
    region: [w.region],
    colour: [c.slug],
    occasion: occasions,
    pattern: w.pattern,
    'blouse-piece': [blouse ? 'included' : 'not-included'],
    length: [w.length],
  };
  const { mrp, price } = pricing(rng, w.price, w.price[1] > 10000 ? 100 : 50);
  const line = pick(rng, sareeColourLines)(c, w.finish);
  return {
    product: {
      slug,
      kind: 'saree',
      category: w.category,
      brand: w.brand,
      name: sareeName(w, c),
      description: join(w.story, line, w.drape),
      care: careNotes[w.care],
      mrp,
      price,
      stock: null,
      attributes,
      collections: [],
      keywords: keywords('saree', w.keywords, ...w.fabric.map((f) => fabricKeywords[f] ?? []), c.keywords),
      art: { palette: paletteFor(c, w.style), motif: w.motif },
      createdDaysAgo: 0,
      featured: 0,
      reviews: [],
    },
    rng,
    short: w.short,
    colourLower: c.enLower,
    tags: blouse ? [...tagsFor(w), 'blouse'] : tagsFor(w),
    heavy: w.heavy,
    fits: fitsFor(w, occasions, w.heavy),
  };
}

function fabricDraft(f: FabricDef, c: ColourDef): Draft {
  const slug = `${c.slug}-${f.slug}-fabric`;
  const rng = rngFor(slug);
  const attributes: ProductSeed['attributes'] = {
    fabric: f.fabric,
    ...(f.weave.length > 0 ? { weave: f.weave } : {}),
    region: [f.region],
    colour: [c.slug],
    pattern: f.pattern,
    occasion: f.occasions.slice(0, 3),
    width: [f.width],
  };
  const { mrp, price } = pricing(rng, f.price, 10);
  const line = pick(rng, fabricColourLines)(c, f.finish);
  return {
    product: {
      slug,
      kind: 'fabric',
      category: f.category,
      brand: f.brand,
      name: fabricName(f, c),
      description: join(f.story, line, f.use),
      care: careNotes[f.care],
      mrp,
      price,
      stock: null,
      step: f.step,
      attributes,
      collections: [],
      keywords: keywords('fabric', f.keywords, ...f.fabric.map((x) => fabricKeywords[x] ?? []), c.keywords),
      art: { palette: paletteFor(c, f.style), motif: f.motif },
      createdDaysAgo: 0,
      featured: 0,
      reviews: [],
    },
    rng,
    short: f.short,
    colourLower: c.enLower,
    tags: tagsFor(f),
    heavy: false,
    fits: fitsFor(f, f.occasions, false),
  };
}

function serviceDraft(s: ServiceDef): Draft {
  const attributes: Partial<Record<AttributeCode, string[]>> = {
    turnaround: [`${s.turnaroundDays}-days`],
    occasion: s.occasions,
    ...(s.weave ? { weave: s.weave } : {}),
  };
  const fitted = s.category !== 'saree-finishing';
  return {
    product: {
      slug: s.slug,
      kind: 'service',
      category: s.category,
      brand: 'silai-atelier',
      name: s.name,
      description: s.description,
      care: careNotes.service,
      mrp: s.mrp,
      price: s.price,
      stock: null,
      attributes,
      collections: [],
      keywords: keywords('service', s.keywords),
      art: { palette: paletteFor(colour(s.colour), 'zari'), motif: s.motif },
      turnaroundDays: s.turnaroundDays,
      createdDaysAgo: 0,
      featured: 0,
      reviews: [],
    },
    rng: rngFor(s.slug),
    short: s.short,
    colourLower: '',
    tags: fitted ? ['fit'] : [],
    heavy: false,
    fits: s.collections,
  };
}

function stockFor(d: Draft): number | null {
  if (d.product.kind === 'service') return null;
  if (d.product.kind === 'fabric') return intIn(d.rng, 8, 120);
  if (d.product.price >= 25000) return intIn(d.rng, 1, 3);
  return d.heavy ? intIn(d.rng, 1, 6) : intIn(d.rng, 2, 12);
}

function build(): ProductSeed[] {
  const drafts: Draft[] = [
    ...sareeWeaves.flatMap((w) => w.colours.map((c) => sareeDraft(w, colour(c)))),
    ...fabricDefs.flatMap((f) => f.colours.map((c) => fabricDraft(f, colour(c)))),
    ...serviceDefs.map(serviceDraft),
  ];

  // Which products arrived this month, and which older sarees and fabrics have sold out.
  const newOrder = shuffled(
    rngFor('catalogue:new-arrivals'),
    drafts.map((d) => d.product.slug),
  ).slice(0, NEW_ARRIVALS);
  const soldOut = new Set<string>();
  for (const kind of ['saree', 'fabric'] as const) {
    const slugs = drafts
      .filter((d) => d.product.kind === kind && !newOrder.includes(d.product.slug))
      .map((d) => d.product.slug);
    for (const s of shuffled(rngFor(`catalogue:sold-out:${kind}`), slugs).slice(0, OUT_OF_STOCK[kind])) soldOut.add(s);
  }

  for (const d of drafts) {
    const p = d.product;
    const newIndex = newOrder.indexOf(p.slug);
    p.createdDaysAgo = newIndex >= 0 ? 2 + newIndex * 2 + intIn(d.rng, 0, 1) : intIn(d.rng, 30, 400);
    p.stock = soldOut.has(p.slug) ? 0 : stockFor(d);
    p.featured = intIn(d.rng, 0, 100);
    const fits = p.createdDaysAgo < 30 ? ['new-arrivals', ...d.fits] : d.fits;
    p.collections = COLLECTION_ORDER.filter((c) => fits.includes(c)).slice(0, 3);
    p.reviews = composeReviews(d.rng, {
      kind: p.kind,
      short: d.short,
      colour: d.colourLower,
      tags: d.tags,
      createdDaysAgo: p.createdDaysAgo,
    });
  }
  return drafts.map((d) => d.product);
}

export const productSeeds: ProductSeed[] = build();
