import { decimalPrice } from '../../../components/catalog/money';
import type { ProductPageQuery } from '../../../gql/graphql';

export type JsonLdProduct = NonNullable<ProductPageQuery['product']>;

const availability = {
  IN_STOCK: 'InStock',
  LOW_STOCK: 'LimitedAvailability',
  OUT_OF_STOCK: 'OutOfStock',
  MADE_TO_ORDER: 'MadeToOrder',
} as const;

/**
 * The Product JSON-LD search engines read. Its rating counts shoppers' own reviews only: the demo
 * store's sample reviews are shown on the page as samples and never offered to search engines as
 * ratings (no `aggregateRating` and no `review` from them).
 */
export function productJsonLd(p: JsonLdProduct, baseUrl: string, storeName: string) {
  const url = `${baseUrl}/products/${p.slug}`;
  const price = decimalPrice(p.price.amount);
  const rating = p.shopperRating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    url,
    image: p.images.map((i) => `${baseUrl}${i.src}`),
    brand: { '@type': 'Brand', name: p.brand.name },
    category: p.category.name,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: p.price.currency,
      availability: `https://schema.org/${availability[p.stockState]}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: storeName },
      ...(p.unit === 'METRE'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: p.price.currency,
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MTR' },
            },
          }
        : {}),
    },
    ...(rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
