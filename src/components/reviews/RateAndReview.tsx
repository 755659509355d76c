import type { TFunction } from '../../client/i18n/react';
import { RouterLink } from '../RouterLink';
import s from './reviews.module.css';

/** On a delivered order's line: leads to the product's review form (the server checks the delivery again). */
export function RateAndReview({ status, slug, name, t }: { status: string; slug: string; name: string; t: TFunction }) {
  if (status !== 'DELIVERED') return null;
  return (
    <RouterLink href={`/products/${slug}#write-review`} className={s.lineLink} data-testid="rate-and-review">
      {t('buyerReviews.rateAndReview')}
      {/* After the visible words, so the link's name starts with what is seen (one per line, told apart). */}
      <span className="visually-hidden">: {name}</span>
    </RouterLink>
  );
}
