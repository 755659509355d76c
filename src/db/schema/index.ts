export * from './storefront';
export * from './catalog';
export * from './identity';
