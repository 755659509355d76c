import { describe, expect, it } from 'vitest';
import { parseListing } from '../components/catalog/listing-params';
import { productSortSchema, productSorts } from './catalog-params';

describe('listing parameters', () => {
  it('are the same sorts for the URL and the listing query', () => {
    for (const sort of productSorts) {
      expect(productSortSchema.parse(sort)).toBe(sort);
      expect(parseListing({ sort }).sort).toBe(sort);
    }
    expect(productSortSchema.safeParse('cheapest').success).toBe(false);
    expect(parseListing({ sort: 'cheapest' }).sort).toBeNull();
  });
});
