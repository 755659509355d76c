import type { TFunction } from '../../client/i18n/react';
import { RouterLink } from '../RouterLink';
import s from './reviews.module.css';

/** On a delivered order's line: leads to the product's review form (the server checks the delivery again). */
export function RateAndReview({ status, slug, name, t }: { status: string; slug: string; name: string; t: TFunction }) {
  if (status !== 'DELIVERED') return null;
  return (
    <RouterLink
      href={`/products/${slug}#write-review`}
      className={s.lineLink}
      // The visible words first, so the name starts with what is seen (one per line, told apart). An
      // aria-label: a visually hidden span after the words put a space before the colon in Chromium.
      aria-label={`${t('buyerReviews.rateAndReview')}: ${name}`}
      data-testid="rate-and-review"
    >
      {t('buyerReviews.rateAndReview')}
    </RouterLink>
  );
}
