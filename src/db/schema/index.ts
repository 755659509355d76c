// Every table, for drizzle-kit, migrations, the seed and tests. Domains never import this barrel:
// each imports its own file (src/db/schema/<domain>.ts).
export * from './storefront';
export * from './catalog';
export * from './media';
export * from './identity';
export * from './cart';
export * from './addresses';
export * from './orders';
export * from './payments';
export * from './measurements';
export * from './tailoring';
export * from './notifications';
export * from './consultations';
export * from './enquiries';
export * from './core';
export * from './audit';
export * from './rewards';
export * from './wishlist';
export * from './currency';
export * from './offers';
