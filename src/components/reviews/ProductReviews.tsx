import type { TFunction } from '../../client/i18n/react';
import type { ProductExtrasQuery } from '../../gql/graphql';
import type { Language } from '../../i18n/settings';
import { formatInstant, storeTimeZone } from '../../lib/dates';
import { Artwork } from '../Artwork';
import pg from '../catalog/page.module.css';
import rv from '../catalog/reviews.module.css';
import { Stars } from '../catalog/Stars';
import { textLang } from '../catalog/text-lang';
import { LateWriteReview } from './LateWriteReview';
import s from './reviews.module.css';

type Product = NonNullable<ProductExtrasQuery['product']>;

/**
 * A product's reviews: the stars, count and histogram come from buyers' visible reviews only (the server
 * counts nothing else); buyers' reviews say "Verified purchase", the demo's samples say "Sample review"
 * and keep their English marked as English on Hindi and Arabic pages.
 */
export function ProductReviews({ product, t, lng }: { product: Product; t: TFunction; lng: Language }) {
  const { rating, reviews } = product;
  const samples = reviews.items.some((r) => r.sample);
  return (
    <>
      {rating.count === 0 ? (
        // Above sample reviews, "No reviews yet" read as a contradiction: it says whose reviews there are none of.
        <p className={pg.muted} data-testid="no-buyer-reviews">
          {t(samples ? 'buyerReviews.noneBesideSamples' : 'buyerReviews.none')}
        </p>
      ) : (
        <div className={s.summary} data-testid="buyer-rating">
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
      )}
      <LateWriteReview productId={product.id} />
      {samples ? (
        <p className={rv.sampleNote} data-testid="sample-reviews-note">
          {t('buyerReviews.samplesNote')}
        </p>
      ) : null}
      {reviews.items.length ? (
        <ul className={rv.reviewList}>
          {reviews.items.map((r) => (
            <li
              key={r.id}
              className={rv.review}
              lang={textLang(`${r.title} ${r.body}`, lng)}
              data-testid={r.sample ? 'sample-review' : 'buyer-review'}
            >
              {r.sample ? (
                <span className={rv.sampleLabel} lang={lng}>
                  {t('buyerReviews.sample')}
                </span>
              ) : r.verifiedPurchase ? (
                <span className={s.verified} lang={lng}>
                  <span aria-hidden="true">✓ </span>
                  {t('buyerReviews.verified')}
                </span>
              ) : null}
              {/* The stars' label and the date are in the page's language, the review in its own. */}
              <Stars average={r.rating} count={1} t={t} size={14} summary={false} lang={lng} />
              {r.title ? <h3>{r.title}</h3> : null}
              {r.body ? <p>{r.body}</p> : null}
              {r.photo ? (
                <div className={s.photo}>
                  <Artwork image={r.photo} sizes="160px" alt={t('buyerReviews.photoAlt', { name: r.author })} />
                </div>
              ) : null}
              <small lang={lng}>
                <bdi lang={textLang(r.author, lng)}>{r.author}</bdi> ·{' '}
                {formatInstant(r.createdAt, lng, 'long', storeTimeZone)}
              </small>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
