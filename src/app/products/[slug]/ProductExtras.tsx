import { runQuery } from '../../../api/executor';
import { ProductExtrasDocument } from '../../../client/catalog/documents';
import ls from '../../../components/catalog/listing.module.css';
import pg from '../../../components/catalog/page.module.css';
import pp from '../../../components/catalog/product-page.module.css';
import rv from '../../../components/catalog/reviews.module.css';
import { ProductCard, wideGridCardSizes } from '../../../components/catalog/ProductCard';
import { Stars } from '../../../components/catalog/Stars';
import { serverT } from '../../../i18n/server';
import type { Language } from '../../../i18n/settings';
import { textLang } from '../../../components/catalog/text-lang';
import { formatInstant, storeTimeZone } from '../../../lib/dates';

/** Reviews and related products: streamed after the product itself, which is what a shopper reads first. */
export async function ProductExtras({ slug, lng }: { slug: string; lng: Language }) {
  const t = await serverT(lng);
  const { product } = await runQuery(ProductExtrasDocument, { slug }, { locale: lng });
  if (!product) return null;
  const { rating, reviews } = product;
  return (
    <>
      <section id="reviews" aria-labelledby="reviews-heading" className={pp.section}>
        <h2 id="reviews-heading" className={pg.h2}>
          {t('product.reviews')}
        </h2>
        {rating.count === 0 ? (
          <p className={pg.muted}>{t('product.noReviews')}</p>
        ) : (
          <div className={rv.reviews}>
            <div>
              <p className={rv.average}>{rating.average.toFixed(1)}</p>
              <Stars average={rating.average} count={rating.count} t={t} />
              <ul className={rv.histogram}>
                {reviews.histogram.map((h) => (
                  <li key={h.rating}>
                    <span>{t('product.starsN', { count: h.rating })}</span>
                    <span
                      className={rv.bar}
                      role="img"
                      aria-label={t('product.starsShare', {
                        stars: t('product.starsN', { count: h.rating }),
                        reviews: t('product.reviewsN', { count: h.count }),
                      })}
                    >
                      <span style={{ width: `${(h.count * 100) / rating.count}%` }} />
                    </span>
                    <span aria-hidden="true">{h.count}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              {reviews.items.some((r) => r.sample) ? (
                <p className={rv.sampleNote} data-testid="sample-reviews-note">
                  {t('product.sampleReviewsNote')}
                </p>
              ) : null}
              <ul className={rv.reviewList}>
                {reviews.items.map((r) => (
                  <li key={r.id} className={rv.review} lang={textLang(`${r.title} ${r.body}`, lng)}>
                    {r.sample ? (
                      <span className={rv.sampleLabel} lang={lng}>
                        {t('product.sampleReview')}
                      </span>
                    ) : null}
                    {/* The stars' label and the date are in the page's language, the review in its own. */}
                    <Stars average={r.rating} count={1} t={t} size={14} summary={false} lang={lng} />
                    <h3>{r.title}</h3>
                    <p>{r.body}</p>
                    <small lang={lng}>
                      <bdi lang={textLang(r.author, lng)}>{r.author}</bdi> ·{' '}
                      {formatInstant(r.createdAt, lng, 'long', storeTimeZone)}
                    </small>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </section>
      {product.related.length ? (
        <section aria-labelledby="related-heading" className={pp.section}>
          <h2 id="related-heading" className={pg.h2}>
            {t('product.related')}
          </h2>
          <ul className={`${ls.grid} ${ls.grid4}`}>
            {product.related.map((r) => (
              <li key={r.id}>
                <ProductCard p={r} t={t} lng={lng} sizes={wideGridCardSizes} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
