// Well-typed hostile values for the schema fuzz (fuzz.test.ts): for any input type, a value drawn from
// pools of empty, huge, NUL and control-character strings, ids that are not ids, extreme numbers, every
// enum value and long lists, mixed with real ids so some calls get past the argument checks.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

export type Real = {
  productId: string;
  slug: string;
  addressId: string;
  orderNumber: string;
  orderId: string;
  paymentId: string;
  userId: string;
  deliveredNumber: string;
  tailoredNumber: string;
  lineId: string;
  profileId: string;
};

/** A small deterministic generator (mulberry32), so a failure names a round that fails again. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const controlChars = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f\u0085\u009b';

function stringPool(real: Real): string[] {
  return [
    '',
    'x'.repeat(10_240),
    'a\u0000b',
    `a${controlChars}b`,
    real.slug,
    '   ',
    'a\ud800b',
    '\u202egnp.exe\u202c',
    real.orderNumber,
    real.deliveredNumber,
    real.tailoredNumber,
    `' OR '1'='1' --`,
    '__proto__',
    '+919000000001',
    '2026-02-30T25:61:00Z',
    'Asia/Nowhere',
    'SL-' + '\u0000'.repeat(8),
    '👩🏽‍🦱'.repeat(300),
    'constructor',
    // Plausible values, so that a hostile neighbour reaches code past the first check.
    'Meera Iyer',
    'meera@example.com',
    'a\u0000@example.com',
    'a\u001f@example.com',
    'IN',
    '400020',
    'Asia/Kolkata',
    '2030-01-15T10:00:00.000Z',
    '123456',
    // Text that must be refused as such (typed), never reach the database and fail there.
    'red \u001b[31mtext',
    'pay\u200bment',
    'hidden \ufeff',
    '\u200d',
    'Lovely\nsaree',
  ];
}

function idPool(real: Real): string[] {
  return [
    'not-a-uuid',
    '',
    real.productId,
    '00000000-0000-0000-0000-000000000000',
    '__proto__',
    '-1',
    real.addressId,
    '2147483648',
    '99999999999999999999',
    'a\u0000b',
    real.orderId,
    '1.5',
    real.paymentId,
    `${real.addressId}\u0000`,
    'x'.repeat(10_240),
    real.userId,
    real.lineId,
    real.profileId,
    '0',
    ' 1',
    '1e3',
    'constructor',
  ];
}

const intPool = [0, -1, 2_147_483_647, -2_147_483_648, 1, 1_000_000, 50, 51];
const safeIntPool = [0, -1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1, 100];

/**
 * Real values for arguments by their name (the buyer's delivered product, their tailoring line, a star
 * rating), drawn most of the time: a call whose other arguments are hostile then reaches the code behind the
 * first checks (a review of a product they may review, a line they own), not only "not found".
 */
function plausible(name: string, scalar: string, real: Real): readonly unknown[] | null {
  if (scalar === 'Int') {
    if (name === 'rating') return [1, 2, 3, 4, 5];
    if (/version$/i.test(name)) return [0, 1, 2];
    return null;
  }
  if (scalar !== 'ID' && scalar !== 'String') return null;
  // Free text the store keeps: what its one rule must refuse before SQL (a NUL fails in PostgreSQL, a lone
  // surrogate in a jsonb column), beside text it takes.
  if (/^(title|body|reason|reply|note|notes|message)$/.test(name))
    return [
      'a\u0000b',
      '\u0000',
      'Lovely\u0000saree',
      'a\ud800b',
      'red \u001b[31mtext',
      '\u202egnp.exe',
      'Lovely saree',
    ];
  if (name === 'productId') return [real.productId];
  // A first review names none, and needs no photo: another's is NOT_YOURS, an unknown photo refused, before
  // anything is written.
  if (name === 'reviewId' || name === 'photoKey') return [null];
  if (name === 'lineId') return [real.lineId];
  if (name === 'profileId') return [real.profileId];
  if (name === 'addressId') return [real.addressId];
  if (name === 'paymentId') return [real.paymentId];
  if (name === 'userId') return [real.userId];
  if (name === 'number' || name === 'orderNumber') return [real.orderNumber, real.deliveredNumber, real.tailoredNumber];
  return null;
}

/** A value of the argument's type (`name`: the argument's or input field's); `next` draws the choices. */
export function valueFor(type: GraphQLInputType, next: () => number, real: Real, depth = 0, name = ''): unknown {
  if (!isNonNullType(type) && next() < 0.1) return null;
  const t = getNullableType(type) as GraphQLInputType;
  const pick = <T>(pool: readonly T[]) => pool[Math.floor(next() * pool.length)]!;
  const named = isScalarType(t) ? plausible(name, t.name, real) : null;
  if (named && next() < 0.7) return pick(named);
  if (isListType(t)) {
    if (depth > 2) return [];
    // Empty, one, a few, and more than any list the store accepts.
    const n = pick([1, 1, 0, 3, 60]);
    return Array.from({ length: n }, () => valueFor(t.ofType, next, real, depth + 1));
  }
  if (isInputObjectType(t)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) {
      if (!isNonNullType(f.type) && next() < 0.15) continue; // optional fields sometimes absent
      out[f.name] = valueFor(f.type, next, real, depth + 1, f.name);
    }
    return out;
  }
  if (isEnumType(t)) return pick(t.getValues()).name;
  if (isScalarType(t)) {
    switch (t.name) {
      case 'String':
        return pick(stringPool(real));
      case 'ID':
        return pick(idPool(real));
      case 'Int':
        return pick(intPool);
      case 'SafeInt':
        return pick(safeIntPool);
      case 'Float':
        return pick([0, -1, 1e308, -1e308, 0.5]);
      case 'Boolean':
        return next() < 0.5;
    }
  }
  throw new Error(`no hostile values for ${String(t)}`);
}
