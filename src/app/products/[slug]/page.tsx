import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { runQuery } from '../../../api/executor';
import { ProductPageDocument } from '../../../client/catalog/documents';
import { Breadcrumbs } from '../../../components/catalog/Breadcrumbs';
import ch from '../../../components/catalog/chips.module.css';
import pg from '../../../components/catalog/page.module.css';
import pc from '../../../components/catalog/product-card.module.css';
import pp from '../../../components/catalog/product-page.module.css';
import { JsonLd } from '../../../components/catalog/JsonLd';
import { LateProductGallery, LateProductRateNote } from '../../../components/catalog/late-catalog';
import { Stars } from '../../../components/catalog/Stars';
import { textLang } from '../../../components/catalog/text-lang';
import { trackedItem } from '../../../components/catalog/tracking';
import { LateTrackViewItem } from '../../../components/catalog/late-tracking';
import { BuyBox } from '../../../components/cart/BuyBox';
import { LateTailoringPicker } from './LateTailoringPicker';
import { RouterLink } from '../../../components/RouterLink';
import { config } from '../../../config';
import { currentLanguage, serverT } from '../../../i18n/server';
import { formatCalendarDate } from '../../../lib/dates';
import { PageStrings } from '../../../components/PageStrings';
import { ProductExtras } from './ProductExtras';
import { LateWishlistHeart } from '../../../components/wishlist/LateWishlistHeart';
import { productJsonLd } from './product-json-ld';
import { Price } from '../../../components/catalog/Price';
import { PriceText, priceSlots } from '../../../components/catalog/PriceText';
import { OfferNote } from '../../../components/catalog/OfferNote';

type Props = { params: Promise<{ slug: string }> };

