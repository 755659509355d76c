import { describe, expect, it } from 'vitest';
import { productJsonLd, type JsonLdProduct } from './product-json-ld';

function product(over: Partial<JsonLdProduct>): JsonLdProduct {
  const base = {
    id: '1',
    slug: 'red-banarasi',
    sku: 'SIL-S-ABC123',
    kind: 'SAREE',
    name: 'Red Banarasi',
    description: 'Woven in Varanasi.',
    care: 'Dry clean.',
    unit: 'PIECE',
    stockState: 'IN_STOCK',
    price: { amount: 1_250_000, currency: 'INR' },
    mrp: { amount: 1_500_000, currency: 'INR' },
    brand: { name: 'Varanasi Weavers' },
    category: { slug: 'silk-sarees', name: 'Silk sarees', parent: null },
    images: [{ src: '/media/p-red-banarasi-1-960.webp', srcSetAvif: '', srcSetWebp: '', width: 960, height: 1200 }],
    // What the page shows: every review, the demo store's samples included.
    rating: { average: 4.6, count: 12 },
    shopperRating: { average: 0, count: 0 },
  };
  return { ...base, ...over } as unknown as JsonLdProduct;
}

describe('Product JSON-LD', () => {
  it('carries no rating at all when every review is a sample', () => {
    const ld = productJsonLd(product({}), 'https://silai.example', 'Silai');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    expect(JSON.stringify(ld)).not.toMatch(/Rating|review/i);
    expect(ld.offers).toMatchObject({
      price: '12500.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    });
  });

  it("rates from shoppers' own reviews only", () => {
    const ld = productJsonLd(product({ shopperRating: { average: 4, count: 2 } }), 'https://silai.example', 'Silai');
    expect(ld).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.0',
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });
});
