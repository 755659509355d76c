import type { ProductKind, ReviewSeed } from '../catalogue-types';

// Deterministic pseudo-random helpers and the review composer. Nothing here uses Math.random, so
// the seed produces the same catalogue on every run.

export type Rng = () => number;

/** mulberry32: a small, fast 32-bit generator. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash, so each product gets its own stream keyed by its slug. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const rngFor = (key: string): Rng => mulberry32(hashString(key));

/** Integer in [min, max], both inclusive. */
export const intIn = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('catalogue-data: pick from an empty list');
  return item;
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

const authors = [
  'Ananya R.',
  'Priya S.',
  'Meenakshi V.',
  'Kavya N.',
  'Sneha P.',
  'Ritu M.',
  'Lakshmi K.',
  'Farida H.',
  'Aisha M.',
  'Deepa I.',
  'Sunita G.',
  'Nandini B.',
  'Shreya D.',
  'Pooja T.',
  'Anjali C.',
  'Rekha J.',
  'Harpreet K.',
  'Simran B.',
  'Nisha L.',
  'Divya A.',
  'Swati R.',
  'Gayatri S.',
  'Radhika M.',
  'Zoya F.',
  'Bhavna D.',
  'Revathi S.',
  'Sharmila G.',
  'Malini T.',
  'Ishita B.',
  'Tanvi K.',
  'Aparna V.',
  'Sujata N.',
  'Rukhsana A.',
  'Fatima Z.',
  'Anita P.',
  'Vidya R.',
  'Rohan S.',
  'Karthik V.',
  'Mehul P.',
  'Sanjana W.',
  'Priyanka O.',
  'Leela H.',
  'Jaspreet G.',
  'Noor A.',
  'Madhuri E.',
  'Keerthana R.',
  'Sarah J.',
  'Uma C.',
];

/**
 * A line that only fits some products says so: 'blouse' needs a blouse piece, 'zari' needs zari,
 * 'wash' a washable fabric, 'print' a printed one, 'fit' a garment cut to measure.
 */
export type Tag = 'blouse' | 'zari' | 'wash' | 'print' | 'fit';
type Line = string | { text: string; needs: Tag };
type Pool = { titles: Line[]; bodies: Line[] };
type Rating = ReviewSeed['rating'];

const sareePools: Record<Rating, Pool> = {
  5: {
    titles: [
      'Absolutely stunning',
      'Better than the photos',
      'Worth every rupee',
      'Heirloom quality',
      'So elegant',
      'Compliments all evening',
      'Beautiful weave',
      'Exactly as shown',
    ],
    bodies: [
      'The {short} drapes beautifully and the pleats stayed in place all evening.',
      'The {colour} is exactly like the photo. Rich without being loud.',
      'Arrived in four days, packed in a cloth bag with a handwritten note. Lovely touch.',
      'Wore it to my cousin’s wedding and three aunties asked where it was from.',
      { text: 'The blouse piece was generous and my tailor had no trouble with the fit.', needs: 'blouse' },
      'Lovely weight. It feels like a saree my nani would have kept for decades.',
      'Bought it for my mother’s sixtieth and she has not stopped talking about it.',
      { text: 'The zari has a soft, antique glow, not the brassy shine I was worried about.', needs: 'zari' },
      'Ordered from Dubai, customs was smooth and it reached in a week.',
    ],
  },
  4: {
    titles: ['Lovely saree', 'Very happy', 'Beautiful, small niggle', 'Good buy', 'Nice drape'],
    bodies: [
      'Beautiful saree. The shade is a touch deeper than on my screen, but I like it more.',
      'Drape is lovely. Delivery took eight days, a little longer than I expected.',
      'Good quality for the price. Fall and pico were not done, so add that service if you need it.',
      { text: 'Loved the weave, but the blouse piece is a little short for full sleeves.', needs: 'blouse' },
      'Slightly stiff at first, but it softened after a wear or two.',
      { text: 'Colour ran a little in the first wash, fine after that.', needs: 'wash' },
      'Lovely {short}. Wish the pallu were a bit longer.',
    ],
  },
  3: {
    titles: ['Okay', 'Mixed feelings', 'Decent but not wow', 'Not quite the photo'],
    bodies: [
      'The colour looks duller than in the photos, though the weave itself is good.',
      'Pretty saree but delivery took almost two weeks.',
      { text: 'The blouse piece did not match the border as I had hoped.', needs: 'blouse' },
      { text: 'Decent, but the zari is lighter than I expected for the price.', needs: 'zari' },
      { text: 'The print is slightly uneven in places. I know it is handmade, but still.', needs: 'print' },
    ],
  },
  2: {
    titles: ['Disappointed', 'Expected better'],
    bodies: [
      'There was a small pull in the pallu. Support offered a replacement, but it should have been caught before shipping.',
      'The colour was quite different from the photo, so I returned it. The refund was quick, at least.',
    ],
  },
  1: { titles: ['Not for me'], bodies: ['Did not match the description at all.'] },
};

