export * from './storefront';
export * from './catalog';
export * from './identity';
export * from './products';
export * from './buying';
