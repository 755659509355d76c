import type { Metadata } from 'next';
import { Breadcrumbs } from '../../components/catalog/Breadcrumbs';
import ch from '../../components/catalog/chips.module.css';
import pg from '../../components/catalog/page.module.css';
import { parseListing, type SearchParams } from '../../components/catalog/listing-params';
import { ProductListing } from '../../components/catalog/ProductListing';
import { SearchForm } from '../../components/catalog/SearchForm';
import { RouterLink } from '../../components/RouterLink';
import { config } from '../../config';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../../components/page-metadata';
import { PageStrings } from '../../components/PageStrings';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const base = await pageMetadata('search', { path: '/search' });
  // Result pages are endless and thin: keep them out of the index, but let links be followed.
  return { ...base, robots: { index: false, follow: true } };
}

const suggestions = ['banarasi', 'kanjeevaram', 'chanderi', 'linen', 'organza', 'blouse'];

export default async function SearchPage({ searchParams }: Props) {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const params = await searchParams;
  const state = parseListing(params);
  return (
    <div className={pg.container}>
      <PageStrings lng={lng} sections={['wishlist']} />
      <Breadcrumbs trail={[{ name: t('search.heading'), path: '/search' }]} t={t} baseUrl={config().store.publicUrl} />
      <h1 className={pg.h1} style={{ marginBottom: 16 }}>
        {state.q ? t('search.resultsFor', { q: state.q.slice(0, 80) }) : t('search.heading')}
      </h1>
      <div style={{ maxWidth: 560, marginBottom: 24 }}>
        <SearchForm t={t} defaultValue={state.q?.slice(0, 200) ?? ''} id="search-page" name={t('a11y.pageSearch')} />
      </div>
      {state.q ? (
        <ProductListing
          scope={{ path: '/search', search: true }}
          searchParams={params}
          t={t}
          lng={lng}
          listName={t('search.heading')}
        />
      ) : (
        <div>
          <h2 className={pg.h2small}>{t('search.tryThese')}</h2>
          <ul className={ch.chips} style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {suggestions.map((q) => (
              <li key={q}>
                <RouterLink href={`/search?q=${q}`} className={ch.chip}>
                  {q}
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