const fabricPools: Record<Rating, Pool> = {
  5: {
    titles: ['Great fabric', 'Exactly as described', 'Tailor loved it', 'Will reorder', 'Beautiful quality'],
    bodies: [
      'Good weight and the width is as listed. Made two kurtas from three metres.',
      'Colour true to the photo and it was cut cleanly, no fraying at the edges.',
      'My tailor said it was a pleasure to work with. The {short} looks expensive.',
      { text: 'Used it for my daughter’s lehenga. The zari is rich and does not scratch.', needs: 'zari' },
      'Arrived rolled, not folded, so there were no creases. Thoughtful.',
    ],
  },
  4: {
    titles: ['Nice fabric', 'Good value', 'Happy overall'],
    bodies: [
      { text: 'Nice fabric. It shrank a little in the first wash, so pre-wash before stitching.', needs: 'wash' },
      'The shade is a little lighter than on screen but still lovely.',
      'Took six days to arrive, well packed.',
      'Good quality {short}, slightly thinner than I imagined but it drapes well.',
    ],
  },
  3: {
    titles: ['Average', 'Okay for the price'],
    bodies: [
      { text: 'Quality is fine, but the print is slightly off-register in places.', needs: 'print' },
      'Thinner than I expected. I had to add a lining.',
      'Fabric is fine, delivery was slow.',
    ],
  },
  2: {
    titles: ['Short measure'],
    bodies: ['I received half a metre less than I ordered. Support sorted it out, but it took a week.'],
  },
  1: { titles: ['Not for me'], bodies: ['Not what I expected from the photos.'] },
};

const servicePools: Record<Rating, Pool> = {
  5: {
    titles: [
      { text: 'Perfect fit', needs: 'fit' },
      'Beautifully finished',
      'Highly recommend',
      'Will order again',
      'On time',
    ],
    bodies: [
      { text: 'Fit perfectly on the first try. The measurement guide was easy to follow.', needs: 'fit' },
      'The finishing inside is as neat as the outside. Real craftsmanship.',
      'Came back exactly on the promised day, pressed and folded.',
      'The tailor called to check the design before cutting, which I really appreciated.',
      'Sent my fabric from Toronto and got it back well within the time given.',
    ],
  },
  4: {
    titles: ['Good work', 'Neat stitching', 'Almost perfect'],
    bodies: [
      { text: 'Good fit. Needed a small change at the shoulder, which they did free of charge.', needs: 'fit' },
      'Neat work, but it took two days longer than quoted.',
      'Happy with the {short}, though I would have liked a photo before it was shipped.',
    ],
  },
  3: {
    titles: ['Okay', { text: 'Needed alteration', needs: 'fit' }],
    bodies: [
      { text: 'A bit loose at the waist; my local tailor fixed it in ten minutes.', needs: 'fit' },
      'Work is fine but it took longer than promised.',
    ],
  },
  2: {
    titles: ['Had to redo'],
    bodies: ['I had to send it back for re-stitching. The second attempt was fine.'],
  },
  1: { titles: ['Not for me'], bodies: ['Not what I asked for.'] },
};

const pools: Record<ProductKind, Record<Rating, Pool>> = {
  saree: sareePools,
  fabric: fabricPools,
  service: servicePools,
};

function fitting(lines: Line[], tags: Tag[]): string[] {
  return lines
    .filter((l) => typeof l === 'string' || tags.includes(l.needs))
    .map((l) => (typeof l === 'string' ? l : l.text));
}

function rating(rng: Rng): Rating {
  const r = rng();
  if (r < 0.55) return 5;
  if (r < 0.85) return 4;
  if (r < 0.96) return 3;
  return 2;
}

export type ReviewContext = {
  kind: ProductKind;
  /** English short name: "Banarasi", "lehenga". */
  short: string;
  /** English colour in running text, or an empty string. */
  colour: string;
  tags: Tag[];
  createdDaysAgo: number;
};

/** 0 to 4 reviews, none for a product too new to have been delivered and worn. */
export function composeReviews(rng: Rng, ctx: ReviewContext): ReviewSeed[] {
  const oldest = ctx.createdDaysAgo - 5;
  if (oldest < 1) return [];
  const count = pick(rng, [0, 1, 1, 2, 2, 2, 3, 3, 4]);
  const used = new Set<string>();
  const people = shuffled(rng, authors);
  const reviews: ReviewSeed[] = [];
  for (let i = 0; i < count; i++) {
    const stars = rating(rng);
    const pool = pools[ctx.kind][stars];
    const bodies = fitting(pool.bodies, ctx.tags).filter((b) => !used.has(b));
    const titles = fitting(pool.titles, ctx.tags);
    if (bodies.length === 0) continue;
    const body = pick(rng, bodies);
    used.add(body);
    reviews.push({
      author: people[i] ?? 'Guest',
      rating: stars,
      title: pick(rng, titles),
      body: body.replace('{short}', ctx.short).replace('{colour}', ctx.colour || 'colour'),
      daysAgo: intIn(rng, 1, oldest),
    });
  }
  return reviews.sort((a, b) => a.daysAgo - b.daysAgo);
}
