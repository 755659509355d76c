import { describe, expect, it } from 'vitest';
import { clearFilters, listingQuery, parseListing, toggleValue } from './listing-params';

describe('listing URL state', () => {
  it('round-trips every filter in a stable order', () => {
    const s = parseListing({
      weave: 'kanjeevaram,banarasi',
      colour: ['red'],
      min: '5000',
      max: '20000',
      stock: '1',
      sort: 'price_asc',
      page: '2',
    });
    expect(s.attributes).toEqual([
      { code: 'weave', values: ['banarasi', 'kanjeevaram'] },
      { code: 'colour', values: ['red'] },
    ]);
    expect(listingQuery(s)).toBe(
      '?weave=banarasi%2Ckanjeevaram&colour=red&min=5000&max=20000&stock=1&sort=price_asc&page=2',
    );
    expect(parseListing(Object.fromEntries(new URLSearchParams(listingQuery(s))))).toEqual(s);
  });

  it('drops absurd values instead of failing', () => {
    const s = parseListing({
      page: '-4',
      min: 'abc',
      max: '1e99',
      sort: 'cheapest',
      weave: '<script>',
      region: 'x'.repeat(500),
      category: '../etc',
    });
    expect(s).toEqual({
      category: null,
      q: null,
      attributes: [],
      min: null,
      max: null,
      stock: false,
      sort: null,
      page: 1,
    });
    expect(parseListing({ page: '99999999' }).page).toBe(10_000);
    expect(parseListing({ q: 'a'.repeat(6000) }).q).toHaveLength(5000);
  });

  it('toggles a value on and off and returns to page 1', () => {
    const s = parseListing({ weave: 'banarasi', page: '3' });
    const on = toggleValue(s, 'weave', 'paithani');
    expect(on.attributes).toEqual([{ code: 'weave', values: ['banarasi', 'paithani'] }]);
    expect(on.page).toBe(1);
    expect(toggleValue(s, 'weave', 'banarasi').attributes).toEqual([]);
    expect(listingQuery(clearFilters({ ...s, sort: 'newest' }))).toBe('?sort=newest');
  });
});
