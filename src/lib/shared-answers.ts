/**
 * The operations whose answer is the same for every anonymous visitor (it depends only on the variables
 * and the language): the browser sends them as persisted GETs (hash only), the gateway keeps their
 * answers in its response cache.
 */
export const sharedAnswerOperations: ReadonlySet<string> = new Set([
  'ProductListing',
  'ProductPage',
  'ProductExtras',
  'CategoryHead',
  'CategoryIndex',
  'HomePage',
  'CollectionPage',
  'CurrencyRates',
]);

/**
 * Those that list products: a product's change can add it to or drop it from any of them (price
 * filters, stock filters, publishing), not only those that already show it.
 */
export const productListOperations: ReadonlySet<string> = new Set(['ProductListing', 'ProductExtras']);

/** Those that show the running offers themselves (the home page's sale banner): a sale's start or end drops them. */
export const runningOffersOperations: ReadonlySet<string> = new Set(['HomePage']);
