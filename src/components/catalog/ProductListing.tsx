import type { TFunction } from '../../client/i18n/react';
import { runQuery } from '../../api/executor';
import { ProductListingDocument } from '../../client/catalog/documents';
import type { ProductFilter, ProductSort } from '../../gql/graphql';
import type { Language } from '../../i18n/settings';
import { RouterLink } from '../RouterLink';
import fl from './filters.module.css';
import ls from './listing.module.css';
import pg from './page.module.css';
import { CatalogSelection } from './CatalogSelection';
import { FacetPanel } from './FacetPanel';
import { clearFilters, listingQuery, parseListing, type ListingState, type SearchParams } from './listing-params';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import { SortForm } from './SortForm';
import { LateTrackItemList } from './late-tracking';
import { trackedItem } from './tracking';
import { toMinor } from '../../lib/money';

export type ListingScope = {
  /** The page's own path: filters and pages are links to it. */
  path: string;
  kind?: ProductFilter['kind'];
  category?: string;
  collection?: string;
  /** The collection's id, for the reference's collection store. */
  collectionId?: string;
  /** Search pages pass the query; listings take none. */
  search?: boolean;
};

const perPage = 24;

/** Filters as GraphQL input: the page's fixed scope plus what the URL asks for. */
function listingVariables(scope: ListingScope, s: ListingState) {
  return {
    filter: {
      kind: scope.kind ?? null,
      category: s.category ?? scope.category ?? null,
      collection: scope.collection ?? null,
      search: scope.search ? s.q : null,
      attributes: s.attributes,
      // The URL's price range is in whole rupees; the listing takes minor units.
      minPrice: s.min !== null ? toMinor(s.min, 'INR') : null,
      maxPrice: s.max !== null ? toMinor(s.max, 'INR') : null,
      inStock: s.stock || null,
    },
    sort: (s.sort?.toUpperCase() ?? null) as ProductSort | null,
    page: s.page,
    perPage,
  };
}

/**
 * A listing: filters with counts, sort, the grid and pages, all plain links and GET forms, so it
 * works before (and without) JavaScript and every view has its own URL.
 */
export async function ProductListing({
  scope,
  searchParams,
  t,
  lng,
  listName,
}: {
  scope: ListingScope;
  searchParams: SearchParams;
  t: TFunction;
  lng: Language;
  listName: string;
}) {
  const state = parseListing(searchParams);
  const { products: l } = await runQuery(ProductListingDocument, listingVariables(scope, state), { locale: lng });
  const href = (s: ListingState) => `${scope.path}${listingQuery(s)}`;
  const selectedCount =
    state.attributes.reduce((n, a) => n + a.values.length, 0) +
    (state.min !== null || state.max !== null ? 1 : 0) +
    (state.stock ? 1 : 0);
  const single = l.facets.flatMap((f) =>
    f.values.filter((v) => v.selected).map((v) => ({ value: v.value.slug, attribute_id: f.attribute.id })),
  );
  const from = l.total === 0 ? 0 : (l.page - 1) * l.perPage + 1;
  const to = Math.min(l.total, l.page * l.perPage);

  return (
    <div className={ls.listing}>
      <CatalogSelection collectionId={scope.collectionId ?? null} attribute={single.length === 1 ? single[0]! : null} />
      <LateTrackItemList listId={scope.path} listName={listName} items={l.items.map((i) => trackedItem(i))} />
      {/* Every filter is a link: without this, the first product sat 84-95 Tab stops away. */}
      <a href="#results" className="skip-inline">
        {t('a11y.skipToResults')}
      </a>
      <details className={`filters ${fl.filters}`}>
        <summary>{selectedCount ? t('listing.filtersCount', { n: selectedCount }) : t('listing.filters')}</summary>
        <FacetPanel l={l} state={state} href={href} t={t} />
      </details>

      <section id="results" tabIndex={-1} aria-labelledby="results-heading">
        <div className={ls.toolbar}>
          {/* The live region sits inside the heading: role="status" on the h2 itself would take away its heading role. */}
          <h2 id="results-heading" className={ls.resultCount}>
            <span role="status">
              {l.total === 0 ? t('listing.noneFound') : t('listing.showing', { from, to, total: l.total })}
            </span>
          </h2>
          <SortForm
            path={scope.path}
            query={listingQuery({ ...state, sort: null, page: 1 })}
            current={l.sort}
            search={Boolean(scope.search && l.search)}
            labels={{
              label: t('listing.sortLabel'),
              apply: t('listing.apply'),
              options: {
                FEATURED: t('listing.sort.featured'),
                NEWEST: t('listing.sort.newest'),
                PRICE_ASC: t('listing.sort.priceAsc'),
                PRICE_DESC: t('listing.sort.priceDesc'),
                DISCOUNT: t('listing.sort.discount'),
                RELEVANCE: t('listing.sort.relevance'),
              },
            }}
          />
        </div>
        {l.notices.map((n) => (
          <p key={n} role="alert" className={pg.notice}>
            {t(`listing.notice.${n}`)}
          </p>
        ))}
        {l.items.length > 0 ? (
          <ul className={ls.grid}>
            {l.items.map((p, i) => (
              <li key={p.id}>
                <ProductCard p={p} t={t} lng={lng} priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={ls.empty}>
            <p>{l.page > l.pageCount ? t('listing.pastTheEnd') : t('listing.emptyTitle')}</p>
            <p className={pg.muted}>{t('listing.emptyText')}</p>
            <div className={ls.emptyLinks}>
              {l.page > l.pageCount ? (
                <RouterLink href={href({ ...state, page: 1 })} className={pg.link}>
                  {t('listing.firstPage')}
                </RouterLink>
              ) : null}
              <RouterLink href={href(clearFilters(state))} className={pg.link}>
                {t('listing.clearAll')}
              </RouterLink>
              <RouterLink href="/get-in-touch" className={pg.link}>
                {t('listing.askDesigner')}
              </RouterLink>
            </div>
          </div>
        )}
        <Pagination page={l.page} pageCount={l.pageCount} href={(page) => href({ ...state, page })} t={t} />
      </section>
    </div>
  );
}
