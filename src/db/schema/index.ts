export * from './storefront';
export * from './catalog';
