import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { runQuery } from '../../../api/executor';
import { Artwork } from '../../../components/Artwork';
import { Breadcrumbs } from '../../../components/catalog/Breadcrumbs';
import ch from '../../../components/catalog/chips.module.css';
import co from '../../../components/catalog/collection-head.module.css';
import pg from '../../../components/catalog/page.module.css';
import { RouterLink } from '../../../components/RouterLink';
import { parseListing, type SearchParams } from '../../../components/catalog/listing-params';
import { ProductListing } from '../../../components/catalog/ProductListing';
import { config } from '../../../config';
import { CollectionPageDocument } from '../../../client/catalog/store-page-documents';
import { currentLanguage, serverT } from '../../../i18n/server';
import type { Language } from '../../../i18n/settings';
import { PageStrings } from '../../../components/PageStrings';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

// One query per request: the metadata and the page share it.
const load = cache(async (slug: string, lng: Language) => runQuery(CollectionPageDocument, { slug }, { locale: lng }));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const { collection } = await load(slug, lng);
  if (!collection) return { title: { absolute: `${t('titles.not-found')} · ${config().store.name}` } };
  const page = parseListing(await searchParams).page;
  return {
    title: { absolute: `${t('titles.collection', { name: collection.name })} · ${config().store.name}` },
    description: collection.description,
    alternates: {
      canonical: `${config().store.publicUrl}/collections/${collection.slug}${page > 1 ? `?page=${page}` : ''}`,
    },
    openGraph: {
      title: collection.name,
      description: collection.description,
      images: collection.image ? [collection.image.src] : [],
    },
  };
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const { collection, collections } = await load(slug, lng);
  if (!collection) notFound();
  return (
    <div className={pg.container}>
      <PageStrings lng={lng} sections={['wishlist']} />
      <Breadcrumbs
        trail={[
          { name: t('collections.heading'), path: '/category' },
          { name: collection.name, path: `/collections/${collection.slug}` },
        ]}
        t={t}
        baseUrl={config().store.publicUrl}
      />
      <div className={co.collectionHead}>
        {collection.image ? (
          <div>
            <Artwork image={collection.image} alt="" priority sizes="140px" />
          </div>
        ) : null}
        <div>
          <h1 className={pg.h1}>{collection.name}</h1>
          <p className={pg.lead}>{collection.description}</p>
        </div>
      </div>
      <nav aria-label={t('collections.others')} className={ch.chips}>
        <ul>
          {collections.map((k) => (
            <li key={k.id}>
              <RouterLink
                href={`/collections/${k.slug}`}
                aria-current={k.slug === collection.slug ? 'page' : undefined}
                className={ch.chip}
              >
                {k.name}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <ProductListing
        scope={{ path: `/collections/${collection.slug}`, collection: collection.slug, collectionId: collection.id }}
        searchParams={await searchParams}
        t={t}
        lng={lng}
        listName={collection.name}
      />
    </div>
  );
}