// One query per request: the metadata and the page share it (React's request-scoped cache).
const load = cache(async (slug: string) => {
  const lng = await currentLanguage();
  const { product } = await runQuery(ProductPageDocument, { slug: slug.slice(0, 120) }, { locale: lng });
  return { lng, product };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { lng, product } = await load(slug);
  const { store } = config();
  if (!product) return { title: { absolute: `${(await serverT(lng))('titles.not-found')} · ${store.name}` } };
  const description = product.description.length > 160 ? `${product.description.slice(0, 157)}…` : product.description;
  return {
    title: { absolute: `${product.name} · ${store.name}` },
    description,
    alternates: { canonical: `${store.publicUrl}/products/${product.slug}` },
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: `${store.publicUrl}/products/${product.slug}`,
      images: [{ url: product.images[0]!.src, width: 960, height: 1200, alt: product.name }],
    },
    twitter: { card: 'summary_large_image', title: product.name, description, images: [product.images[0]!.src] },
  };
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const { lng, product: p } = await load(slug);
  if (!p) notFound();
  const t = await serverT(lng);
  const { store } = config();
  const trail = [
    ...(p.category.parent ? [{ name: p.category.parent.name, path: `/${p.category.parent.slug}` }] : []),
    {
      name: p.category.name,
      path: p.category.parent ? `/${p.category.parent.slug}?category=${p.category.slug}` : `/${p.category.slug}`,
    },
    { name: p.name, path: `/products/${p.slug}` },
  ];
  const buyBox = (
    <BuyBox
      p={{
        id: p.id,
        sku: p.sku,
        kind: p.kind,
        name: p.name,
        unit: p.unit,
        stockState: p.stockState,
        maxOrderQuantity: p.maxOrderQuantity,
        step: p.step,
        price: { amount: p.price.amount, currency: p.price.currency },
        mrp: { amount: p.mrp.amount, currency: p.mrp.currency },
        brand: { name: p.brand.name },
      }}
    />
  );
  const stockText = {
    IN_STOCK: t('product.inStock'),
    LOW_STOCK: t('product.onlyLeft', { n: p.lowStockQuantity ?? 0 }),
    OUT_OF_STOCK: t('product.soldOut'),
    MADE_TO_ORDER: t('product.madeToOrder', { days: p.turnaroundDays ?? 7 }),
  }[p.stockState];

  return (
    <div className={pg.container}>
      <PageStrings lng={lng} sections={['buyerReviews', 'product', 'wishlist']} />
      <JsonLd data={productJsonLd(p, store.publicUrl, store.name)} />
      <LateTrackViewItem item={trackedItem(p)} />
      <Breadcrumbs trail={trail} t={t} baseUrl={store.publicUrl} />
      <div className={pp.product}>
        <LateProductGallery
          images={p.images.map((i) => ({
            src: i.src,
            srcSetAvif: i.srcSetAvif,
            srcSetWebp: i.srcSetWebp,
            width: i.width,
            height: i.height,
          }))}
          name={p.name}
          labels={{
            zoom: t('product.zoom', { name: p.name }),
            close: t('product.closeZoom'),
            image: t('product.imageOf', { n: '__N__', total: '__T__', name: '__NAME__' }),
            thumbnails: t('product.thumbnails'),
          }}
        />
        <div>
          <p className={pp.maker}>
            <bdi lang={textLang(p.brand.name, lng)}>{p.brand.name}</bdi>
            {p.brand.verified ? <span className={pp.pill}>{t('product.verifiedMaker')}</span> : null}
          </p>
          <h1 className={pg.h1}>{p.name}</h1>
          {p.rating.count > 0 ? (
            <a
              href="#reviews"
              style={{ display: 'inline-block', marginTop: 8, color: 'inherit', textDecoration: 'none' }}
            >
              <Stars average={p.rating.average} count={p.rating.count} t={t} />
            </a>
          ) : null}
          <div className={pp.priceLine} data-testid="price">
            <p className={pp.bigPrice}>
              <span className="visually-hidden">{t('product.price')} </span>
              <Price {...p.price} />
              {p.unit === 'METRE' ? (
                <span className={pc.unit} style={{ fontSize: '1rem' }}>
                  {' '}
                  {t('product.perMetre')}
                </span>
              ) : null}
            </p>
            {p.discountPercent > 0 ? (
              <>
                <p className={pg.muted}>
                  {t('product.mrp')}{' '}
                  <s>
                    <Price {...p.mrp} />
                  </s>
                </p>
                <p className={pp.save}>
                  <PriceText
                    text={t('product.youSave', { ...priceSlots('amount'), percent: p.discountPercent })}
                    prices={{ amount: { amount: p.mrp.amount - p.price.amount, currency: p.mrp.currency } }}
                  />
                </p>
              </>
            ) : null}
            {p.offer ? <OfferNote offer={p.offer} t={t} lng={lng} big /> : null}
          </div>
          <LateProductRateNote amount={p.price.amount} currency={p.price.currency} />
          <p className={pg.muted} style={{ margin: 0, fontSize: '0.8125rem' }}>
            {t('product.taxIncluded')}
          </p>
          <p className={pp.stock} data-state={p.stockState} data-testid="stock">
            {stockText}
          </p>
          {p.kind === 'SERVICE' ? (
            // A service is bought through its options; one without any sells plainly.
            <LateTailoringPicker productId={p.id} garment={null} fallback={buyBox} />
          ) : (
            <>
              {buyBox}
              {p.stockState === 'OUT_OF_STOCK' ? null : (
                <LateTailoringPicker
                  productId={p.id}
                  garment={{ id: p.id, kind: p.kind, name: p.name, price: p.price.amount }}
                />
              )}
            </>
          )}
          <LateWishlistHeart
            productId={p.id}
            name={p.name}
            price={p.price.amount}
            inStock={p.stockState !== 'OUT_OF_STOCK'}
            variant="page"
          />
          <div className={pp.box}>
            <h2>{t('product.delivery')}</h2>
            <p>
              {p.deliveryEstimate
                ? t('product.deliveryWindow', {
                    from: formatCalendarDate(p.deliveryEstimate.earliest, lng),
                    to: formatCalendarDate(p.deliveryEstimate.latest, lng),
                  })
                : t('product.deliveryUnavailable')}
            </p>
            <p className={pg.muted}>
              <PriceText
                text={t('product.deliveryNote', priceSlots('amount'))}
                prices={{ amount: { amount: config().buying.freeDeliveryThresholdMinor, currency: 'INR' } }}
              />
            </p>
            <p>
              {t('product.freeConsultation')}{' '}
              <RouterLink href="/get-in-touch" className={pg.link}>
                {t('product.bookConsultation')}
              </RouterLink>
            </p>
          </div>

          <h2 className={pg.h2small}>{t('product.about')}</h2>
          <p className={pp.text}>{p.description}</p>

          <h2 className={pg.h2small}>{t('product.details')}</h2>
          <dl className={pp.details}>
            <dt>{t('product.sku')}</dt>
            <dd>{p.sku}</dd>
            {p.attributes.map((a) => (
              <div key={a.attribute.code} style={{ display: 'contents' }}>
                <dt>{a.attribute.name}</dt>
                <dd>{a.values.map((v) => v.name).join(', ')}</dd>
              </div>
            ))}
          </dl>

          {/* A product made in the back office may have no care note yet. */}
          {p.care ? (
            <>
              <h2 className={pg.h2small}>{t('product.care')}</h2>
              <p className={pp.text}>{p.care}</p>
            </>
          ) : null}

          {p.collections.length ? (
            <div className={pp.tags}>
              <h2>{t('product.inCollections')}</h2>
              {p.collections.map((k) => (
                <RouterLink key={k.slug} href={`/collections/${k.slug}`} className={ch.chip}>
                  {k.name}
                </RouterLink>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <Suspense fallback={<div className={pp.skeleton} aria-hidden="true" />}>
        <ProductExtras slug={p.slug} lng={lng} />
      </Suspense>
    </div>
  );
}
