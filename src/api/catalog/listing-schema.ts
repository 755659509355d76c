import { builder } from '../core/builder';
import { productSorts } from '../../lib/catalog-params';
import { listProducts, type Listing } from './listing';
import type { ListingNotice } from './listing-args';
import { Attribute, AttributeValue } from './product-types';
import { Money, Product, ProductKindEnum } from './refs';
import type { AttributeRow, AttributeValueRow } from './taxonomy';

const SortEnum = builder.enumType('ProductSort', {
  values: Object.fromEntries(productSorts.map((s) => [s.toUpperCase(), { value: s }])) as {
    [K in (typeof productSorts)[number] as Uppercase<K>]: { value: K };
  },
});

const NoticeEnum = builder.enumType('ListingNotice', {
  description: 'Something about the request was adjusted rather than refused; the page tells the shopper.',
  values: ['PAGE_OUT_OF_RANGE', 'PRICE_RANGE_SWAPPED', 'UNKNOWN_FILTER_IGNORED', 'SEARCH_SHORTENED'] as const,
});

const AttributeFilter = builder.inputType('AttributeFilter', {
  fields: (t) => ({
    code: t.string({ required: true }),
    values: t.stringList({ required: true, description: 'Value slugs; any of them matches.' }),
  }),
});

const ProductFilter = builder.inputType('ProductFilter', {
  fields: (t) => ({
    kind: t.field({ type: ProductKindEnum, required: false }),
    category: t.string({ required: false, description: 'Category slug; includes its sub-categories.' }),
    collection: t.string({ required: false }),
    search: t.string({ required: false }),
    attributes: t.field({
      type: [AttributeFilter],
      required: false,
      description: 'All attributes must match; values within one are alternatives.',
    }),
    minPrice: t.int({ required: false, description: 'Minor units.' }),
    maxPrice: t.int({ required: false, description: 'Minor units.' }),
    inStock: t.boolean({ required: false }),
  }),
});

type FacetShape = { attribute: AttributeRow; values: { value: AttributeValueRow; count: number; selected: boolean }[] };

const FacetValue = builder.objectRef<FacetShape['values'][number]>('FacetValue').implement({
  fields: (t) => ({
    value: t.field({ type: AttributeValue, resolve: (v) => v.value }),
    count: t.exposeInt('count', { description: 'Products this value would show, given the other filters.' }),
    selected: t.exposeBoolean('selected'),
  }),
});

const Facet = builder.objectRef<FacetShape>('Facet').implement({
  fields: (t) => ({
    attribute: t.field({ type: Attribute, resolve: (f) => f.attribute }),
    values: t.field({ type: [FacetValue], resolve: (f) => f.values }),
  }),
});

const PriceRange = builder.objectRef<{ min: number; max: number; currency: string }>('PriceRange').implement({
  fields: (t) => ({
    min: t.field({ type: Money, resolve: (r) => ({ amount: r.min, currency: r.currency }) }),
    max: t.field({ type: Money, resolve: (r) => ({ amount: r.max, currency: r.currency }) }),
  }),
});

const ProductListing = builder.objectRef<Listing>('ProductListing').implement({
  fields: (t) => ({
    items: t.field({ type: [Product], resolve: (l) => l.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    perPage: t.exposeInt('perPage'),
    pageCount: t.int({ resolve: (l) => Math.max(1, Math.ceil(l.total / l.perPage)) }),
    sort: t.field({ type: SortEnum, resolve: (l) => l.sort }),
    search: t.exposeString('search', {
      nullable: true,
      description: 'The search as understood (cleaned and shortened).',
    }),
    notices: t.field({ type: [NoticeEnum], resolve: (l) => l.notices }),
    inStockCount: t.exposeInt('inStockCount'),
    price: t.field({
      type: PriceRange,
      nullable: true,
      resolve: (l) => (l.price ? { ...l.price, currency: 'INR' } : null),
    }),
    facets: t.field({
      type: [Facet],
      resolve: (l) => {
        const tax = l.taxonomy;
        const counts = new Map(l.facets.map((f) => [f.valueId, f.count]));
        const selected = new Set(l.selectedValueIds);
        return tax.attributes
          .filter((a) => a.facet)
          .map((attribute) => ({
            attribute,
            values: tax.values
              .filter((v) => v.attributeId === attribute.id && (counts.has(v.id) || selected.has(v.id)))
              .map((value) => ({ value, count: counts.get(value.id) ?? 0, selected: selected.has(value.id) })),
          }))
          .filter((f) => f.values.length > 0);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: ProductListing,
    authScopes: { public: true },
    description:
      'A page of products with facet counts. Out-of-range input is adjusted and reported in `notices`, never an error.',
    args: {
      filter: t.arg({ type: ProductFilter, required: false }),
      sort: t.arg({ type: SortEnum, required: false }),
      page: t.arg.int({ required: false, defaultValue: 1 }),
      perPage: t.arg.int({ required: false, defaultValue: 24 }),
    },
    resolve: async (_r, { filter, sort, page, perPage }, ctx) => {
      const listing = await listProducts(ctx.db, { ...filter, sort, page, perPage });
      const pageCount = Math.max(1, Math.ceil(listing.total / listing.perPage));
      const notices: ListingNotice[] =
        listing.page > pageCount ? [...listing.notices, 'PAGE_OUT_OF_RANGE'] : listing.notices;
      return { ...listing, notices };
    },
  }),
}));
