import type { TFunction } from '../../client/i18n/react';
import type { ProductCardFieldsFragment } from '../../gql/graphql';
import type { Language } from '../../i18n/settings';
import { Artwork } from '../Artwork';
import { LateWishlistHeart } from '../wishlist/LateWishlistHeart';
import { RouterLink } from '../RouterLink';
import s from './product-card.module.css';
import { Stars } from './Stars';
import { textLang } from './text-lang';
import { Price } from './Price';
import { OfferNote } from './OfferNote';

/**
 * The width a card's picture is drawn at in a listing (page.module.css: container padding;
 * listing.module.css: the 250 px filter column from 960 px, 2/3/4 columns with their gaps;
 * product-card.module.css: the card's 1 px border). The
 * browser picks the smallest rendition that covers it: on a 412 px phone at 1.75x that is the 320 px
 * file (11 kB) instead of the 640 px one (32 kB) that "50vw" asked for.
 */
const listingCardSizes =
  '(min-width: 1280px) 224px, (min-width: 960px) calc(33.3vw - 123px), (min-width: 600px) calc(33.3vw - 29px), calc(50vw - 24px)';
/** The same in the full-width four-column grid (related products). */
export const wideGridCardSizes = '(min-width: 1280px) 294px, (min-width: 600px) calc(25vw - 26px), calc(50vw - 24px)';

/** One product in a grid: the whole card is the link; price, MRP and discount read as one phrase. */
export function ProductCard({
  p,
  t,
  lng,
  priority = false,
  sizes = listingCardSizes,
}: {
  p: ProductCardFieldsFragment;
  t: TFunction;
  lng: Language;
  priority?: boolean;
  sizes?: string;
}) {
  const soldOut = p.stockState === 'OUT_OF_STOCK';
  return (
    <article className={`${s.card} ${soldOut ? s.soldOut : ''}`} data-testid="product-card">
      <div className={s.cardImage}>
        <Artwork image={p.thumbnail} alt="" priority={priority} sizes={sizes} />
        <LateWishlistHeart productId={p.id} name={p.name} price={p.price.amount} inStock={!soldOut} variant="card" />
        {p.discountPercent > 0 ? (
          <span className={s.badge}>{t('product.percentOff', { percent: p.discountPercent })}</span>
        ) : null}
        {soldOut || p.stockState === 'LOW_STOCK' ? (
          <span className={s.stockBadge}>
            {soldOut ? t('product.soldOut') : t('product.onlyLeft', { n: p.lowStockQuantity ?? 0 })}
          </span>
        ) : null}
      </div>
      <div className={s.cardBody}>
        <p className={s.brand}>
          <bdi lang={textLang(p.brand.name, lng)}>{p.brand.name}</bdi>
          {p.brand.verified ? (
            <span
              className={s.verified}
              role="img"
              aria-label={t('product.verifiedMaker')}
              title={t('product.verifiedMaker')}
            >
              ✓
            </span>
          ) : null}
        </p>
        <h3 className={s.cardTitle}>
          <RouterLink href={`/products/${p.slug}`} prefetch={false}>
            {p.name}
          </RouterLink>
        </h3>
        {p.rating.count > 0 ? <Stars average={p.rating.average} count={p.rating.count} t={t} size={14} /> : null}
        <p className={s.prices} style={{ margin: 0 }}>
          <span className={s.price}>
            <span className="visually-hidden">{t('product.price')} </span>
            <span className="price-now">
              <Price {...p.price} card />
            </span>
            {p.unit === 'METRE' ? <span className={s.unit}> {t('product.perMetre')}</span> : null}
          </span>
          {p.discountPercent > 0 ? (
            <span className={s.mrp}>
              <span className="visually-hidden">{t('product.mrp')} </span>
              <s>
                <Price {...p.mrp} />
              </s>
            </span>
          ) : null}
        </p>
        {p.offer ? <OfferNote offer={p.offer} t={t} lng={lng} /> : null}
      </div>
    </article>
  );
}
