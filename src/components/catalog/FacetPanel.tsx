import type { TFunction } from '../../client/i18n/react';
import type { ProductListingQuery } from '../../gql/graphql';
import { toMajor } from '../../lib/money';
import { RouterLink } from '../RouterLink';
import fl from './filters.module.css';
import { PriceBoundField } from './PriceBoundField';
import pg from './page.module.css';
import { clearFilters, hasFilters, listingQuery, toggleValue, type ListingState } from './listing-params';

type L = ProductListingQuery['products'];

const Check = ({ on }: { on: boolean }) => (
  <span aria-hidden="true" className={fl.check}>
    {on ? '✓' : ''}
  </span>
);

/** Facet values as links that switch themselves on or off; counts say what each would show. */
export function FacetPanel({
  l,
  state,
  href,
  t,
}: {
  l: L;
  state: ListingState;
  href: (s: ListingState) => string;
  t: TFunction;
}) {
  const hidden = [...new URLSearchParams(listingQuery({ ...state, min: null, max: null, page: 1 }).slice(1))];
  return (
    <div className={fl.facets}>
      {hasFilters(state) ? (
        <RouterLink href={href(clearFilters(state))} className={pg.link}>
          {t('listing.clearAll')}
        </RouterLink>
      ) : null}
      <section aria-labelledby="facet-stock">
        <h2 id="facet-stock" className={fl.facetTitle}>
          {t('listing.availability')}
        </h2>
        <RouterLink
          href={href({ ...state, stock: !state.stock, page: 1 })}
          aria-current={state.stock ? 'true' : undefined}
          className={fl.facetLink}
          rel="nofollow"
          prefetch={false}
        >
          <Check on={state.stock} />
          <span>{t('listing.inStockOnly')}</span>
          <span className={fl.count}>{l.inStockCount}</span>
        </RouterLink>
      </section>
      {l.price ? (
        <form method="get" aria-labelledby="facet-price">
          <h2 id="facet-price" className={fl.facetTitle}>
            {t('listing.price')}
          </h2>
          {hidden.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <div className={fl.priceRow}>
            <PriceBoundField
              label={t('listing.minPrice')}
              name="min"
              defaultValue={state.min}
              bound={Math.floor(toMajor(l.price.min.amount, l.price.min.currency))}
            />
            <PriceBoundField
              label={t('listing.maxPrice')}
              name="max"
              defaultValue={state.max}
              bound={Math.ceil(toMajor(l.price.max.amount, l.price.max.currency))}
            />
            <button type="submit" className={fl.button}>
              {t('listing.go')}
            </button>
          </div>
          <p className={fl.rupeesHint}>{t('listing.priceInRupees')}</p>
        </form>
      ) : null}
      {l.facets.map((f) => (
        <section key={f.attribute.id} aria-labelledby={`facet-${f.attribute.code}`}>
          <h2 id={`facet-${f.attribute.code}`} className={fl.facetTitle}>
            {f.attribute.name}
          </h2>
          <ul className={fl.facetList}>
            {f.values.map((v) => (
              <li key={v.value.id}>
                <RouterLink
                  href={href(toggleValue(state, f.attribute.code, v.value.slug))}
                  aria-current={v.selected ? 'true' : undefined}
                  data-empty={v.count === 0 && !v.selected ? '' : undefined}
                  rel="nofollow"
                  prefetch={false}
                  className={fl.facetLink}
                  data-testid={`facet-${f.attribute.code}-${v.value.slug}`}
                >
                  <Check on={v.selected} />
                  <span>{v.value.name}</span>
                  <span className={fl.count}>{v.count}</span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
