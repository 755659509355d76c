import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { runQuery } from '../../api/executor';
import { config } from '../../config';
import { CategoryHeadDocument } from '../../client/catalog/documents';
import type { ProductKind } from '../../gql/graphql';
import { currentLanguage, serverT } from '../../i18n/server';
import type { Language } from '../../i18n/settings';
import { pageMetadata } from '../page-metadata';
import { RouterLink } from '../RouterLink';
import { Breadcrumbs } from './Breadcrumbs';
import ch from './chips.module.css';
import pg from './page.module.css';
import { listingQuery, parseListing, type SearchParams } from './listing-params';
import { ProductListing } from './ProductListing';

// One query per request: the metadata and the page share it.
const loadHead = cache(async (slug: string, lng: Language) =>
  runQuery(CategoryHeadDocument, { slug }, { locale: lng }),
);

/** Title, description, canonical and share image of a top-level category listing. */
export async function categoryMetadata(slug: string, searchParams: SearchParams): Promise<Metadata> {
  const lng = await currentLanguage();
  const { category } = await loadHead(slug, lng);
  const page = parseListing(searchParams).page;
  const base = await pageMetadata(slug, {
    path: `/${slug}${page > 1 ? `?page=${page}` : ''}`,
    description: category?.description,
  });
  return {
    ...base,
    openGraph: {
      title: category?.name,
      description: category?.description,
      images: category?.image ? [category.image.src] : [],
    },
  };
}

/** /sarees, /fabrics and /tailoring: the category's heading, its sub-categories and the listing. */
export async function CategoryListingPage({
  slug,
  kind,
  searchParams,
  intro,
}: {
  slug: string;
  kind: ProductKind;
  searchParams: SearchParams;
  intro?: ReactNode;
}) {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const { category } = await loadHead(slug, lng);
  if (!category) notFound();
  const state = parseListing(searchParams);
  return (
    <div className={pg.container}>
      <Breadcrumbs trail={[{ name: category.name, path: `/${slug}` }]} t={t} baseUrl={config().store.publicUrl} />
      <h1 className={pg.h1}>{category.name}</h1>
      <p className={pg.lead}>{category.description}</p>
      {intro}
      {category.children.length ? (
        <nav aria-label={t('listing.subcategories')} className={ch.chips}>
          <ul>
            <li>
              <RouterLink
                href={`/${slug}${listingQuery({ ...state, category: null, page: 1 })}`}
                aria-current={state.category === null ? 'page' : undefined}
                className={ch.chip}
              >
                {t('listing.allOf', { name: category.name })}
              </RouterLink>
            </li>
            {category.children.map((k) => (
              <li key={k.id}>
                <RouterLink
                  href={`/${slug}${listingQuery({ ...state, category: k.slug, page: 1 })}`}
                  aria-current={state.category === k.slug ? 'page' : undefined}
                  className={ch.chip}
                >
                  {k.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <div style={{ height: 20 }} />
      )}
      <ProductListing
        scope={{ path: `/${slug}`, kind, category: slug }}
        searchParams={searchParams}
        t={t}
        lng={lng}
        listName={category.name}
      />
    </div>
  );
}
