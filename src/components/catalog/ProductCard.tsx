import type { TFunction } from 'i18next';
import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { Artwork } from '../Artwork';
import { RouterLink } from '../RouterLink';
import s from './catalog.module.css';
import { formatMoney } from './money';
import { Stars } from './Stars';

/** One product in a grid: the whole card is the link; price, MRP and discount read as one phrase. */
export function ProductCard({ p, t, priority = false }: { p: ProductCardFieldsFragment; t: TFunction; priority?: boolean }) {
  const soldOut = p.stockState === 'OUT_OF_STOCK';
  return (
    <article className={`${s.card} ${soldOut ? s.soldOut : ''}`} data-testid="product-card">
      <div className={s.cardImage}>
        <Artwork image={p.thumbnail} alt="" priority={priority} sizes="(min-width: 1280px) 300px, (min-width: 960px) 25vw, (min-width: 600px) 33vw, 50vw" />
        {p.discountPercent > 0 ? <span className={s.badge}>{t('product.percentOff', { percent: p.discountPercent })}</span> : null}
        {soldOut || p.stockState === 'LOW_STOCK' ? (
          <span className={s.stockBadge}>{soldOut ? t('product.soldOut') : t('product.onlyLeft', { n: p.lowStockQuantity ?? 0 })}</span>
        ) : null}
      </div>
      <div className={s.cardBody}>
        <p className={s.brand}>
          <bdi>{p.brand.name}</bdi>
          {p.brand.verified ? (
            <span className={s.verified} role="img" aria-label={t('product.verifiedMaker')} title={t('product.verifiedMaker')}>
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
            <span className="price-now">{formatMoney(p.price)}</span>
            {p.unit === 'METRE' ? <span className={s.unit}> {t('product.perMetre')}</span> : null}
          </span>
          {p.discountPercent > 0 ? (
            <span className={s.mrp}>
              <span className="visually-hidden">{t('product.mrp')} </span>
              <s>{formatMoney(p.mrp)}</s>
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
