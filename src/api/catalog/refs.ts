// The GraphQL types other domains' fields name (products, money, the product kinds, reviews): declared
// here and implemented in product-types.ts and product-schema.ts, so a domain that names them imports the
// door without registering catalog's fields (only src/api/schema.ts loads the schema files). The scalar
// and the enum are whole here: they have no fields.
import { GraphQLError, Kind } from 'graphql';
import { builder } from '../core/builder';
import { ErrorCode } from '../core/errors';
import type { ReviewRow } from './product';
import type { ProductRow } from './product-rows';

const safeIntError = (value: unknown) =>
  new GraphQLError(
    `A whole number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER} is expected, not ${String(value).slice(0, 40)}.`,
    {
      extensions: { code: ErrorCode.badInput },
    },
  );

/**
 * Money in minor units outgrows GraphQL's 32-bit Int (a cart of 50 lines can pass ₹2.1 crore, 2^31
 * paise); SafeInt is a whole number up to 2^53 - 1, sent as a plain JSON number, so it never overflows.
 */
export const SafeInt = builder.scalarType('SafeInt', {
  description: 'A whole number within ±(2^53 - 1), sent as a JSON number (money in minor units).',
  serialize: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new Error(`SafeInt cannot represent ${String(value)}`);
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw safeIntError(value);
    return value;
  },
  parseLiteral: (ast) => {
    const n = ast.kind === Kind.INT ? Number(ast.value) : NaN;
    if (!Number.isSafeInteger(n)) throw safeIntError(ast.kind === Kind.INT ? ast.value : ast.kind);
    return n;
  },
});

export const Money = builder.objectRef<{ amount: number; currency: string }>('Money');

export const ProductKindEnum = builder.enumType('ProductKind', {
  values: { SAREE: { value: 'saree' }, FABRIC: { value: 'fabric' }, SERVICE: { value: 'service' } } as const,
});

export const Review = builder.objectRef<ReviewRow>('Review');
export const Product = builder.objectRef<ProductRow>('Product');
